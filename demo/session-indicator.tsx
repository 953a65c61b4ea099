/** The header's "logged in" mark: the running session's (login-session-live.tsx) and the space the server keeps for it. */
export function SessionIndicator({ label, status, reserved = false }: { label: string; status?: string; reserved?: boolean }) {
  return (
    <span
      className={reserved ? 'demo-session demo-session--reserved' : 'demo-session'}
      {...(reserved ? { 'aria-hidden': true } : { 'data-testid': 'session-indicator', 'data-status': status })}
    >
      <svg className="demo-session__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
      {label}
    </span>
  );
}
