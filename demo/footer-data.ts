import { createActor, waitFor } from 'xstate';
import type { LoggerPort } from '../core/env';
import { consoleLogger } from '../core/env/console-logger';
import { createFooterActors, footerMachine, type FooterContent } from '../core/footer';
import type { Country } from '../core/markets';
import type { ServiceClient } from '../openapi/client';

/**
 * Runs the core footer machine on the server: built-in content, then the CMS override (validated and sanitised,
 * D3/D4) and the visitor's nl_status. The page then ships the final footer in its HTML: no swap after load
 * (no layout shift), and no footer machine or content schema in the browser.
 */
export async function resolveFooter(
  client: ServiceClient,
  country: Country,
  builtIn: FooterContent,
  options: { askNlStatus: boolean; logger?: LoggerPort; linkHosts?: readonly string[] },
): Promise<{ content: FooterContent; nlStatus?: string }> {
  const logger = options.logger ?? consoleLogger;
  const actor = createActor(footerMachine.provide({ actors: createFooterActors(client, options.linkHosts ? { linkHosts: options.linkHosts } : {}) }), {
    input: { country, builtIn, fetchNlStatus: options.askNlStatus, logger },
  }).start();
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
