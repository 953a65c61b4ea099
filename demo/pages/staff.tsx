import { lazy, Suspense, useState, useSyncExternalStore, type FormEvent } from 'react';
import { cookieHeaderHasPreviewAuth } from '../../core/preview/preview.cookies';
import type { LoginOutcome } from '../../core/session';
import { COUNTRY_SITES } from '../../core/markets';
import { Button } from '../../react/widgets/Button';
import { Checkbox } from '../../react/widgets/Checkbox';
import { Notification } from '../../react/widgets/Notification';
import { PasswordInput } from '../../react/widgets/PasswordInput';
import { TextInput } from '../../react/widgets/TextInput';
import { useDemoLoginSession } from '../login-session';
import { useRuntime } from '../runtime';

// Staff-only code, fetched only once a staff cookie exists: shoppers never load it.
const PreviewPanel = lazy(() => import('../../react/preview').then((m) => ({ default: m.PreviewPanel })));

const DEMO_CUSTOMER = { email: 'shopper@example.com', password: 'demo' };

const noSubscription = () => () => undefined;

/** Whether the browser holds a staff (or cobra) auth cookie; false on the server and during hydration. */
function useStaffCookie(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => cookieHeaderHasPreviewAuth(document.cookie),
    () => false,
  );
}

function StaffLogin() {
  const { client, env } = useRuntime();
  const hasCookie = useStaffCookie();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed' | 'off' | 'loggedOut'>('idle');
  // After a logout from the panel the cookie is gone, but this render may still hold the old reading.
  const loggedIn = state === 'done' || (hasCookie && state !== 'loggedOut');

  async function logIn() {
    setState('busy');
    try {
      const response = await fetch('/service/__admin/staff/login', { method: 'POST', credentials: 'same-origin' });
      // 404: a production server has no /service/__admin switches, so no demo staff login either.
      setState(response.ok ? 'done' : response.status === 404 ? 'off' : 'failed');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="demo-section" aria-labelledby="staff-login-title">
      <h2 id="staff-login-title">Staff preview</h2>
      <p className="demo-muted">
        Staff log in here (the reference service sets the <code>staff_auth</code> cookie). The preview button then
        appears below and in the footer of every country page; while a preview date or A/B group is applied, a banner
        shows it on every page.
      </p>
      {loggedIn ? (
        <>
          <Notification variant="success" closable={false}>
            Staff session active. Open a country page, for example{' '}
            <a href={`/${COUNTRY_SITES.DE.slug}/`}>{COUNTRY_SITES.DE.label}</a>, or use the preview settings here.
          </Notification>
          <div style={{ marginTop: '1rem' }}>
            <Suspense fallback={null}>
              <PreviewPanel client={client} env={env} onHide={() => setState('loggedOut')} />
            </Suspense>
          </div>
        </>
      ) : (
        <Button onClick={logIn} disabled={state === 'busy'}>
          Log in as staff
        </Button>
      )}
      {state === 'off' ? (
        <Notification variant="information" closable={false}>
          This server runs as production: the demo staff login is a development switch and is off here.
        </Notification>
      ) : null}
      {state === 'failed' ? (
        <Notification variant="error" closable={false}>
          Staff login failed. Is the reference service running?
        </Notification>
      ) : null}
    </section>
  );
}

const LOGIN_MESSAGES: Record<LoginOutcome | 'loggedOut', { variant: 'success' | 'error'; text: string }> = {
  loggedOut: { variant: 'success', text: 'Logged out. This browser no longer stays logged in.' },
  success: {
    variant: 'success',
    text: 'Logged in. The session below renews silently while you are active, on every page of the shop.',
  },
  unauthorized: { variant: 'error', text: 'E-mail address or password is wrong.' },
  'service-unavailable': { variant: 'error', text: 'Login is not available right now. Please try again later.' },
};

const STATUS_TEXT: Record<string, string> = {
  checking: 'Checking…',
  valid: 'Logged in',
  renewing: 'Renewing the login…',
  paused: 'Paused (tab hidden)',
  loggedOut: 'Not logged in',
  expired: 'Session expired',
  skipped: 'Renewed by the app (app platform)',
};

/** The page's one login session (the header runs it on every page), in detail. */
function SessionWatch() {
  const { session } = useDemoLoginSession();
  const time = (ms: number | undefined) => (ms === undefined ? '–' : new Date(ms).toLocaleTimeString('en-GB'));
  return (
    <div className="demo-mail" style={{ marginTop: '1.5rem' }}>
      <dl>
        <dt>Session</dt>
        <dd data-testid="session-status" aria-live="polite">
          {session ? (STATUS_TEXT[session.status] ?? session.status) : STATUS_TEXT.loggedOut}
        </dd>
        <dt>Token expires</dt>
        <dd>{time(session?.expiresAt)}</dd>
        <dt>Failed renewals</dt>
        <dd>{session?.failedAttempts ?? 0}</dd>
        <dt>Last renewal answer</dt>
        <dd>{session?.lastOutcome ?? '–'}</dd>
      </dl>
    </div>
  );
}

function CustomerLogin() {
  const { client } = useRuntime();
  const [email, setEmail] = useState(DEMO_CUSTOMER.email);
  const [password, setPassword] = useState(DEMO_CUSTOMER.password);
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [outcome, setOutcome] = useState<LoginOutcome | 'loggedOut'>();
  const [busy, setBusy] = useState(false);
  const { recheck, session } = useDemoLoginSession();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // Loaded with the login (the session's code, which starts right after it): the session island's chunk keeps it.
    const { loginCall } = await import('../../core/session/session.actors');
    const result = await loginCall(client, { email, password, stayLoggedIn });
    setBusy(false);
    setOutcome(result);
    // The session reads the fresh cookie at once (rather than at the next 10-second poll).
    if (result === 'success') recheck();
  }

  async function logOut() {
    setBusy(true);
    try {
      // Clears the LoginToken and revokes the long-term token; a failure leaves the session as it is.
      await client.POST('/service/login/api/v1/logout');
      setOutcome('loggedOut');
    } catch {
      setOutcome('service-unavailable');
    }
    setBusy(false);
    recheck();
  }

  return (
    <section className="demo-section" aria-labelledby="customer-login-title">
      <h2 id="customer-login-title">Customer login and silent renewal</h2>
      <p className="demo-muted">
        Demo customer: {DEMO_CUSTOMER.email} / {DEMO_CUSTOMER.password}. The login token is short-lived, so the renewal
        can be watched: it renews between its renewal time and expiry, checked every 3 minutes while you use the page,
        and never from a hidden tab. With “Stay logged in” the service also sets a long-term token (an HttpOnly cookie,
        30 days): once the login token has expired, the next page you open logs you in again by itself.
      </p>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
        <TextInput
          label="E-mail address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
          required
        />
        <PasswordInput
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
        <Checkbox
          label="Stay logged in"
          name="stayLoggedIn"
          checked={stayLoggedIn}
          onChange={setStayLoggedIn}
          hint="For 30 days on this device. Not on a shared computer."
        />
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <Button type="submit" disabled={busy}>
            Log in
          </Button>
          {session?.loggedIn ? (
            <Button variant="primary-outline" onClick={logOut} disabled={busy}>
              Log out
            </Button>
          ) : null}
        </div>
      </form>
      <div aria-live="polite" style={{ marginTop: '1rem' }}>
        {outcome ? (
          <Notification variant={LOGIN_MESSAGES[outcome].variant} closable={false}>
            {LOGIN_MESSAGES[outcome].text}
          </Notification>
        ) : null}
      </div>
      <SessionWatch />
    </section>
  );
}

/** The demo's staff page: staff preview login, and a customer login to watch the session renewal. */
export default function StaffPage() {
  return (
    <>
      <section className="demo-section demo-hero">
        <h1>Staff and session tools</h1>
      </section>
      <StaffLogin />
      <CustomerLogin />
    </>
  );
}
