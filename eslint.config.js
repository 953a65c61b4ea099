import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'history',
  'screen',
].map((name) => ({
  name,
  message: 'core/ and openapi/ are framework- and DOM-free: reach the browser through a port in core/env/.',
}));

const zodFull = { name: 'zod', message: "Shipped code uses `import * as z from 'zod/mini'`." };

// Who may import whom (CONTRIBUTING.md, "Folders and who may import whom"), for relative imports from any depth.
const reactPackages = {
  regex: '^(react|react-dom|@xstate/react)(/.*)?$',
  message: 'core/, openapi/ and service/ must not import React.',
};
const folder = (names) => `^(\\.\\./)+(${names})(/|$)`;
const notFrom = (names, message) => ({ regex: folder(names), message });
/**
 * service/ reads only plain data and pure rules of core/: the markets, the locales, the texts, the footer's logo
 * catalogue and the sign-up field rules. HTTP facts (cookie and header names, limits, salutations) come from
 * openapi/http.ts and openapi/facts.ts, not through core/.
 */
const serviceCoreAllowed = [
  'markets/',
  'i18n/',
  'newsletter/signup/signup\\.texts$',
  'newsletter/signup/signup\\.rules$',
  'footer/footer\\.logos$',
];

// HTTP facts live once, in openapi/http.ts (COOKIE) and openapi/facts.ts (HEADER): a header or cookie name written
// out anywhere else is an error.
const httpFactNames = [
  'X-Hunter-Site',
  'X-Original-Address',
  'X-LoginToken',
  'X-CSRF-Token',
  'LoginToken',
  'LongTermToken',
  'staff_auth',
  'cobra_auth',
  'affiliate_number',
  'new_app',
  '__Host-csrf_token',
  'staff_present',
];
const httpFactLiteral = {
  selector: `Literal[value=/^(${httpFactNames.join('|')})$/]`,
  message:
    'Header and cookie names live once in openapi/: use HEADER.* (openapi/facts.ts) or COOKIE.* (openapi/http.ts).',
};

const viewsNotFrom = notFrom(
  'service|demo',
  'react/ must not import service/ or demo/: views talk to the service through openapi/ and the ports.',
);
// A view runs its machine with useMachineView (react/useMachineView.ts), never with these itself.
const oneAdapter =
  'Views run their machines with useMachineView (react/useMachineView.ts), the one place that creates actors and selects from them.';
const actorRunners = [
  { name: 'xstate', importNames: ['createActor', 'interpret'], message: oneAdapter },
  {
    name: '@xstate/react',
    importNames: ['useActorRef', 'useSelector', 'useMachine', 'useActor', 'createActorContext'],
    message: oneAdapter,
  },
];

// Views decide nothing (docs/architecture.md): a view in react/ or the element never runs a rule of core/ itself, nor
// asks a snapshot which state it is in. What it shows comes from a connect(). Types from a rules module are fine.
/**
 * Views that break the rule until the work that moves them onto their connect is merged (the newsletter views and the
 * element, issue 30): they keep the HTTP-fact rule below. Empty this list to hold them to it too.
 */
const VIEWS_NOT_YET = [];
const viewsDecideNothing =
  'Views decide nothing (docs/architecture.md): a rule of core/ is run by a machine or a connect(), never by a view; take what the connect returns.';
/** Every value a rules module of core/ exports (every `*.rules.ts` under core/), whichever index a view would reach it through. */
const coreRuleNames = (() => {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const names = new Set();
  for (const file of walk(join(import.meta.dirname, 'core')).filter((f) => f.endsWith('.rules.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm))
      names.add(name);
    for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm))
      for (const part of list.split(',').map((p) => p.trim()))
        if (part && !part.startsWith('type ')) names.add(part.split(/\s+as\s+/).pop());
  }
  return [...names].sort();
})();
const noRuleNamesInViews = {
  regex: '^(\\.\\./)+core(/.*)?$',
  importNames: coreRuleNames,
  message: viewsDecideNothing,
  allowTypeImports: true,
};
// A view takes core's public surface of a part (core/<feature>, core/newsletter/<part>), never everything at once nor
// the server's form handlers (they stay out of every browser bundle).
const noServerInViews = {
  regex: '^(\\.\\./)+core(/index|/newsletter(/index)?|/server|/newsletter/server(/.*)?)?$',
  message:
    "Views import a part of core (core/widgets, core/newsletter/signup, …), not core's root nor the server's form handlers (core/newsletter/server).",
};
// A message a shopper reads comes from the texts through the connect: written out in a view, it is one no market translates.
const noHardCodedText = {
  selector: 'JSXText[value=/\\p{L}{2,}/u]',
  message:
    'Views decide nothing (docs/architecture.md): a text the shopper reads comes from the connect (its texts), not from the view.',
};
const noHardCodedLabel = {
  selector:
    'JSXAttribute[name.name=/^(label|error|hint|title|alt|placeholder|aria-label)$/] > Literal[value=/\\p{L}{2,}/u]',
  message:
    'Views decide nothing (docs/architecture.md): a text the shopper reads comes from the connect (its texts), not from the view.',
};
const noRulesInViews = { regex: '^(\\.\\./)+core/.*\\.rules$', message: viewsDecideNothing, allowTypeImports: true };
const noStateQuestions = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name='matches'][arguments.length=1][arguments.0.type!='Literal']",
  message:
    'Views decide nothing (docs/architecture.md): a view never asks a snapshot `.matches(...)`; its connect() says what to show.',
};
const noStateNameQuestions = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name='matches'][arguments.length=1][arguments.0.type='Literal'][arguments.0.value=/^[a-z][A-Za-z]*$/]",
  message:
    'Views decide nothing (docs/architecture.md): a view never asks a snapshot `.matches(...)`; its connect() says what to show.',
};

// Kinds of decision the views-decide-nothing audit found in views (docs/architecture.md, "How we check"): a notice's
// tone or a market chosen by a view (a fallback `?? 'information'`, a default `= 'DE'`), and the page's address read in
// a view (core reads it through the env.page port). Comparing with such a literal, or a switch over flags, is rendering.
const CHOICE = ':matches(LogicalExpression, ConditionalExpression) > ';
const noToneChoice = {
  selector: `${CHOICE}Literal[value=/^(success|information|warning|error)$/]`,
  message:
    "Views decide nothing (docs/architecture.md): a notice's tone is its connect's (`notice.tone`); render what it returns.",
};
const noMarketChoice = {
  selector: `:matches(LogicalExpression, ConditionalExpression, AssignmentPattern) > Literal[value=/^(${['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'].join('|')})$/]`,
  message:
    "Views decide nothing (docs/architecture.md): which market applies is core's (`newsletterMarket()`, a machine's input default), not a view's fallback.",
};
const noPageAddress = {
  selector:
    "MemberExpression:matches([object.name='location'], [object.property.name='location'])[property.name=/^(href|search|pathname|hash)$/]",
  message:
    'Views decide nothing (docs/architecture.md): the page address is read through the env.page port (`linkTokenIn(env.page.address(), …)`), never from `location` in a view.',
};

const viewSyntax = [
  httpFactLiteral,
  noStateQuestions,
  noStateNameQuestions,
  noToneChoice,
  noMarketChoice,
  noPageAddress,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'coverage',
      '.cache',
      '.stryker-tmp',
      'test-results',
      'openapi/schema.d.ts',
      'machines-docs',
      'bench/**/*.json',
      'test/consumers',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['react/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shipped code uses zod/mini (the full zod pulls every locale into the bundle). Views never reach into the
    // reference service or the demo shop, and run their machines one way: useMachineView (D31).
    files: ['react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodFull, ...actorRunners], patterns: [viewsNotFrom] }] },
  },
  {
    // The one React adapter: the only file in react/ that creates actors and selects from them.
    files: ['react/useMachineView.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodFull], patterns: [viewsNotFrom] }] },
  },
  {
    // The reference service is a separate program: no views, no machines, no demo.
    files: ['service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            reactPackages,
            notFrom('react|demo|element', 'service/ must not import react/, demo/ or element/.'),
            {
              regex: `^(\\.\\./)+core(/(?!${serviceCoreAllowed.join('|')}).*)?$`,
              message:
                'service/ imports from core/ only plain data and pure rules (markets, i18n, newsletter texts, sign-up rules, footer logos), never machines or connect(); HTTP facts come from openapi/http and openapi/facts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The headless core and the contract run anywhere: no React, no DOM globals.
    files: ['core/**/*.ts', 'openapi/**/*.ts'],
    ignores: ['core/env/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodFull],
          patterns: [
            reactPackages,
            notFrom(
              'react|service|demo|element',
              'core/ and openapi/ must not import react/, service/, demo/ or element/.',
            ),
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    // The HTTP facts stay tiny: a page's first script (demo/boot.ts) loads openapi/http.ts without the client.
    files: ['openapi/http.ts', 'openapi/facts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            zodFull,
            {
              name: 'openapi-fetch',
              message: 'openapi/http.ts and openapi/facts.ts are facts only, without the client.',
            },
          ],
          patterns: [
            reactPackages,
            notFrom(
              'react|service|demo|element',
              'core/ and openapi/ must not import react/, service/, demo/ or element/.',
            ),
            {
              regex: '^\\./(client|index)$',
              message: 'openapi/http.ts and openapi/facts.ts are facts only, without the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Views decide nothing: no rules module imported, no snapshot asked which state it is in (issue 30).
    files: ['react/**/*.{ts,tsx}', 'element/**/*.{ts,tsx}'],
    ignores: VIEWS_NOT_YET,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noRulesInViews, noRuleNamesInViews, noServerInViews] },
      ],
      'no-restricted-syntax': ['error', ...viewSyntax],
    },
  },
  {
    // The widget gallery (examples.tsx) shows sample texts; every other view writes none.
    files: ['react/**/*.{ts,tsx}', 'element/**/*.{ts,tsx}'],
    ignores: [...VIEWS_NOT_YET, 'react/widgets/examples.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...viewSyntax, noHardCodedText, noHardCodedLabel] },
  },
  {
    // Both sides of the contract import its header and cookie names from openapi/ rather than spell them out.
    files: ['core/**/*.{ts,tsx}', 'service/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}', 'openapi/**/*.ts', ...VIEWS_NOT_YET],
    ignores: ['openapi/http.ts', 'openapi/facts.ts'],
    rules: { 'no-restricted-syntax': ['error', httpFactLiteral] },
  },
);
