import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The folder rules of CONTRIBUTING.md are lint errors (eslint.config.js): each case is an import a file in that
// folder must not make, and one it may.
const eslint = new ESLint({ cwd: process.cwd() });
const restricted = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('import boundaries (lint)', () => {
  it.each([
    ['react/footer/Footer.tsx', "import { x } from '../../service/app';"],
    ['react/widgets/Button.tsx', "import { x } from '../../demo/server';"],
    ['service/newsletter.ts', "import { x } from '../react/index';"],
    ['service/db/store.ts', "import { x } from '../../core/session/session.machine';"],
    ['service/newsletter.ts', "import { x } from '../core/newsletter/signup/signup.connect';"],
    ['service/newsletter.ts', "import { x } from '../core';"],
    ['service/newsletter.ts', "import { x } from 'react';"],
    // HTTP facts come from openapi/http.ts and openapi/facts.ts, not through core/.
    ['service/csrf.ts', "import { x } from '../core/env/cookies';"],
    ['service/login.ts', "import { x } from '../core/env';"],
    ['core/footer/footer.rules.ts', "import { x } from 'react';"],
    ['core/footer/footer.rules.ts', "import { x } from '../../react/footer/Footer';"],
    // The facts modules stay tiny: the first script of every page loads openapi/http.ts.
    ['openapi/http.ts', "import { x } from './client';"],
    ['openapi/facts.ts', "import { x } from 'openapi-fetch';"],
    ['openapi/http.ts', "import { x } from 'react';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each([
    ['service/store.ts', "import { x } from '../core/markets/countries';"],
    ['service/mails.ts', "import { x } from '../core/i18n/locales';"],
    ['service/app.ts', "import { x } from '../openapi/index';"],
    ['service/csrf.ts', "import { x } from '../openapi/http';"],
    ['service/newsletter.ts', "import { x } from '../openapi/facts';"],
    ['service/newsletter.ts', "import { x } from '../core/newsletter/signup/signup.rules';"],
    ['service/footer-logos.ts', "import { x } from '../core/footer/footer.logos';"],
    ['demo/boot.ts', "import { x } from '../openapi/http';"],
    ['react/footer/Footer.tsx', "import { x } from '../../core/footer';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});

// D31: a view runs its machine with useMachineView; react/useMachineView.ts is the one file in react/ that creates
// actors and selects from them.
describe('one React adapter (lint)', () => {
  it.each([
    ['react/preview/usePreviewPanel.ts', "import { createActor as x } from 'xstate';"],
    [
      'react/session/useLoginSession.ts',
      "import { createActor, type AnyActorLogic as x } from 'xstate';\nexport const y = createActor;",
    ],
    ['react/newsletter/NewsletterPreferences.tsx', "import { useActorRef as x } from '@xstate/react';"],
    ['react/widgets/Select.tsx', "import { useSelector as x } from '@xstate/react';"],
    ['react/footer/Footer.tsx', "import { useMachine as x } from '@xstate/react';"],
    ['react/index.ts', "export { createActor as x } from 'xstate';"],
    ['react/widgets/Notification.tsx', "import * as x from '@xstate/react';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([expect.stringContaining('useMachineView')]);
  });

  it.each([
    [
      'react/useMachineView.ts',
      "import { useActorRef, useSelector as x } from '@xstate/react';\nimport { createActor } from 'xstate';\nexport const y = [useActorRef, createActor];",
    ],
    ['react/preview/usePreviewPanel.ts', "import { type SnapshotFrom as x } from 'xstate';"],
    ['react/newsletter/NewsletterPreferences.tsx', "import { useMachineView as x } from '../useMachineView';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });

  it('no file in react/ but useMachineView.ts runs a machine itself', async () => {
    // Only this rule, from the same config: the whole config (React's compiler rules) costs ten times more; npm run lint runs it.
    const only = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
    const results = await only.lintFiles(['react/**/*.{ts,tsx}']);
    const offending = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(offending).toEqual([]);
  });
});

// Header and cookie names are written once, in openapi/http.ts (COOKIE) and openapi/facts.ts (HEADER): spelled out
// elsewhere they are errors.
const spelledOut = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('HTTP facts written once (lint)', () => {
  it.each([
    [
      'service/footer.ts',
      "export const market = (c: { req: { header(n: string): string } }) => c.req.header('X-Hunter-Site');",
    ],
    ['service/customer.ts', "export const token = (h: Headers) => h.get('X-LoginToken');"],
    ['core/newsletter/signup/signup.actors.ts', "export const headers = { 'X-Original-Address': '/' };"],
    [
      'core/footer/footer.rules.ts',
      "export const reduced = (jar: Map<string, string>) => jar.has('affiliate_number');",
    ],
    ['react/session/useLoginSession.ts', "export const name = 'LoginToken';"],
    ['demo/boot.ts', "export const header = 'X-CSRF-Token';"],
    ['element/newsletter-preferences.ts', "export const cookie = 'staff_present';"],
  ])('%s may not spell out: %s', async (file, code) => {
    expect(await spelledOut(file, code)).toHaveLength(1);
  });

  it.each([
    ['openapi/facts.ts', "export const HEADER = { site: 'X-Hunter-Site' } as const;"],
    ['openapi/http.ts', "export const COOKIE = { loginToken: 'LoginToken' } as const;"],
    ['service/footer.ts', "import { HEADER } from '../openapi/facts';\nexport const vary = HEADER.site;"],
    ['core/newsletter/server/signup.form.ts', "export const CSRF_FORM_FIELD = 'csrf_token';"],
  ])('%s may: %s', async (file, code) => {
    expect(await spelledOut(file, code)).toEqual([]);
  });
});

// Views decide nothing (docs/architecture.md, "How we check"): the kinds of decision the audit found in views are
// lint errors in react/ and element/; rendering from what a connect returns passes.
const decided = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result!.messages.filter((m) => m.message.startsWith('Views decide nothing')).map((m) => m.message);
};

describe('views decide nothing (lint)', () => {
  it.each([
    // A tone chosen by the view (the element's pending notice fell back to 'information').
    [
      'element/newsletter-signup.ts',
      "export const tone = (status?: { tone: string }) => status?.tone ?? 'information';",
    ],
    [
      'react/newsletter/NewsletterPreferences.tsx',
      "export const tone = (failed: boolean) => (failed ? 'error' : 'success');",
    ],
    // A market chosen by the view (the phone field's default country; the element's unknown market as DE).
    [
      'react/widgets/PhoneNumberInput.tsx',
      "export function Phone({ defaultCountry = 'DE' }: { defaultCountry?: string }) { return defaultCountry; }",
    ],
    ['element/newsletter-preferences.ts', "export const market = (given: string | null) => given ?? 'DE';"],
    // The page address read by the view (the preference element's ?token=).
    [
      'element/newsletter-preferences.ts',
      "export const token = () => new URLSearchParams(location.search).get('token');",
    ],
    ['react/newsletter/NewsletterPreferences.tsx', 'export const address = () => window.location.href;'],
    // A snapshot asked which state it is in.
    [
      'react/footer/FooterView.tsx',
      "export const open = (s: { matches(v: unknown): boolean }) => s.matches({ panel: 'open' });",
    ],
  ])('%s may not: %s', async (file, code) => {
    expect((await decided(file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['element/newsletter-signup.ts', 'export const cls = (m: { tone: string }) => `skv-notice skv-notice--${m.tone}`;'],
    [
      'element/newsletter-signup.ts',
      "export const first = (message: 'success' | 'error') => (message === 'success' ? 1 : 2);",
    ],
    ['react/footer/FooterFlag.tsx', "export const square = (flag: string) => flag === 'CH';"],
    ['element/newsletter-signup.ts', 'export const base = () => location.origin;'],
    ['react/preview/PreviewPanelForm.tsx', "export const focused = (el: Element) => el.matches(':focus-visible');"],
    [
      'core/newsletter/signup/signup.connect.ts',
      "export const tone = (failed: boolean) => (failed ? 'error' : 'success');",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await decided(file, code)).toEqual([]);
  });
});

// A probe view (issue 39): it imports a rule through a part's public index and writes its own message. Both are lint
// errors, whatever index the rule comes through; the same view taking its connect's words passes.
describe('a probe view that decides (lint)', () => {
  const probe = (imports: string, message: string) =>
    [
      imports,
      "import type { NewsletterSignupView } from '../../core/newsletter/signup';",
      'export function Probe({ view, email }: { view: NewsletterSignupView; email: string }) {',
      `  return <p>{validateSignup ? ${message} : view.fields.email.error}{email}</p>;`,
      '}',
    ].join('\n');
  const errors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'react/newsletter/Probe.tsx' });
    return result!.messages.filter((m) => m.severity === 2).map((m) => m.message);
  };

  it.each([
    "import { validateSignup } from '../../core/newsletter/signup';",
    "import { validateSignup } from '../../core/newsletter';",
    "import { validateSignup } from '../../core/newsletter/signup/signup.rules';",
    "import { validateSignup } from '../../core';",
  ])('fails for %s and a hard-coded message', async (imports) => {
    const messages = await errors(probe(imports, '<span>Bitte geben Sie eine gültige E-Mail-Adresse ein.</span>'));
    expect(messages.filter((m) => m.includes('validateSignup') && m.includes('a rule of core/'))).not.toHaveLength(0);
    expect(messages.filter((m) => m.includes('comes from the connect'))).toHaveLength(1);
  });

  it('passes the same view that takes what its connect gives', async () => {
    const code = [
      "import type { NewsletterSignupView } from '../../core/newsletter/signup';",
      'export function Probe({ view }: { view: NewsletterSignupView }) {',
      '  return <p className="sk-newsletter__error">{view.fields.email.error}</p>;',
      '}',
    ].join('\n');
    expect(await errors(code)).toEqual([]);
  });

  it('keeps the server form handlers out of views', async () => {
    const code =
      "import { handleNewsletterPost } from '../../core/newsletter/server';\nexport const x = handleNewsletterPost;\n";
    expect(await errors(code)).toEqual([expect.stringContaining('core/newsletter/server')]);
  });
});

describe('the sign-up connect stays getters and flags', () => {
  it('is at most 250 lines: the parts that follow from one region live in signup.parts.ts', async () => {
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync('core/newsletter/signup/signup.connect.ts', 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
  });
});
