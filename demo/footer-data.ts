import { createActor, waitFor } from 'xstate';
import type { LoggerPort } from '../core/env';
import { consoleLogger } from '../core/env/console-logger';
import { createFooterActors, footerMachine, type FooterContent } from '../core/footer';
import type { Country } from '../core/markets';
import { createServiceClient, type ServiceClient } from '../openapi/client';
import { HEADER } from '../openapi/facts';
import { SHOP_FOOTER_PATH } from '../core/footer/footer.actors';

/**
 * Runs the footer machine on the server (built-in content, the sanitised CMS override, nl_status), so the page ships
 * the final footer: no swap after load, and no footer machine or content schema in the browser.
 */
export async function resolveFooter(
  client: ServiceClient,
  country: Country,
  builtIn: FooterContent,
  options: { askNlStatus: boolean; logger?: LoggerPort; linkHosts?: readonly string[] },
): Promise<{ content: FooterContent; nlStatus?: string }> {
  const logger = options.logger ?? consoleLogger;
  const actor = createActor(
    footerMachine.provide({
      actors: createFooterActors(client, options.linkHosts ? { linkHosts: options.linkHosts } : {}),
    }),
    {
      input: { country, builtIn, fetchNlStatus: options.askNlStatus, logger },
    },
  ).start();
  try {
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 16_000 });
    const { content, nlStatus } = done.context;
    return { content: content ?? builtIn, ...(nlStatus ? { nlStatus } : {}) };
  } catch (error) {
    logger.error('footer: could not resolve the CMS override in time, built-in content kept', error);
    return { content: builtIn };
  } finally {
    actor.stop();
  }
}

type Resolved = Awaited<ReturnType<typeof resolveFooter>>;

/** Resolved footers by built-in content, then by what they were resolved from; the least recently used go first. */
const sharedFooters = new WeakMap<FooterContent, Map<string, Promise<Resolved>>>();
const SHARED_FOOTERS_PER_COUNTRY = 16;

/**
 * The footer of a visitor whose newsletter status is not asked is the same for everyone with the same CMS answer, so
 * it is resolved once per CMS answer. Answers other than 200 and 404, and failed reads, are not kept: undefined, and
 * the caller calls resolveFooter.
 */
export async function resolveSharedFooter(
  service: (request: Request) => Promise<Response>,
  origin: string,
  country: Country,
  builtIn: FooterContent,
  options: { logger?: LoggerPort; linkHosts?: readonly string[] },
): Promise<Resolved | undefined> {
  let answer: { status: number; headers: [string, string][]; text: string };
  try {
    const response = await service(
      new Request(new URL(SHOP_FOOTER_PATH, origin), { headers: { [HEADER.site]: country } }),
    );
    answer = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie'),
      text: await response.text(),
    };
  } catch {
    return undefined;
  }
  if (answer.status !== 200 && answer.status !== 404) return undefined;
  let kept = sharedFooters.get(builtIn);
  if (!kept) sharedFooters.set(builtIn, (kept = new Map()));
  const key = JSON.stringify([country, options.linkHosts ?? null, answer.status, answer.text]);
  let resolved = kept.get(key);
  if (resolved) {
    kept.delete(key);
  } else {
    // The machine's one call (no newsletter status asked) is answered with the answer read above.
    const client = createServiceClient({
      origin,
      fetch: (r) =>
        new URL(r.url).pathname === SHOP_FOOTER_PATH
          ? Promise.resolve(new Response(answer.text, { status: answer.status, headers: answer.headers }))
          : service(r),
    });
    resolved = resolveFooter(client, country, builtIn, { ...options, askNlStatus: false });
    if (kept.size >= SHARED_FOOTERS_PER_COUNTRY) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, resolved);
  return resolved;
}
