import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// A page with nothing but the receipt pipeline, served by bench/serve.ts under /bench-page/.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  base: '/bench-page/',
  logLevel: 'warn',
});
