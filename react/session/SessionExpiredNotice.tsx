import type { ReactNode } from 'react';
import { Notification } from '../widgets/Notification';
import './session.css';

export interface SessionExpiredNoticeProps {
  /** `expiredNotice` of `useLoginSession()`: the machine decides when it shows (D18, once per expiry). */
  open: boolean;
  /** `dismissExpiredNotice` of `useLoginSession()`. */
  onClose: () => void;
  /** The message and the way back in, e.g. `{t('sessionExpired')} <a href="/login">{t('logInAgain')}</a>`. */
  children: ReactNode;
}

/**
 * The session-expired notice where a shopper sees it wherever they have scrolled: fixed at the bottom of the
 * viewport. The live region is in the page before the notice appears, so screen readers announce it when it does.
 */
export function SessionExpiredNotice({ open, onClose, children }: SessionExpiredNoticeProps) {
  return (
    <div className="sk-session-toast" aria-live="assertive" data-testid="session-expired-region">
      {open ? (
        <Notification variant="warning" onClose={onClose} className="sk-session-toast__notice">
          {children}
        </Notification>
      ) : null}
    </div>
  );
}
