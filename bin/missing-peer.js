// The one line `storefront-service` prints when a peer package it needs is not installed (decision D42).

/** What the command needs, and what only some settings need (named with the setting). */
const REQUIRED = ['hono', '@hono/node-server', '@electric-sql/pglite', 'ajv'];
const OPTIONAL = { pg: 'DATABASE_URL', nodemailer: 'SMTP_URL' };

/**
 * The line for an ERR_MODULE_NOT_FOUND of one of the service's peer packages; undefined for any other error
 * (a file of the package itself missing is a broken install, whose stack trace is worth seeing).
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function missingPeerLine(error) {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : '';
  const name = /Cannot find package '([^']+)'/.exec(message)?.[1];
  if (code !== 'ERR_MODULE_NOT_FOUND' || !name) return undefined;
  if (name in OPTIONAL) {
    return `storefront-service needs the package ${name} for ${OPTIONAL[name]}: npm install ${name}`;
  }
  if (!REQUIRED.includes(name)) return undefined;
  return `storefront-service needs the package ${name}: npm install ${REQUIRED.join(' ')} (and pg for DATABASE_URL, nodemailer for SMTP_URL)`;
}
