import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** docs/architecture.md 'The rules (what may import what)', checked on every lint. */
const boundaries = [
  {
    target: './contract',
    from: ['./server', './src', './tests', './bench', './scripts'],
    message: 'contract/ imports only zod and other contract files.',
  },
  { target: './server', from: './src', message: 'server/ never imports src/.' },
  { target: './src', from: './server', message: 'src/ never imports server/.' },
  {
    target: ['./src/lib', './src/ui', './src/offline'],
    from: './src/features',
    message:
      'lib, ui and offline never import a feature: move what they share to src/api or src/ui.',
  },
  {
    target: './src/lib',
    from: './src/offline',
    message:
      'lib never imports offline: offline (the device database, the session kept on it) builds on lib.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app'],
    message:
      'src/api holds calls two features share; it imports no feature (what wires features together is src/app).',
  },
  {
    target: './src/features',
    from: './src/app',
    message:
      'A feature never imports src/app (layout, routes, navigation): what it needs moves to src/ui or src/lib.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to src/api or src/ui.',
  })),
  {
    target: ['./server/domain', './server/routes', './server/plugins', './server/storage'],
    from: './server/seed',
    message: 'The demo seed is not a source of domain types or rules.',
  },
  {
    target: './server/storage',
    from: './server/domain',
    message: 'Receipt storage keeps bytes; it knows nothing of the domains that use it.',
  },
];

// The contract and the portal use zod/mini (docs/architecture.md).
const CLASSIC_ZOD = {
  name: 'zod',
  message: "contract/ and src/ import 'zod/mini': classic zod would load on every page.",
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'server/db/migrations', 'bench/.work'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['contract/**/*.ts', 'src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }] },
  },
  {
    // The device database is opened by the page, the service worker and node tests alike: only
    // its React hooks (src/offline/react/) may import React.
    files: ['src/offline/**/*.{ts,tsx}'],
    ignores: ['src/offline/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'dexie-react-hooks'].map((name) => ({
              name,
              message: 'src/offline imports no React outside src/offline/react/.',
            })),
            CLASSIC_ZOD,
          ],
        },
      ],
    },
  },
);
