import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The setting most guides show: the dev server forwards /service to the reference service, rewriting Host.
const target = process.env.SERVICE_ORIGIN ?? 'http://127.0.0.1:8787';
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/service': { target, changeOrigin: true } } },
});
