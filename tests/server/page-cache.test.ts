import { describe, expect, it } from 'vitest';
import { PageCache, type KeptPage } from '../../server/plugins/page-cache';

const page = (text: string, freshUntilMs = Number.POSITIVE_INFINITY): KeptPage => ({
  text,
  version: '1',
  freshUntilMs,
});

describe('the kept list pages', () => {
  it('lets the least recently used page go first when there are too many', () => {
    const cache = new PageCache(2, 1_000);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a', 0)?.text).toBe('A');
    cache.set('c', page('C'));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)?.text).toBe('A');
    expect(cache.get('c', 0)?.text).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('holds no more characters than it is given, and never a page larger than that', () => {
    const cache = new PageCache(100, 10);
    cache.set('a', page('x'.repeat(6)));
    cache.set('b', page('y'.repeat(6)));
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)?.text).toHaveLength(6);
    cache.set('huge', page('z'.repeat(11)));
    expect(cache.get('huge', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBeDefined();
  });

  it('replaces a page kept under the same key and counts only the new one', () => {
    const cache = new PageCache(100, 10);
    cache.set('a', page('x'.repeat(8)));
    cache.set('a', page('y'.repeat(8)));
    expect(cache.get('a', 0)?.text).toBe('y'.repeat(8));
    cache.set('b', page('zz'));
    expect(cache.size).toBe(2);
  });

  it('drops a page once its own time has come, written to or not', () => {
    const cache = new PageCache(10, 1_000);
    cache.set('debit', page('in flight', 5_000));
    expect(cache.get('debit', 4_999)?.text).toBe('in flight');
    expect(cache.get('debit', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a page on request', () => {
    const cache = new PageCache(10, 1_000);
    cache.set('a', page('A'));
    cache.delete('a');
    cache.delete('never kept');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
