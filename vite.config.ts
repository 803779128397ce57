import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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
 * Puts the entry's stylesheet (with cssCodeSplit off, all of the portal's CSS) into index.html:
 * the static shell (src/app/BootShell.tsx) paints with its real styles and nothing blocks the
 * first paint (the CSP allows inline styles). The file itself stays in the build, unlinked.
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
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}

const ZOD_SETUP = fileURLToPath(new URL('./src/lib/zod-setup.ts', import.meta.url));

/**
 * zod probes `new Function` when it builds an object schema, and the CSP forbids eval, so its
 * jitless switch must be on before the first schema exists. Schemas are built in lazily loaded
 * chunks (contract/, the pages), so no one import can be sure to come first; instead every import
 * of 'zod' in the portal resolves to src/lib/zod-setup.ts, which sets the switch and re-exports
 * zod, and module order runs it before any schema whichever chunk loads first.
 */
function zodJitless(): Plugin {
  return {
    name: 'cargo-zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer.split('?')[0] === ZOD_SETUP) return null;
      return ZOD_SETUP;
    },
  };
}

// The portal lives under /portal; the API server serves dist/ there and answers /api itself.
export default defineConfig({
  base: '/portal/',
  plugins: [
    zodJitless(),
    react(),
    inlineEntryCss(),
    precompress(),
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
        globIgnores: ['screenshots/**'],
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
    // All of the portal's CSS is one small file (under 6 KB gzip), which inlineEntryCss puts into
    // index.html: no page then waits for a stylesheet request before it can show.
    cssCodeSplit: false,
    modulePreload: {
      // A page's lazy chunk preloads the group chunks below that it needs, so they come beside
      // it rather than a request later; the few small imports left are fetched by the module
      // loader as soon as the page's own chunk arrives (each preload link costs main thread time
      // as the page starts).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) =>
              /(^|\/)(data|zod|ui|fields|forms|cars|pay|wizard)-[^/]*\.js$/.test(dep),
            ),
    },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the two download side by side on a first visit, and a router
            // update leaves react-dom cached.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // What every signed-in page needs beside its own chunk, in a few requests rather than
            // a dozen small ones two and three requests deep (a phone on HTTP/1.1 fetches six at
            // a time): the local database with the session's use of it (mirrors, the outbox and
            // the claim contract it checks drafts with) and the list pieces that read it; zod
            // with the schemas of the session; the small UI pieces the forms share.
            {
              name: 'data',
              test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]|src[\\/]offline[\\/](db|currentCustomer|mirror|mirror-store|outbox|outbox-types|outbox-errors|persist|upload-progress|background-sync|useCustomerDb)\.ts$|src[\\/]lib[\\/]session-data\.ts$|src[\\/]ui[\\/](EmptyState|LastUpdated)\.tsx$|src[\\/]ui[\\/]usePageParam\.ts$|src[\\/]api[\\/]fetch-all\.ts$|contract[\\/](expenses|uploads|subscription-status|vehicle-label|pricing)\.ts$/,
              // Not what they import: a small module the first screen also needs (the locale,
              // say) would otherwise join this group and take the whole of it into the first load.
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/](zod-setup|session-schemas)\.ts$|contract[\\/](auth|common|envelope)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // Signed out too (the sign-in form): nothing here may import the local database.
              name: 'ui',
              test: /src[\\/]ui[\\/]((Badge|Card|Field|FieldError|Pager|PasswordInput|TextInput)\.tsx|card\.css|forms\.css)$|src[\\/]lib[\\/](format|formErrors)\.ts$|contract[\\/]locale\.ts$/,
              // Their shared ui.css is the first paint's (src/ui/Loader.tsx) and stays with it.
              includeDependenciesRecursively: false,
            },
            // Form pages: react-hook-form with the portal's zod binding, and the input masks.
            {
              name: 'fields',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]ui[\\/]form[\\/]|src[\\/]ui[\\/]Combobox\.tsx$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](imask|react-imask|prop-types)[\\/]|src[\\/]ui[\\/](MoneyInput|MaskedInput)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The vehicle API, its contract and the price breakdown: the list and the steps share them.
            {
              name: 'cars',
              test: /src[\\/]features[\\/]vehicles[\\/](api\.ts$|review[\\/])|contract[\\/]vehicles\.ts$/,
              includeDependenciesRecursively: false,
            },
            // What the payment pages, the logs and the dashboard's alert share: the payment
            // contract and API, saved methods, the quote and outcome pieces (not the pages).
            {
              name: 'pay',
              test: /contract[\\/]payments\.ts$|src[\\/]features[\\/]payments[\\/](?![^\\/]*Page\.tsx$|routes\.tsx$)[^\\/]+\.tsx?$|src[\\/]api[\\/](banks|payment-retry|usePaymentRetry)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The add-vehicle steps, one chunk: a step and the step after it need no request.
            {
              name: 'wizard',
              test: /src[\\/]features[\\/]vehicles[\\/]wizard[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
