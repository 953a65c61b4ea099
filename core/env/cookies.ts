// Re-exported from openapi/http.ts, which the service shares, so core's public API keeps offering them.
export { COOKIE, parseCookies, readCsrfToken } from '../../openapi/http';
