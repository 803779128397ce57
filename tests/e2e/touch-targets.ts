/**
 * The project's target-size rule, measured in the page (docs/architecture.md, 'Accessibility'):
 * every visible button, link, input, select, textarea and summary takes a tap of at least 44×44
 * CSS px, except a link inside running text (WCAG 2.2's 'inline' exception: its size is the
 * line's). The spacing exception is not used. A control's hit area is the largest of itself, its
 * labels (a tap on a label works its control) and a positioned ::before/::after drawn over it to
 * widen the tap. Controls inside an aria-hidden placeholder are not targets.
 * Returns one line per control that breaks the rule. It runs in the page: self-contained.
 */
export function smallTargets(): string[] {
  const MIN = 44;
  type Box = { w: number; h: number };
  const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary';
  const px = (value: string) => (value.endsWith('px') ? Number.parseFloat(value) : 0);
  const boxOf = (el: Element): Box[] => {
    const r = el.getBoundingClientRect();
    const boxes = [{ w: r.width, h: r.height }];
    for (const pseudo of ['::before', '::after']) {
      const s = getComputedStyle(el, pseudo);
      if (s.content === 'none' || s.position !== 'absolute') continue;
      // Negative insets reach past the element's edges: a wider tap on the same control.
      boxes.push({
        w: r.width - Math.min(px(s.left), 0) - Math.min(px(s.right), 0),
        h: r.height - Math.min(px(s.top), 0) - Math.min(px(s.bottom), 0),
      });
    }
    return boxes;
  };
  const hitBox = (el: HTMLElement): Box => {
    const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement;
    const parts = [el, ...(labels ? Array.from(el.labels ?? []) : [])];
    return parts
      .flatMap(boxOf)
      .reduce((best, b) => (Math.min(b.w, b.h) > Math.min(best.w, best.h) ? b : best));
  };
  const isInline = (el: HTMLElement): boolean => {
    if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) {
      block = block.parentElement;
    }
    if (!block) return false;
    // Running text: words in the block besides those of its controls.
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(selector)) words += node.textContent ?? '';
    }
    return /[A-Za-z]{2}/.test(words);
  };
  const problems: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest('[aria-hidden="true"]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) {
      continue;
    }
    const box = hitBox(el);
    if ((box.w >= MIN && box.h >= MIN) || isInline(el)) continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const kind = el.tagName.toLowerCase() + (el instanceof HTMLInputElement ? `[${el.type}]` : '');
    problems.push(`${kind} '${name}' ${Math.round(box.w)}×${Math.round(box.h)}`);
  }
  return problems;
}
