import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE } from '../openapi/http';
import { activeTestsAt, parsePreviewTime } from './abtest';
import { isHttpsShop } from './hardening';
import { operation, type ServiceDeps } from './operation';
import type { StaffSession } from './store';

/** The staff session behind a `staff_auth` (or `cobra_auth`) cookie, when it exists and has not expired. */
export async function staffSessionOf(c: Context, deps: ServiceDeps): Promise<StaffSession | undefined> {
  for (const name of [COOKIE.staffAuth, COOKIE.cobraAuth]) {
    const id = getCookie(c, name);
    const session = id === undefined ? undefined : await deps.store.staffSessions.get(id, deps.options.now());
    if (session) return session;
  }
  return undefined;
}

/**
 * `staff_auth` carries the session id: HttpOnly, so no script on a page can read or send it elsewhere. Its
 * `staff_present` companion holds no secret; pages look for it before loading the preview panel's code.
 */
export function setStaffCookie(c: Context, deps: ServiceDeps, session: StaffSession): void {
  const secure = isHttpsShop(c, deps.options.shopOrigin);
  const common = { path: '/', sameSite: 'Lax', maxAge: deps.options.staffSessionTtlSeconds, secure } as const;
  setCookie(c, COOKIE.staffAuth, session.id, { ...common, httpOnly: true });
  setCookie(c, COOKIE.staffPresent, '1', common);
}

/** Starts a staff session and sets its cookie (the demo's staff login). */
export async function startStaffSession(c: Context, deps: ServiceDeps): Promise<StaffSession> {
  const session: StaffSession = {
    id: deps.options.randomToken(),
    expiresAt: deps.options.now() + deps.options.staffSessionTtlSeconds * 1000,
  };
  await deps.store.staffSessions.add(session);
  setStaffCookie(c, deps, session);
  return session;
}

export async function endStaffSession(c: Context, deps: ServiceDeps): Promise<void> {
  const ids = [COOKIE.staffAuth, COOKIE.cobraAuth].flatMap((name) => getCookie(c, name) ?? []);
  await deps.store.staffSessions.remove(ids);
  deleteCookie(c, COOKIE.staffAuth, { path: '/' });
  deleteCookie(c, COOKIE.staffPresent, { path: '/' });
  deleteCookie(c, COOKIE.cobraAuth, { path: '/' });
}

/** Where previewRoutes is mounted. */
export const PREVIEW_BASE = '/service/preview/api';

/** The staff preview's session, mounted at PREVIEW_BASE. */
export function previewRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const { options } = deps;

  operation(app, deps, { method: 'get', path: '/auth/checkauth', operationId: 'checkPreviewAuth' }, async (c) => {
    const session = await staffSessionOf(c, deps);
    if (!session) return c.json({ status: 'UNAUTHORIZED' }, 200);
    return c.json(
      {
        status: 'SUCCESS',
        ...(session.dateTime ? { dateTime: session.dateTime } : {}),
        ...(session.abTestName ? { abTestName: session.abTestName } : {}),
        ...(session.abTestGroup ? { abTestGroup: session.abTestGroup } : {}),
      },
      200,
    );
  });

  operation(app, deps, { method: 'get', path: '/token', operationId: 'applyPreview' }, async (c) => {
    const session = await staffSessionOf(c, deps);
    if (!session) return c.json({ status: 'UNAUTHORIZED' }, 200);
    const test = c.req.query('test') || undefined;
    const group = c.req.query('group') || undefined;
    const dateTime = c.req.query('dateTime') || undefined;
    const at = dateTime === undefined ? options.now() : parsePreviewTime(dateTime);
    if (at === undefined) return c.json({ status: 'BAD_REQUEST' }, 200);
    if ((test === undefined) !== (group === undefined)) return c.json({ status: 'BAD_REQUEST' }, 200);
    if (test !== undefined) {
      const active = activeTestsAt(options.abTests, at).find((t) => t.name === test);
      if (!active || !active.groups.includes(group!)) return c.json({ status: 'BAD_REQUEST' }, 200);
    }
    await deps.store.staffSessions.setPreview(session.id, { dateTime, abTestName: test, abTestGroup: group });
    return c.json({ status: 'SUCCESS' }, 200);
  });

  operation(app, deps, { method: 'get', path: '/auth/login/renew', operationId: 'renewPreviewAuth' }, async (c) => {
    const session = await staffSessionOf(c, deps);
    if (!session) return c.json({ status: 'UNAUTHORIZED' }, 200);
    session.expiresAt = options.now() + options.staffSessionTtlSeconds * 1000;
    await deps.store.staffSessions.extend(session.id, session.expiresAt);
    setStaffCookie(c, deps, session);
    return c.json({ status: 'SUCCESS' }, 200);
  });

  operation(app, deps, { method: 'get', path: '/auth/logout', operationId: 'previewLogout' }, async (c) => {
    await endStaffSession(c, deps);
    return c.body(null, 204);
  });
  return app;
}
