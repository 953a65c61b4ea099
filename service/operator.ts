/**
 * The operator's answers to data-subject requests that arrive by mail or letter (GDPR Art. 15, 17, 20), with no HTTP
 * surface: `storefront-service export|erase <address>`, `storefront-service erasure-log`. Each export and erasure
 * writes and prints an erasure-log line that names no address.
 */
import { randomBytes } from 'node:crypto';
import { databaseConfigFromEnv, openDatabase, type Database } from './db/database';
import { erasureReference } from './newsletter';
import { createStore, type ErasureSummary } from './store';
import { checkEmailAddress, hasUnsafeCharacters } from '../core/newsletter/signup/signup.rules';

export const OPERATOR_COMMANDS = ['export', 'erase', 'erasure-log'] as const;

const USAGE = `Usage: storefront-service export <address>     everything held about the address, as JSON on stdout
       storefront-service erase <address>      erases it; prints what was erased
       storefront-service erasure-log          the erasure log (no addresses in it)
Against DATABASE_URL, else STOREFRONT_DATA_DIR (default .data/). With PGlite, stop the server on that folder first.`;

export interface OperatorIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: OperatorIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** The erasure log's line for an erasure, as printed: no address. */
export const erasureLine = (s: ErasureSummary, via = 'operator') =>
  `${s.erasedAt} erase ${s.reference} via ${via}: subscription ${s.erased.subscription ? 'yes' : 'no'}, ${s.erased.requests} requests, ` +
  `${s.erased.consentEvents} consent events, ${s.erased.mails} mails, ${s.erased.manageTokens} management tokens`;

/** Runs one operator command; the process's exit code (0 done, 1 failed, 2 wrong use). */
export async function runOperatorCommand(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; now?: () => number; io?: OperatorIo; database?: Database } = {},
): Promise<number> {
  const io = options.io ?? consoleIo;
  const now = options.now ?? (() => Date.now());
  const [command, given, ...rest] = args;
  // The sign-up's rule: trimmed and in NFC, so an address pasted in another Unicode form finds the same records.
  const checked = given === undefined ? undefined : checkEmailAddress(given);
  const address = checked?.address;
  if (
    !(OPERATOR_COMMANDS as readonly string[]).includes(command ?? '') ||
    rest.length > 0 ||
    (command === 'erasure-log') !== (given === undefined)
  ) {
    io.err(USAGE);
    return 2;
  }
  if (checked !== undefined && (!checked.valid || hasUnsafeCharacters(checked.address))) {
    io.err(`Not an e-mail address: give the address exactly as the subscriber wrote it.\n${USAGE}`);
    return 2;
  }
  let db: Database;
  try {
    db = options.database ?? (await openDatabase(databaseConfigFromEnv(options.env ?? process.env)));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    const store = createStore(db);
    const reference = erasureReference(randomBytes(16).toString('hex'));
    if (command === 'export') {
      const data = await store.exportByAddress(address!, now(), reference);
      if (!data) return nothingHeld(io, address!);
      io.out(JSON.stringify(data, null, 2));
      io.err(
        `${data.exportedAt} export ${reference} via operator: ${data.requests.length} requests, ${data.mails.length} mails`,
      );
    } else if (command === 'erase') {
      const summary = await store.eraseByAddress(address!, now(), reference);
      if (!summary) return nothingHeld(io, address!);
      io.out(erasureLine(summary));
    } else {
      const rows = await db.query<{ reference: string; at: Date; action: string; via: string; summary: object }>(
        'select reference, at, action, via, summary from erasure_log order by id',
      );
      for (const r of rows)
        io.out(`${new Date(r.at).toISOString()} ${r.action} ${r.reference} via ${r.via}: ${JSON.stringify(r.summary)}`);
    }
    return 0;
  } catch (error) {
    io.err(`Failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (!options.database) await db.close();
  }
}

/** A command that found nothing for the address: said so, exit code 1, and nothing recorded (no log line). */
function nothingHeld(io: OperatorIo, address: string): number {
  io.err(
    `Nothing is held about ${address} (compared as the sign-up stores it: trimmed, in NFC, any case); nothing was recorded.`,
  );
  return 1;
}
