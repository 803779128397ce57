import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkModules } from '../build';
import type { BuildOutcome } from '../lib/build-run';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { kb } from '../lib/stats';

type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestEntry>;

// The phone-app budget: the portal's own start-up code may add at most 20 KB to a bare React +
// React Router app built the same way.
const BUDGET_OVER_FLOOR = 20 * 1024;

/** What must never be in the portal's initial load (DESIGN §2, issue 6). */
const FORBIDDEN: { label: string; test: (id: string) => boolean }[] = [
  { label: 'Stripe.js', test: (id) => /node_modules\/@stripe\//.test(id) },
  { label: 'input masks', test: (id) => /node_modules\/(react-imask|imask)\//.test(id) },
  { label: 'vehicle wizard', test: (id) => /^src\/features\/vehicles\/.*wizard/i.test(id) },
];

async function gzipBytes(outDir: string, file: string): Promise<number> {
  return gzipSync(await readFile(path.join(outDir, file))).length;
}

/** The entry plus every chunk it imports statically: what the browser loads before anything lazy. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

type Load = { js: number; css: number; jsFiles: string[]; cssFiles: string[] };

async function loadOf(outDir: string, manifest: Manifest, keys: Set<string>): Promise<Load> {
  const jsFiles = [...keys].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
  const cssFiles = [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))];
  let js = 0;
  let css = 0;
  for (const f of jsFiles) js += await gzipBytes(outDir, f);
  for (const f of cssFiles) css += await gzipBytes(outDir, f);
  return { js, css, jsFiles, cssFiles };
}

/**
 * The CSS the page's HTML brings before anything lazy: its stylesheet links and its inline
 * <style> blocks (the portal inlines its stylesheet; the manifest no longer names it then).
 */
async function htmlCss(outDir: string, base: string): Promise<{ css: number; cssFiles: string[] }> {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const cssFiles = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(base, ''),
  );
  let css = 0;
  for (const f of cssFiles) css += await gzipBytes(outDir, f);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  if (inline.length > 0) css += gzipSync(inline.join('\n')).length;
  return { css, cssFiles: inline.length > 0 ? [...cssFiles, 'index.html <style>'] : cssFiles };
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

const entryKeys = (manifest: Manifest) =>
  Object.entries(manifest)
    .filter(([, e]) => e.isEntry && e.file.endsWith('.js'))
    .map(([k]) => k);

export async function benchBundle(app: BuildOutcome, floor: BuildOutcome): Promise<SectionResult> {
  const S = 'Bundle';
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};

  let floorJs: number | null = null;
  if (floor.ok) {
    const manifest = await readJson<Manifest>(path.join(floor.outDir, '.vite', 'manifest.json'));
    const load = await loadOf(floor.outDir, manifest, staticClosure(manifest, entryKeys(manifest)));
    floorJs = load.js;
    figures.floor = load;
  } else {
    figures.floorError = floor.error;
  }

  if (!app.ok) {
    rows.push(missing(S, 'initial JS (gzip)', `build failed: ${app.error.slice(0, 100)}`));
    figures.appError = app.error;
    return { rows, figures };
  }
  const manifest = await readJson<Manifest>(path.join(app.outDir, '.vite', 'manifest.json'));
  const modulesFile = path.join(app.outDir, '.vite', 'modules.json');
  const modules = existsSync(modulesFile)
    ? await readJson<Record<string, ChunkModules>>(modulesFile)
    : {};
  // The page's own entry (index.html), not the service worker's.
  const entries = entryKeys(manifest).filter((k) => k.endsWith('index.html'));
  const initialKeys = staticClosure(manifest, entries.length ? entries : entryKeys(manifest));
  const initial = await loadOf(app.outDir, manifest, initialKeys);
  Object.assign(initial, await htmlCss(app.outDir, '/portal/'));
  figures.initial = initial;
  figures.buildMs = Math.round(app.ms);

  const budget = floorJs === null ? null : floorJs + BUDGET_OVER_FLOOR;
  rows.push(
    row(
      S,
      'initial JS (gzip)',
      kb(initial.js),
      budget === null ? '≤ floor + 20 KB' : `≤ ${kb(budget)}`,
      budget === null ? null : initial.js <= budget,
    ),
  );
  rows.push(row(S, 'initial CSS (gzip)', kb(initial.css)));
  rows.push(
    floorJs === null
      ? missing(
          S,
          'floor: React + Router JS (gzip)',
          `build failed: ${floor.ok ? '' : floor.error}`,
        )
      : row(S, 'floor: React + Router JS (gzip)', kb(floorJs)),
  );

  // Module ids of every initial chunk, checked for what must load lazily.
  const initialModules = initial.jsFiles.flatMap((f) => modules[f]?.moduleIds ?? []);
  const leaks = FORBIDDEN.map((rule) => ({
    label: rule.label,
    modules: initialModules.filter(rule.test),
  }));
  figures.forbiddenInInitial = Object.fromEntries(leaks.map((l) => [l.label, l.modules]));
  const verified = Object.keys(modules).length > 0;
  const leaked = leaks.filter((l) => l.modules.length > 0);
  rows.push(
    row(
      S,
      'Stripe.js, masks, wizard in initial',
      !verified
        ? 'n/a (no module map)'
        : leaked.length === 0
          ? 'none'
          : leaked.map((l) => `${l.label} (${l.modules.length} modules)`).join(', '),
      'none',
      verified ? leaked.length === 0 : null,
    ),
  );

  // Who takes the initial bytes: what each package adds to its chunk's gzip.
  const byPackage: Record<string, { raw: number; gzip: number }> = {};
  for (const file of initial.jsFiles) {
    for (const [pkg, size] of Object.entries(modules[file]?.packages ?? {})) {
      const acc = (byPackage[pkg] ??= { raw: 0, gzip: 0 });
      acc.raw += size.raw;
      acc.gzip += size.gzip;
    }
  }
  const top = Object.entries(byPackage).sort((a, b) => b[1].gzip - a[1].gzip);
  figures.initialByPackage = Object.fromEntries(top);
  if (top.length > 0) {
    rows.push(
      row(
        S,
        'initial JS by package (gzip)',
        top
          .slice(0, 8)
          .map(([pkg, size]) => `${pkg} ${kb(size.gzip)}`)
          .join(', '),
      ),
    );
  }

  // Each lazy chunk (a route page, the wizard, Stripe…): its own gzip, plus the shared chunks it
  // pulls in that the initial load does not already hold.
  const lazy: Record<string, unknown>[] = [];
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isDynamicEntry) continue;
    const closure = staticClosure(manifest, [key]);
    const own = await loadOf(app.outDir, manifest, new Set([key]));
    const extraKeys = new Set([...closure].filter((k) => k !== key && !initialKeys.has(k)));
    const extra = await loadOf(app.outDir, manifest, extraKeys);
    lazy.push({
      src: entry.src ?? key,
      file: entry.file,
      js: own.js,
      css: own.css,
      sharedJs: extra.js,
      // Requests a first visit to this page waits on beyond the first load: on HTTP/1.1 six go
      // at a time, so fewer, larger chunks reach the first paint sooner.
      requests: extraKeys.size + 1,
    });
  }
  lazy.sort((a, b) => String(a.src).localeCompare(String(b.src)));
  figures.lazy = lazy;
  for (const chunk of lazy) {
    const shared = Number(chunk.sharedJs) ? ` (+${kb(Number(chunk.sharedJs))} shared)` : '';
    const css = Number(chunk.css) ? `, CSS ${kb(Number(chunk.css))}` : '';
    const requests = Number(chunk.requests);
    rows.push(
      row(
        S,
        `lazy ${String(chunk.src).replace(/^src\/features\//, '')}`,
        `${kb(Number(chunk.js))}${shared}${css}, ${requests} request${requests === 1 ? '' : 's'}`,
      ),
    );
  }
  return { rows, figures };
}
