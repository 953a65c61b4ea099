import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { parse } from 'yaml';

// storefront-kit/service and the `storefront-service` command: the reference service for Node, dependencies left
// external (the service's libraries are optional peer dependencies). The migrations, the newsletter images and the
// contract (as JSON) are read from disk next to the modules that use them, so they are copied beside them.
const external = [
  ...builtinModules,
  /^node:/,
  /^hono($|\/)/,
  /^@hono\//,
  /^@electric-sql\//,
  /^pg($|\/)/,
  /^nodemailer($|\/)/,
  /^xstate($|\/)/,
  /^zod($|\/)/,
  /^openapi-fetch($|\/)/,
  /^ajv($|\/)/,
];

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/service',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'node20',
    rollupOptions: {
      input: { index: 'service/index.ts', main: 'service/main.ts' },
      external,
      output: { format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
  plugins: [
    {
      name: 'copy-service-files',
      closeBundle() {
        cpSync('service/db/migrations', 'dist/service/service/db/migrations', { recursive: true });
        // The contract the service checks every request against (service/contract.ts), as JSON: no YAML parser at run time.
        mkdirSync('dist/service/openapi', { recursive: true });
        writeFileSync(
          'dist/service/openapi/service.json',
          JSON.stringify(parse(readFileSync('openapi/service.yaml', 'utf8'))),
        );
        cpSync('service/assets', 'dist/service/service/assets', {
          recursive: true,
          filter: (src) => !src.endsWith('.ts'),
        });
      },
    },
  ],
});
