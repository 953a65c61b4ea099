import { databaseConfigFromEnv, openDatabase, type Database, type DatabaseConfig } from './db/database';
import { smtpTransport, startMailSender, type MailSender } from './mail-sender';
import { createStore } from './store';

export interface ServiceRuntimeOptions {
  /** Default: from the environment (`DATABASE_URL`, else `STOREFRONT_DATA_DIR`, else `.data/`). */
  database?: DatabaseConfig;
  /** The service clock (default Date.now). */
  now?: () => number;
  /** `SMTP_URL` (send the outbox over SMTP), `MAIL_FROM` and `UNSUBSCRIBE_MAILBOX` (the List-Unsubscribe mailto's address). */
  env?: NodeJS.ProcessEnv;
  /** How often expired requests and tokens are deleted (default hourly). */
  cleanupIntervalMs?: number;
  /** Where mail kept in the outbox can be read, for the start line (the demo's `/mailbox/`; default: not said). */
  outboxAt?: string;
}

export interface ServiceRuntime {
  database: Database;
  /** What createServiceApp needs from the runtime. */
  serviceOptions: { database: Database; mailSender?: MailSender; unsubscribeMailbox?: string };
  /** One line for the start-up log: where the data is, where mail goes. */
  description: string;
  close(): Promise<void>;
}

/** A long-running process's database (migrated), mail sender when `SMTP_URL` is set, and periodic clean-up. */
export async function startServiceRuntime(options: ServiceRuntimeOptions = {}): Promise<ServiceRuntime> {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => Date.now());
  const config = options.database ?? databaseConfigFromEnv(env);
  const database = await openDatabase(config);
  const store = createStore(database);
  const transport = env.SMTP_URL ? await smtpTransport(env.SMTP_URL) : undefined;
  const mailSender = transport
    ? startMailSender({
        store,
        transport,
        now,
        from: env.MAIL_FROM || 'Storefront Kit demo shop <newsletter@shop.invalid>',
      })
    : undefined;

  const cleanUp = () =>
    store
      .cleanUp(now())
      .catch((error: unknown) =>
        console.error('[service] clean-up failed:', error instanceof Error ? error.message : error),
      );
  await cleanUp();
  const timer = setInterval(() => void cleanUp(), options.cleanupIntervalMs ?? 3_600_000);
  timer.unref();

  const where = config.url
    ? `PostgreSQL at ${new URL(config.url).host}`
    : config.dataDir?.startsWith('memory://')
      ? 'memory (nothing is kept)'
      : `${config.dataDir}/ (PGlite)`;
  return {
    database,
    serviceOptions: {
      database,
      ...(mailSender ? { mailSender } : {}),
      ...(env.UNSUBSCRIBE_MAILBOX ? { unsubscribeMailbox: env.UNSUBSCRIBE_MAILBOX } : {}),
    },
    description: `data: ${where}; mail: ${transport ? `SMTP (${new URL(env.SMTP_URL!).host})` : `kept in the outbox${options.outboxAt ? ` (${options.outboxAt})` : ''}`}`,
    async close() {
      clearInterval(timer);
      await mailSender?.stop();
      transport?.close();
      await database.close();
    },
  };
}
