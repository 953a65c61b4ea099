import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// /service goes to the reference service, in the dev server and in `vite preview` of the build.
const proxy = { '/service': { target: process.env.SERVICE_ORIGIN ?? 'http://127.0.0.1:8787', changeOrigin: true } };
export default defineConfig({ plugins: [vue()], server: { proxy }, preview: { proxy } });
