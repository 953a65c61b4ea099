import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { parse } from 'yaml';

// The demo server as built JavaScript for `npm run serve` (`node dist-demo/node/demo/server.js`): no TypeScript
// loader at run time. Modules keep their paths (the migrations and the newsletter images are read from disk beside
// the modules that use them, so they are copied there); every package stays external.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-demo/node',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'node20',
    rollupOptions: {
      input: { 'demo/server': 'demo/server.ts' },
      external: [...builtinModules, /^node:/, /^[@a-z]/],
      output: { format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
  plugins: [
    {
      name: 'copy-server-files',
      closeBundle() {
        cpSync('service/db/migrations', 'dist-demo/node/service/db/migrations', { recursive: true });
        // The contract the service checks every request against (service/contract.ts), as JSON: no YAML parser at run time.
        mkdirSync('dist-demo/node/openapi', { recursive: true });
        writeFileSync(
          'dist-demo/node/openapi/service.json',
          JSON.stringify(parse(readFileSync('openapi/service.yaml', 'utf8'))),
        );
        cpSync('service/assets', 'dist-demo/node/service/assets', {
          recursive: true,
          filter: (src) => !src.endsWith('.ts'),
        });
      },
    },
  ],
});
