import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as cookiesAndCsrf from '../../../openapi/http';
import * as facts from '../../../openapi/facts';
import * as core from '../../../core';
import { JSON_BODY_MAX_BYTES } from '../../../service/hardening';

// The HTTP facts are written once, in openapi/http.ts and openapi/facts.ts: they must say what the contract says, and core's public
// names for them are the very same values (a copy could drift from the service).
const contract = parse(readFileSync(new URL('../../../openapi/service.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: { name?: string; in?: string }[] }>>;
  components: {
    schemas: Record<string, { enum?: string[]; maxLength?: number }>;
    parameters: Record<string, { name: string; in: string }>;
  };
};

const headerNames = new Set([
  ...Object.values(contract.components.parameters)
    .filter((p) => p.in === 'header')
    .map((p) => p.name),
  ...Object.values(contract.paths).flatMap((ops) =>
    Object.values(ops).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name)),
  ),
]);

const http = { ...cookiesAndCsrf, ...facts };

describe('HTTP facts (openapi/http.ts, openapi/facts.ts)', () => {
  it('offers the salutations the contract accepts, in the form order', () => {
    expect([...http.SALUTATIONS].sort()).toEqual([...contract.components.schemas.Salutation!.enum!].sort());
    expect(http.SALUTATIONS).toEqual(['MRS', 'MR', 'DIVERS', 'COMPANY']);
  });

  it('limits addresses and names as the contract does', () => {
    expect(http.EMAIL_MAX).toBe(contract.components.schemas.Email!.maxLength);
    expect(http.NAME_MAX).toBe(contract.components.schemas.PersonName!.maxLength);
  });

  it('names only headers the contract declares', () => {
    for (const name of Object.values(http.HEADER)) expect(headerNames, name).toContain(name);
    // The 0.1.0 CSRF header is no longer a parameter of any call (D39): nothing in the contract may ask for it.
    expect(headerNames).not.toContain(http.CSRF_HEADER);
  });

  it('is what core exports under its public names, and the limit the service enforces', () => {
    expect(core.COOKIE).toBe(http.COOKIE);
    expect(core.parseCookies).toBe(http.parseCookies);
    expect(core.readCsrfToken).toBe(http.readCsrfToken);
    expect(core.SIGNUP_SALUTATIONS).toBe(http.SALUTATIONS);
    expect(core.SIGNUP_EMAIL_MAX).toBe(http.EMAIL_MAX);
    expect(core.SIGNUP_NAME_MAX).toBe(http.NAME_MAX);
    expect(JSON_BODY_MAX_BYTES).toBe(http.BODY_MAX_BYTES);
    expect(http.BODY_MAX_BYTES).toBe(16 * 1024);
  });
});
