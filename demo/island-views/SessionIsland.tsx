import type { ComponentProps } from 'react';
import LiveSession from '../login-session-live';
import { LOGIN_PAGE } from '../login-page';

/**
 * The header's session island, started once a LoginToken cookie exists (demo/boot.ts looks for it). The hydrated
 * pages load the session through this module too (demo/login-session.tsx), so the session's code is one chunk.
 */
export default function SessionIsland(props: Omit<ComponentProps<typeof LiveSession>, 'loginHref'> & { loginHref?: string }) {
  return <LiveSession loginHref={LOGIN_PAGE} {...props} />;
}
