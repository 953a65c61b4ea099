// The server's form handlers are also importable alone from server/.
export * from './signup';
export * from './doi';
export * from './preferences';
export * from './common/link-token';
export { EMAIL_LOCAL_PART_MAX_OCTETS, EMAIL_LABEL_MAX_OCTETS, EMAIL_DOMAIN_MAX_OCTETS } from './common/email.rules';
export * from './server';
