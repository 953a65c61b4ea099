import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../openapi/http';
import { operation, type ServiceDeps } from './operation';
import { problem } from './problem';
import type { AbTestDefinition } from './store';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** `YYYY-MM-DD` (UTC midnight) or an ISO 8601 date-time, as epoch ms; undefined when it is neither. */
export function parsePreviewTime(value: string): number | undefined {
  if (!DATE.test(value) && !DATE_TIME.test(value)) return undefined;
  const withZone = DATE.test(value) ? `${value}T00:00:00Z` : value;
  const ms = Date.parse(withZone);
  if (Number.isNaN(ms)) return undefined;
  // Reject dates the parser rolled over (2026-02-30 -> March 2).
  if (new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10) && /Z$|^\d{4}-\d{2}-\d{2}$/.test(value))
    return undefined;
  return ms;
}

function boundary(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parsePreviewTime(value);
}

export function activeTestsAt(tests: readonly AbTestDefinition[], at: number): AbTestDefinition[] {
  return tests.filter((t) => {
    const from = boundary(t.from);
    const until = boundary(t.until);
    return (from === undefined || at >= from) && (until === undefined || at < until);
  });
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Where abTestRoutes is mounted. */
export const AB_TEST_BASE = '/service/abtestfrontend/api/v1';

/** A/B groups and the tests active at a time, mounted at AB_TEST_BASE. */
export function abTestRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const { options } = deps;

  operation(app, deps, { method: 'get', path: '/gettestsat', operationId: 'getTestsAt' }, (c) => {
    const time = c.req.query('time');
    const at = time === undefined || time === '' ? options.now() : parsePreviewTime(time);
    if (at === undefined) {
      return problem(c, 400, 'urn:abtest:time_invalid', 'Invalid time', 'Use YYYY-MM-DD or an ISO 8601 date-time.');
    }
    return c.json(
      activeTestsAt(options.abTests, at).map((t) => ({ name: t.name, groups: t.groups.map((name) => ({ name })) })),
      200,
    );
  });

  operation(app, deps, { method: 'get', path: '/getassignment', operationId: 'getAbTestAssignment' }, (c) => {
    // A stable group per visitor: the CSRF cookie is the only visitor id the reference service has.
    const visitor = getCookie(c, COOKIE.csrf) ?? 'anonymous';
    const assignments = activeTestsAt(options.abTests, options.now())
      .filter((t) => t.groups.length > 0)
      .map((t) => ({ name: t.name, group: t.groups[hash(`${visitor}:${t.name}`) % t.groups.length]! }));
    return c.json({ assignments }, 200);
  });
  return app;
}
