/**
 * Where the kit's images come from: by default the reference service under `/service/…`; otherwise a base URL the
 * host serves `storefront-kit/assets/` from, a function per file (a bundler's URLs), or `false` for no image at all.
 */
export type AssetSource = string | ((file: string) => string) | false;

/** The address of `file` under `source`; undefined for `false`. A base gets a `/` before the file when it has none. */
export function assetUrl(source: AssetSource, file: string): string | undefined {
  if (source === false) return undefined;
  if (typeof source === 'function') return source(file);
  return `${source}${source.endsWith('/') ? '' : '/'}${file}`;
}
