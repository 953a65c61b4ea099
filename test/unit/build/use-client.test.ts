import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A React Server Components host (Next.js App Router) renders a module as a client component only when it starts
// with 'use client'; the library build keeps the directive at the top of each module's file (preserveModules).
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|examples/.test(entry.name) ? [path] : [];
  });

/** What only runs in a client component: hooks, context, a portal, lazy code, event handlers of its own. */
const CLIENT_ONLY = /\buse[A-Z]\w*\(|\bcreateContext\(|\bcreatePortal\(|\blazy\(|\bon[A-Z]\w*=\{/;

describe("'use client' in the React entry's modules", () => {
  const files = modules('react');
  it.each(files.filter((f) => CLIENT_ONLY.test(readFileSync(f, 'utf8'))))(
    '%s runs in the browser: it starts with the directive',
    (file) => {
      expect(readFileSync(file, 'utf8').trimStart().startsWith("'use client';")).toBe(true);
    },
  );
  it('modules that only render stay server components (what renders on the server stays usable there)', () => {
    const server = files
      .filter((f) => !readFileSync(f, 'utf8').includes("'use client'"))
      .map((f) => f.replaceAll('\\', '/'));
    expect(server).toEqual(
      expect.arrayContaining([
        'react/widgets/Icon.tsx',
        'react/widgets/Label.tsx',
        'react/widgets/iconRegistry.ts',
        'react/index.ts',
      ]),
    );
  });
});
