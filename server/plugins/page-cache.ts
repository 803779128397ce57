/** A list page as it was answered, and the list version PostgreSQL read it at. */
export type KeptPage = { text: string; version: string; freshUntilMs: number };

/**
 * The list pages this process answered last, least recently used first out, bounded by count and
 * by the characters they hold. Each one is sent again only after PostgreSQL, in the statement
 * that checks the session, says the customer's list version is still the one it was read at
 * (list-version.ts): every server keeps its own, and none can answer from a stale one.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private chars = 0;

  constructor(
    private readonly maxPages: number,
    private readonly maxChars: number,
  ) {}

  /** The page kept under `key`, if it has not gone out of date by `nowMs` on its own. */
  get(key: string, nowMs: number): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (nowMs >= page.freshUntilMs) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving the page to the end marks it most recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: KeptPage): void {
    this.delete(key);
    if (page.text.length > this.maxChars) return;
    this.pages.set(key, page);
    this.chars += page.text.length;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.maxPages && this.chars <= this.maxChars) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.chars -= page.text.length;
  }

  get size(): number {
    return this.pages.size;
  }
}
