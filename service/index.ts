/**
 * storefront-kit/service: the reference service as a library, to run beside a shop's own front end (as one runs
 * a mock server) or inside its tests. Node only; needs the optional peer dependencies `hono`,
 * `@hono/node-server` and `@electric-sql/pglite` (`pg` with a PostgreSQL URL, `nodemailer` with SMTP).
 * The command `storefront-service` serves it on PORT.
 */
export { createServiceApp, type ServiceOptions } from './app';
export { DEFAULT_SHOP_PATHS, type ShopPath, type ShopPaths } from './shop-links';
export type { FaultSpec, OperationId } from './faults';
export type { AbTestDefinition, SeedData, SeedCustomer, Mail, ConsentRecord } from './store';
export { openDatabase, databaseConfigFromEnv, type Database, type DatabaseConfig } from './db/database';
export type { OutboxMail } from './admin';
export { csrfSetCookieHeader } from './csrf';
export { startServiceRuntime, type ServiceRuntime, type ServiceRuntimeOptions } from './runtime';
export type { MailSender } from './mail-sender';
export { subscriberMailHeaders, manageTokenHash } from './newsletter';
