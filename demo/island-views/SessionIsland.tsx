import type { ComponentProps } from 'react';
import LiveSession from '../login-session-live';

/** The header's session island; the hydrated pages load the session through this module too, so its code is one chunk. */
export default function SessionIsland(props: ComponentProps<typeof LiveSession>) {
  return <LiveSession {...props} />;
}
