/**
 * Every TypeScript snippet of README.md and docs/*.md compiles as a user would write it: each ```ts / ```tsx block is a module of
 * its own, importing `storefront-kit/<entry>` (mapped to this repository's sources), under the project's strict
 * compiler options. A snippet that uses a name it never defines or imports fails here.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

export function readmeSnippets(markdown: string): { lang: 'ts' | 'tsx'; line: number; code: string }[] {
  const snippets: { lang: 'ts' | 'tsx'; line: number; code: string }[] = [];
  const fence = /^```(tsx?)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    snippets.push({
      lang: match[1] as 'ts' | 'tsx',
      line: markdown.slice(0, match.index).split('\n').length,
      code: match[2]!,
    });
  }
  return snippets;
}

describe('README snippets', () => {
  it('finds the fenced TypeScript blocks', () => {
    expect(readmeSnippets('x\n```ts\nconst a = 1;\n```\n```sh\nls\n```\n```tsx\n<b />;\n```\n')).toEqual([
      { lang: 'ts', line: 2, code: 'const a = 1;\n' },
      { lang: 'tsx', line: 8, code: '<b />;\n' },
    ]);
  });

  it('every ts/tsx block of README.md and docs/*.md typechecks', () => {
    const docs = [
      'README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const snippets = docs.flatMap((doc) =>
      readmeSnippets(readFileSync(join(root, doc), 'utf8')).map((s) => ({ ...s, doc })),
    );
    expect(snippets.length).toBeGreaterThan(3);
    const dir = join(root, '.cache/readme-snippets');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = snippets.map((s) => {
      const file = join(dir, `${s.doc.replace(/\W/g, '-')}-line-${s.line}.${s.lang}`);
      // `export {}` makes each block a module (top-level await, no names shared between blocks).
      writeFileSync(file, `${s.code}\nexport {};\n`);
      return file;
    });
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const program = ts.createProgram(files, {
      ...config.options,
      noEmit: true,
      baseUrl: root,
      // `react` is the library, not this repository's react/ folder that baseUrl would find first.
      paths: { 'storefront-kit/*': ['./*/index.ts'], react: ['./node_modules/@types/react/index.d.ts'] },
    });
    // The snippets' own diagnostics only: the whole program's would type-check every source of the kit again.
    const problems = files
      .flatMap((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)))
      .filter((d) => d.file && files.includes(resolve(d.file.fileName)))
      .map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        const snippet = snippets[files.indexOf(resolve(d.file!.fileName))]!;
        return `${snippet.doc}:${snippet.line + 1 + line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    expect(problems).toEqual([]);
  }, 120_000);
});
