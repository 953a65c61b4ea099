/**
 * Bundles a widgets entry on its own (React, XState externals) and reports what ends up in it.
 * Used by the tree-shaking test and meant for `npm run bench` (gzipped sizes).
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

export interface BundleReport {
  entry: string;
  js: string;
  css: string;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const EXTERNAL = /^(react|react-dom|xstate|@xstate\/react)(\/.*)?$/;

/** Bundles `entry` (a path from the repo root) minified, as an app importing only it would. */
export async function bundleEntry(entry: string, root = process.cwd()): Promise<BundleReport> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: resolve(root, entry), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id: string) => EXTERNAL.test(id) },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const js = outputs
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n');
  const css = outputs
    .filter((o): o is Rollup.OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('\n');
  return {
    entry,
    js,
    css,
    jsBytes: Buffer.byteLength(js),
    jsGzipBytes: gzipSync(js).length,
    cssGzipBytes: gzipSync(css).length,
  };
}

/** The numbers `npm run bench` prints: the whole widgets entry and Button alone, and what the fields' data adds. */
export async function widgetBundleSizes(root = process.cwd()) {
  const [all, button, phone, phoneMetadata, password, commonPasswords, ibanRules] = await Promise.all([
    bundleEntry('react/widgets/index.ts', root),
    bundleEntry('react/widgets/Button.tsx', root),
    bundleEntry('react/widgets/PhoneNumberInput.tsx', root),
    bundleEntry('core/widgets/phone.ts', root),
    bundleEntry('react/widgets/PasswordInput.tsx', root),
    bundleEntry('core/widgets/common-passwords.data.ts', root),
    bundleEntry('core/widgets/iban.rules.ts', root),
  ]);
  const sizes = (r: BundleReport) => ({ jsGzipBytes: r.jsGzipBytes, cssGzipBytes: r.cssGzipBytes });
  return {
    widgets: sizes(all),
    button: sizes(button),
    /** The phone field (PhoneNumberInput) alone, and its numbers' code and metadata (libphonenumber-js, D52). */
    phoneField: sizes(phone),
    phoneNumbers: sizes(phoneMetadata),
    /** The password field alone, and its common-password list (D54). */
    passwordField: sizes(password),
    commonPasswords: sizes(commonPasswords),
    /** The IBAN check (ibantools), loaded with an IBAN field. */
    ibanCheck: sizes(ibanRules),
  };
}
