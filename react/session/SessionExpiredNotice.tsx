'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { NotificationProps } from '../widgets/Notification';
import { useWidgetTexts } from '../widgets/texts';
import './session.css';

export interface SessionExpiredNoticeProps {
  /** `expiredNotice` of `useLoginSession()`: the machine decides when it shows. */
  open: boolean;
  /** `dismissExpiredNotice` of `useLoginSession()`. */
  onClose: () => void;
  /** The message and the way back in, e.g. `{t('sessionExpired')} <a href="/login">{t('logInAgain')}</a>`. */
  children: ReactNode;
}

/** The message and a close button without the notification's code: shown only if that code cannot be loaded (offline). */
function PlainNotice({ children, onClose }: NotificationProps) {
  return (
    <div className="sk-notification sk-notification--warning sk-session-toast__notice" role="alert">
      {children}
      <button
        type="button"
        className="sk-notification__close"
        aria-label={useWidgetTexts().t('close')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}

// Fetched when a session first expires, so a logged-in customer's page ships only what runs the session.
const Notification = lazy(() =>
  import('../widgets/Notification').then(
    (m) => ({ default: m.Notification }),
    () => ({ default: PlainNotice }),
  ),
);

/** Fixed at the bottom of the viewport; the live region is in the page before the notice, so screen readers announce it. */
export function SessionExpiredNotice({ open, onClose, children }: SessionExpiredNoticeProps) {
  return (
    <div className="sk-session-toast" aria-live="assertive" data-testid="session-expired-region">
      {open ? (
        <Suspense fallback={null}>
          <Notification variant="warning" onClose={onClose} className="sk-session-toast__notice">
            {children}
          </Notification>
        </Suspense>
      ) : null}
    </div>
  );
}
