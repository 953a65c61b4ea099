// The cookie names and the Cookie-header parser are HTTP facts the service shares: they live in openapi/http.ts
// (decision D11) and are re-exported here, where core's public API has always offered them.
export { COOKIE, parseCookies, readCsrfToken } from '../../openapi/http';
