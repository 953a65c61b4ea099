/**
 * Where the kit's images come from (issue 40, item 3): the newsletter image and the footer's logos. By default the
 * reference service serves them under `/service/…` on the page's origin; a host without that service gives a base
 * of its own (a folder it serves the package's `storefront-kit/assets/` files from, a CDN), a function per file (a
 * bundler's imported URLs), or `false` for no image at all (nothing rendered, nothing requested).
 */
export type AssetSource = string | ((file: string) => string) | false;

/** The address of `file` under `source`; undefined for `false`. A base gets a `/` before the file when it has none. */
export function assetUrl(source: AssetSource, file: string): string | undefined {
  if (source === false) return undefined;
  if (typeof source === 'function') return source(file);
  return `${source}${source.endsWith('/') ? '' : '/'}${file}`;
}
