import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

type Group = {
  name: unknown;
  test?: string | RegExp | ((id: string) => boolean | undefined | void);
  tags?: string[];
};

const output = config.build?.rolldownOptions?.output;
const groups = ((Array.isArray(output) ? undefined : output?.codeSplitting) as { groups?: Group[] })
  .groups;
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The chunk group a module would join when it is not on the first screen (that group, by tag,
 * is left out) and two pages or more import it: the first group whose test takes it.
 */
function groupOf(relative: string): unknown {
  const id = `${root}${relative}`;
  for (const group of groups ?? []) {
    if (group.tags?.length) continue;
    const { test } = group;
    const takes =
      typeof test === 'function'
        ? Boolean(test(id))
        : test instanceof RegExp
          ? test.test(id)
          : test === undefined || id.includes(test);
    if (takes) return group.name;
  }
  return null;
}

describe('chunk groups', () => {
  it('take whole folders: a new or renamed module joins the chunk of its folder', () => {
    expect(groupOf('src/offline/new-store.ts')).toBe('data');
    expect(groupOf('src/ui/mirror/NewList.tsx')).toBe('data');
    expect(groupOf('src/api/new-call.ts')).toBe('data');
    expect(groupOf('src/ui/NewBadge.tsx')).toBe('ui');
    expect(groupOf('src/ui/form/NewField.tsx')).toBe('fields');
    expect(groupOf('src/ui/masks/PhoneInput.tsx')).toBe('masks');
    expect(groupOf('contract/new-shape.ts')).toBe('zod');
    expect(groupOf('src/lib/new-helper.ts')).toBe('zod');
    expect(groupOf('src/features/vehicles/wizard/NewStep.tsx')).toBe('wizard');
    expect(groupOf('src/features/payments/stripe/new-loader.ts')).toBe('stripe');
    expect(groupOf('src/features/payments/usePayNow.ts')).toBe('payments');
    expect(groupOf('src/features/vehicles/review/NewLine.tsx')).toBe('vehicles');
    expect(groupOf('src/features/budget/useBudget.ts')).toBe('budget');
  });

  it('take packages by name, and no package by its own src folder', () => {
    expect(groupOf('node_modules/dexie/dist/dexie.js')).toBe('data');
    expect(groupOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react');
    expect(groupOf('node_modules/react-router/dist/index.mjs')).toBe('router');
    expect(groupOf('node_modules/imask/esm/index.js')).toBe('masks');
    expect(groupOf('node_modules/some-library/src/ui/Button.js')).toBe(null);
  });

  it('leave the shell to the first load and the rest to automatic splitting', () => {
    expect(groupOf('src/app/NewPanel.tsx')).toBe(null);
    expect(groupOf('src/sw/new-route.ts')).toBe(null);
  });
});
