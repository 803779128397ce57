import { createReadStream, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { defineConfig, normalizePath, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import {
  OCR_DIR,
  OCR_SOURCES,
  type OcrFile,
} from './src/features/expenses/receipt-reading/ocr-files';

/**
 * Writes .br and .gz beside each built text file; the server sends them to browsers that accept
 * them (@fastify/static `preCompressed`), so a phone's first visit moves about a third of the
 * bytes with no compression work per request. The service worker (sw.js at the root) is left out: its precache list
 * is injected after this hook runs, and a stale compressed copy would be served instead.
 */
function precompress(): Plugin {
  return {
    name: 'cargo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(file) || /^(sw|workbox-[^/]*)\.js$/.test(file)) continue;
        const data = await readFile(path.join(dir, file));
        if (data.length < 1024) continue;
        await writeFile(
          path.join(dir, `${file}.br`),
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Puts the entry's stylesheet (the shell's CSS and what the first screen shares) into index.html:
 * the static shell (src/app/BootShell.tsx) paints with its real styles and nothing blocks the
 * first paint (the CSP allows inline styles). The file itself stays in the build.
 */
function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'cargo-inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g,
          (tag, href) => {
            const asset = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
            if (asset?.type !== 'asset') return tag;
            // The link stays, disabled (not fetched, not applied): a later page's chunk lists the
            // same file among its stylesheets, and Vite's loader skips a file already linked
            // instead of fetching the rules the page has inline again.
            return `<style>${String(asset.source).trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
          },
        );
      },
    },
  };
}

// A .wasm is compiled as it streams in only when it is served as application/wasm.
const OCR_CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

const ocrSource = (file: OcrFile): string => path.join(ROOT, 'node_modules', OCR_SOURCES[file]);

// The model's package has it gzipped; it is served as it is read (ocr-files.ts says why).
const isGzipped = (source: string): boolean => source.endsWith('.gz');

/**
 * The receipt reader's files, from their npm packages into the portal's own assets (and served
 * from node_modules by the dev server): the portal never asks another origin for them. The
 * scripts and the .wasm get .br/.gz beside them like the build's own.
 */
function ocrAssets(): Plugin {
  let base = '/';
  let building = false;
  return {
    name: 'cargo-ocr-assets',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const prefix = `${base}${OCR_DIR}/`;
        const name = request.url?.startsWith(prefix) ? request.url.slice(prefix.length) : '';
        if (!Object.hasOwn(OCR_SOURCES, name)) return next();
        response.setHeader(
          'Content-Type',
          OCR_CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        );
        const source = ocrSource(name as OcrFile);
        const file = createReadStream(source);
        (isGzipped(source) ? file.pipe(createGunzip()) : file).pipe(response);
      });
    },
    async writeBundle(options) {
      if (!building) return;
      const dir = path.join(options.dir ?? 'dist', OCR_DIR);
      await mkdir(dir, { recursive: true });
      for (const file of Object.keys(OCR_SOURCES) as OcrFile[]) {
        const source = ocrSource(file);
        const raw = await readFile(source);
        const data = isGzipped(source) ? gunzipSync(raw) : raw;
        const target = path.join(dir, file);
        await writeFile(target, data);
        await writeFile(
          `${target}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
        await writeFile(`${target}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const ROOT = normalizePath(path.dirname(fileURLToPath(import.meta.url)));

type Group = Rolldown.CodeSplittingGroup;

/**
 * A chunk group of whole packages and whole folders of the portal's own code, never a file by
 * name: a module moved or renamed within its folder stays in its chunk.
 */
function group(
  name: string,
  parts: { packages?: string[]; folders?: string[] },
  options: Omit<Group, 'name' | 'test'> = {},
): Group {
  const packages = (parts.packages ?? []).map((p) => `/node_modules/${p}/`);
  const folders = (parts.folders ?? []).map((f) => `${ROOT}/${f}/`);
  return {
    name,
    test: (id) => packages.some((p) => id.includes(p)) || folders.some((f) => id.startsWith(f)),
    ...options,
  };
}

const AREAS = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Fewer, larger chunks than automatic splitting makes: a phone on HTTP/1.1 fetches six at a time,
 * and a dozen small chunks two and three imports deep reach the first paint later. A module goes
 * to the first group that takes it; `minShareCount: 2` leaves a module only one page (or lazy
 * import) uses in that page's own chunk.
 */
const CHUNK_GROUPS: Group[] = [
  // Libraries change less often than our code: separate chunks stay cached across deploys. The
  // two download side by side on a first visit, and a router update leaves react-dom cached.
  group('react', { packages: ['react', 'react-dom', 'scheduler'] }),
  group('router', { packages: ['react-router', 'react-router-dom'] }),
  // Whatever the first screen imports, from any folder, is the entry chunk itself: the groups
  // below would otherwise take a folder's first-screen modules, and so their whole chunk, into
  // the first load.
  { name: 'index', tags: ['$initial'] },
  // What every signed-in page needs: the local database, the mirrors and outbox over it, the
  // list pieces that read it and the API calls features share. Never the sign-in page's: nothing
  // it imports may import these folders (tests/e2e/initial-load.test.ts).
  group(
    'data',
    {
      packages: ['dexie', 'dexie-react-hooks'],
      folders: ['src/offline', 'src/ui/mirror', 'src/api'],
    },
    { minShareCount: 2 },
  ),
  // zod with the contract's schemas and the small helpers they are used with.
  group('zod', { packages: ['zod'], folders: ['contract', 'src/lib'] }),
  // Form pages: react-hook-form with the portal's zod binding; the input masks apart, for the
  // forms that have a masked field (the sign-in form has none).
  group('fields', { packages: ['react-hook-form', '@hookform'], folders: ['src/ui/form'] }),
  group('masks', { packages: ['imask', 'react-imask', 'prop-types'], folders: ['src/ui/masks'] }),
  group('ui', { folders: ['src/ui'] }),
  // The add-vehicle steps, one chunk: a step and the step after it need no request.
  group('wizard', { folders: ['src/features/vehicles/wizard'] }),
  // Stripe's libraries and the portal's loader for them, only where a Stripe form shows.
  group('stripe', {
    packages: ['@stripe/stripe-js', '@stripe/react-stripe-js'],
    folders: ['src/features/payments/stripe'],
  }),
  // One chunk per feature area for what its pages share (its API, the vehicles' price
  // breakdown, the payment pieces the dashboard and the logs show too).
  ...AREAS.map((area) => group(area, { folders: [`src/features/${area}`] }, { minShareCount: 2 })),
];
const GROUP_CHUNK = new RegExp(
  `(^|/)(${CHUNK_GROUPS.map((g) => String(g.name)).join('|')})-[\\w-]{8}\\.js$`,
);

// The portal lives under /portal; the API server serves dist/ there and answers /api itself.
export default defineConfig({
  base: '/portal/',
  plugins: [
    react(),
    inlineEntryCss(),
    precompress(),
    ocrAssets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // public/manifest.webmanifest is written by hand and linked from index.html.
      manifest: false,
      // Without a trailing slash so that /portal itself is controlled; the server sends
      // `Service-Worker-Allowed: /portal` with /portal/sw.js to permit this wider scope.
      scope: '/portal',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest,png,svg,ico,woff2}'],
        // The manifest's screenshots are for install sheets, not for the app shell offline.
        // The receipt reader's files are downloaded when a driver first scans, into their own cache.
        globIgnores: ['screenshots/**', 'assets/ocr/**'],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first screen's CSS (the shell, its layout and the shared pieces) goes into index.html
    // (inlineEntryCss): nothing waits for a stylesheet before the shell shows. Each page's own CSS
    // comes with its chunk, and the chunk is not run before it has arrived (so nothing shows
    // unstyled): one file of every page's rules made each page parse and match about twice the
    // CSS it uses.
    cssCodeSplit: true,
    modulePreload: {
      // A page's lazy chunk preloads the group chunks it needs, so they come beside it rather
      // than a request later; the few small chunks left are fetched by the module loader as soon
      // as the page's own chunk arrives (each preload link costs main thread time as the page
      // starts). Its stylesheets are always loaded with it (Vite does not ask this filter).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => GROUP_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        // A module runs when the code that imports it runs, not when its chunk arrives: the zod
        // chunk holds the whole contract, and without this every page built all its schemas.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: CHUNK_GROUPS,
          // A group takes its own modules, not what they import: a small module the first screen
          // also needs (the locale, say) would otherwise join a group and take the whole of it
          // into the first load.
          includeDependenciesRecursively: false,
        },
      },
    },
  },
});
