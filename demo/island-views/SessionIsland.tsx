import type { Locale } from '../../core/i18n';
import LiveSession from '../login-session-live';
import { LOGIN_PAGE } from '../login-page';

/** The header's session island, started once a LoginToken cookie exists (demo/boot.ts looks for it). */
export default function SessionIsland({ locale }: { locale: Locale }) {
  return <LiveSession locale={locale} loginHref={LOGIN_PAGE} />;
}
