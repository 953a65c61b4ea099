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
    ['service/newsletter.ts', "import { x } from '../core/newsletter/signup.connect';"],
    ['service/newsletter.ts', "import { x } from '../core';"],
    ['service/newsletter.ts', "import { x } from 'react';"],
    ['core/footer/footer.rules.ts', "import { x } from 'react';"],
    ['core/footer/footer.rules.ts', "import { x } from '../../react/footer/Footer';"],
  ])('%s may not: %s', { timeout: 30_000 }, async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each([
    ['service/store.ts', "import { x } from '../core/markets/countries';"],
    ['service/mails.ts', "import { x } from '../core/i18n/locales';"],
    ['service/app.ts', "import { x } from '../openapi/index';"],
    ['react/footer/Footer.tsx', "import { x } from '../../core/footer';"],
  ])('%s may: %s', { timeout: 30_000 }, async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
