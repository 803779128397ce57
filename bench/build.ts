import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT } from './lib/proc';

/**
 * Builds one of the bench's bundles in its own process (Vite's plugins stay out of the bench):
 *   app   <outDir>  the portal, from the project's vite.config.ts, with a manifest
 *   floor <outDir>  bench/floor: bare React + React Router through the same config
 * Each also writes .vite/modules.json: the module ids in every chunk, to prove what is where.
 */
export type ChunkModules = {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** Rendered code per package (node_modules/<name>) or source folder: raw and marginal gzip. */
  packages: Record<string, { raw: number; gzip: number }>;
};

/** node_modules/@scope/name/… → @scope/name; src/features/x/… → src/features/x; else the folder. */
export function packageOf(id: string): string {
  // Virtual modules (Vite's preload helper) carry Rollup's NUL prefix; it has no place in a report.
  const parts = id.replace(/\0/g, '').split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) {
    const first = parts[nm + 1] ?? '';
    return first.startsWith('@') ? `${first}/${parts[nm + 2] ?? ''}` : first;
  }
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  return parts.length > 1 ? parts.slice(0, 2).join('/') : 'other';
}

/**
 * Per package: its raw bytes, and about what it adds to the chunk's gzip (the chunk gzipped with
 * and without its code, scaled to the minified chunk), so shared context is not counted twice.
 */
function packageSizes(modules: Record<string, { code: string | null }>, finalCode: string) {
  const parts = Object.entries(modules).map(([id, rendered]) => ({
    key: packageOf(path.relative(ROOT, id)),
    code: rendered.code ?? '',
  }));
  const whole = gzipSync(parts.map((p) => p.code).join('')).length;
  // Module code is rendered before minification: scale to the minified chunk's gzip.
  const scale = whole > 0 ? gzipSync(finalCode).length / whole : 0;
  const keys = [...new Set(parts.map((p) => p.key))];
  return Object.fromEntries(
    keys.map((key) => {
      const mine = parts.filter((p) => p.key === key);
      const rest = parts.filter((p) => p.key !== key).map((p) => p.code);
      return [
        key,
        {
          raw: mine.reduce((n, p) => n + Buffer.byteLength(p.code), 0),
          gzip: Math.round((whole - gzipSync(rest.join('')).length) * scale),
        },
      ];
    }),
  );
}

function moduleMap(outDir: string): Plugin {
  const chunks: Record<string, ChunkModules> = {};
  return {
    name: 'bench-module-map',
    async writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? path.relative(ROOT, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          moduleIds: output.moduleIds.map((id) => path.relative(ROOT, id)),
          packages: packageSizes(output.modules, output.code),
        };
      }
      await mkdir(path.join(outDir, '.vite'), { recursive: true });
      await writeFile(path.join(outDir, '.vite', 'modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

const configs: Record<string, string> = {
  app: 'vite.config.ts',
  floor: 'bench/floor/vite.config.ts',
};

const [kind = '', outArg = ''] = process.argv.slice(2);
const configFile = configs[kind];
if (!configFile || !outArg) {
  console.error('usage: build.ts app|floor <outDir>');
  process.exit(2);
}
const outDir = path.resolve(outArg);
await build({
  configFile: path.join(ROOT, configFile),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true },
  plugins: [moduleMap(outDir)],
});
