import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('DATABASE_POOL_SIZE', () => {
  it('keeps 10 connections unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses a size that is not a whole number from 1 to 200, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '201']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
