import { useEffect, useMemo } from 'react';
import type { Locale } from '../core/i18n';
import { createSessionTexts } from '../core/session';
import { SessionExpiredNotice, useLoginSession, type LoginSessionState } from '../react/session';
import { useRuntime } from './runtime';

/** Loaded only for a logged-in customer: the login-session machine, shown in the header. */
export default function LiveSession({
  locale,
  loginHref,
  onState,
}: {
  locale: Locale;
  loginHref: string;
  onState?: (state: LoginSessionState) => void;
}) {
  const { client, env } = useRuntime();
  const session = useLoginSession({ client, env });
  const t = useMemo(() => createSessionTexts(locale), [locale]);
  const { status, loggedIn, expiresAt, failedAttempts, lastOutcome, expiredNotice, dismissExpiredNotice } = session;
  useEffect(() => {
    onState?.({ status, loggedIn, expiresAt, failedAttempts, lastOutcome, expiredNotice, dismissExpiredNotice });
  }, [onState, status, loggedIn, expiresAt, failedAttempts, lastOutcome, expiredNotice, dismissExpiredNotice]);

  return (
    <>
      {loggedIn ? (
        <span className="demo-session" data-testid="session-indicator" data-status={status}>
          <svg
            className="demo-session__icon"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
          {t('loggedIn')}
        </span>
      ) : null}
      {/* Fixed at the bottom of the viewport, so a shopper who has scrolled sees it too. */}
      <SessionExpiredNotice open={expiredNotice} onClose={dismissExpiredNotice}>
        <span data-testid="session-expired">
          {t('sessionExpired')} <a href={loginHref}>{t('logInAgain')}</a>
        </span>
      </SessionExpiredNotice>
    </>
  );
}
