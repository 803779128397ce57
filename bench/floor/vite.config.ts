import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  type ConfigEnv,
  mergeConfig,
  type PluginOption,
  type UserConfig,
  type UserConfigExport,
} from 'vite';
import projectConfig from '../../vite.config';

const here = path.dirname(fileURLToPath(import.meta.url));

const isPwa = (plugin: PluginOption): boolean =>
  !!plugin &&
  typeof plugin === 'object' &&
  'name' in plugin &&
  plugin.name.startsWith('vite-plugin-pwa');

/**
 * The floor: the project's Vite config (same React plugin, base, targets and build options) over
 * a bare React + React Router app. The PWA plugin is left out: it only builds the service worker,
 * which is never part of a page's initial JavaScript, and it would look for src/sw here.
 */
export default defineConfig(async (env) => {
  // Typed as the widest export so a later switch to a config function keeps working here.
  const exported: UserConfigExport = projectConfig;
  const base: UserConfig =
    typeof exported === 'function'
      ? await (exported as (e: ConfigEnv) => UserConfig | Promise<UserConfig>)(env)
      : await exported;
  const plugins = (base.plugins ?? []).flat(Infinity as 1).filter((p) => !isPwa(p));
  return mergeConfig({ ...base, plugins: [] }, { root: here, plugins });
});
