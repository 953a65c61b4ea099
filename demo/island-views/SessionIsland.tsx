import type { ComponentProps } from 'react';
import LiveSession from '../login-session-live';

/**
 * The header's session island, started once a LoginToken cookie exists (demo/boot.ts looks for it); the server puts
 * the login page's address in its props. The hydrated pages load the session through this module too
 * (demo/login-session.tsx), so the session's code is one chunk.
 */
export default function SessionIsland(props: ComponentProps<typeof LiveSession>) {
  return <LiveSession {...props} />;
}
