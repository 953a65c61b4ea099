import { describe, expect, it } from 'vitest';
import { staleBuild, type BuildOnDisk } from '../../../scripts/bench/fresh-build';

const fresh = new Map<string, string>([
  ['.vite/manifest.json', '{"boot":"assets/boot-A1.js"}'],
  ['assets/boot-A1.js', 'console.log("boot")'],
  ['assets/signup-B2.js', 'export const signup = 1'],
  ['assets/tokens-C3.css', '.a{}'],
]);

const disk = (
  files: Record<string, string>,
  serverBuiltMs: number | undefined = 2_000,
  sourceMs = 1_000,
): BuildOnDisk => ({
  clientFile: (file) => (file in files ? Buffer.from(files[file]!) : undefined),
  serverBuiltMs,
  newestSource: { file: 'core/newsletter/signup.machine.ts', ms: sourceMs },
});
const sameAsFresh = () => Object.fromEntries(fresh);

describe('npm run size measures only a build of the sources as they are', () => {
  it("takes a build whose client files are the fresh build's and whose server render is newer than every source", () => {
    expect(staleBuild(fresh, disk(sameAsFresh()))).toBeUndefined();
  });

  it('says there is no build when the manifest or the server render is missing', () => {
    expect(staleBuild(fresh, disk({}))).toBe('there is no production build (dist-demo/)');
    expect(staleBuild(fresh, { ...disk(sameAsFresh()), serverBuiltMs: undefined })).toBe(
      'there is no production build (dist-demo/)',
    );
  });

  it('names the chunks a build of another commit lacks or holds otherwise', () => {
    const old = { ...sameAsFresh(), 'assets/signup-B2.js': 'export const signup = 0' };
    delete (old as Record<string, string>)['assets/boot-A1.js'];
    expect(staleBuild(fresh, disk(old))).toBe(
      'dist-demo/client was built from other sources than these (a fresh build of them differs in assets/boot-A1.js, assets/signup-B2.js)',
    );
  });

  it('notices a manifest that differs even when every chunk is there', () => {
    expect(staleBuild(fresh, disk({ ...sameAsFresh(), '.vite/manifest.json': '{}' }))).toContain(
      'differs in .vite/manifest.json',
    );
  });

  it('does not compare style sheets or other assets (their hash is in the manifest)', () => {
    expect(staleBuild(fresh, disk({ ...sameAsFresh(), 'assets/tokens-C3.css': '.b{}' }))).toBeUndefined();
  });

  it('counts a server render older than a source changed since as stale', () => {
    expect(staleBuild(fresh, disk(sameAsFresh(), 1_000, 1_500))).toBe(
      'dist-demo/server is older than the sources (core/newsletter/signup.machine.ts changed after it was built)',
    );
  });
});
