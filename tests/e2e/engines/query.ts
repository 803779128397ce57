/**
 * How a journey names what it acts on, the way a person would: a role and its name, a form
 * field's label, or (for what has no accessible name, like a hidden file input) a CSS selector.
 * Every engine finds elements with the same in-page function, so a journey means the same thing
 * in Chromium, WebKit and Firefox; only the click, the keys and the file go through each engine's
 * own automation.
 */
export type Role = 'button' | 'link' | 'heading' | 'dialog' | 'status';

/** A name to match: exact text (whitespace collapsed) or a pattern. */
export type NameMatch = string | RegExp;

export type Query =
  | { role: Role; name?: NameMatch }
  /** A form control whose label starts with this word ('Company' matches 'Company *'). */
  | { label: string }
  | { css: string };

/** What crosses into the page: RegExp does not survive serialisation, so it travels as parts. */
export type WireQuery =
  | { kind: 'role'; role: Role; name: WireName | null }
  | { kind: 'label'; label: string }
  | { kind: 'css'; css: string };
type WireName = { exact: string } | { source: string; flags: string };

const wireName = (name: NameMatch | undefined): WireName | null =>
  name === undefined
    ? null
    : typeof name === 'string'
      ? { exact: name }
      : { source: name.source, flags: name.flags };

export function toWire(query: Query): WireQuery {
  if ('role' in query) return { kind: 'role', role: query.role, name: wireName(query.name) };
  if ('label' in query) return { kind: 'label', label: query.label };
  return { kind: 'css', css: query.css };
}

export const describeQuery = (query: Query): string =>
  'role' in query
    ? `${query.role}${query.name === undefined ? '' : ` '${String(query.name)}'`}`
    : 'label' in query
      ? `field labelled '${query.label}'`
      : query.css;

/**
 * Runs in the page (serialised by each driver): the first rendered element the query names, or
 * null. Self-contained on purpose: no imports, no outer variables, no named inner functions.
 */
export function findInPage(query: WireQuery): Element | null {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const rendered = (el: Element) => {
    if (el.closest('[hidden]')) return false;
    if (el.getClientRects().length === 0) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const byIds = (ids: string | null) =>
    text(
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const nameOf = (el: Element) => {
    const labelled = byIds(el.getAttribute('aria-labelledby'));
    if (labelled) return labelled;
    const aria = text(el.getAttribute('aria-label'));
    if (aria) return aria;
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button'))
      return text(el.value);
    return text(el.textContent);
  };
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog[open], [role="dialog"], [role="alertdialog"]',
    status: '[role="status"], output',
  };
  if (query.kind === 'css') {
    // A file input is often hidden behind its styled button: found whether rendered or not.
    return document.querySelector(query.css);
  }
  if (query.kind === 'label') {
    const escaped = query.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const wanted = new RegExp(`^${escaped}\\b`);
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('input, select, textarea'),
    ).filter(rendered);
    return (
      controls.find((el) => {
        const labels = Array.from((el as HTMLInputElement).labels ?? []).map((l) =>
          text(l.textContent),
        );
        const names = [...labels, text(el.getAttribute('aria-label'))];
        names.push(byIds(el.getAttribute('aria-labelledby')));
        return names.some((name) => name !== '' && wanted.test(name));
      }) ?? null
    );
  }
  const selector = selectors[query.role];
  if (!selector) throw new Error(`no selector for role ${query.role}`);
  const wanted = query.name;
  const candidates = Array.from(document.querySelectorAll(selector)).filter(rendered);
  return (
    candidates.find((el) => {
      if (wanted === null) return true;
      const name = nameOf(el);
      return 'exact' in wanted
        ? name === wanted.exact
        : new RegExp(wanted.source, wanted.flags).test(name);
    }) ?? null
  );
}

/**
 * The expression each engine evaluates for `fn(arg)`. Functions cross into the page as their
 * source; a runner that keeps function names (tsx, for the bench) wraps inner functions in
 * `__name(...)`, a helper the page does not have, so the expression brings a stand-in.
 */
export const pageCall = (fn: (arg: never) => unknown, arg: unknown): string =>
  `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); })()`;
