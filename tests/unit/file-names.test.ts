import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

// One naming style (docs/architecture.md): kebab-case files; a component's file is named after the
// component (PascalCase) and a hook's after the hook (useName).
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.tsx?$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx?$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*\.tsx?$/;

describe('file names', () => {
  it('are kebab-case in src, server and contract, but for components and hooks', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'server', 'contract'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const odd = files.filter((file) => {
      const name = basename(file);
      return !KEBAB.test(name) && !COMPONENT.test(name) && !HOOK.test(name);
    });
    expect(odd).toEqual([]);
  });
});
