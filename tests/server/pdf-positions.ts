import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFName,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { fromWinAnsi, streamsOf } from './pdf-text';

/** One text operation as printed: where its baseline starts, and the box its glyphs fill. */
export type PlacedLine = {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
  box: { left: number; right: number; bottom: number; top: number };
};

/** A drawn rule, e.g. under a list of money lines. */
type PlacedRule = { page: number; left: number; right: number; y: number };

/** The standard font a page's resource name stands for (pdf-lib names them `/Helvetica-123`). */
function baseFontOf(page: PDFPage, resource: string): string {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const font = fonts?.lookup(PDFName.of(resource), PDFDict);
  const base = font?.get(PDFName.of('BaseFont'));
  if (!(base instanceof PDFName)) throw new Error(`no font ${resource}`);
  return base.decodeText();
}

/**
 * Every line of text and every rule the document draws, with its position, read from the
 * content streams pdf-lib writes (one operator a line: `Tf`, `TL`, `Tm`, `T*`, `Tj`, `m`, `l`).
 * Widths and heights come from the same standard font metrics the document used.
 */
export async function pdfPositions(
  bytes: Uint8Array,
): Promise<{ lines: PlacedLine[]; rules: PlacedRule[] }> {
  const doc = await PDFDocument.load(bytes);
  const metrics = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>();
  const fontNamed = async (name: string) => {
    const known = fonts.get(name);
    if (known) return known;
    if (!Object.values<string>(StandardFonts).includes(name)) throw new Error(`font ${name}`);
    const embedded = await metrics.embedFont(name as StandardFonts);
    fonts.set(name, embedded);
    return embedded;
  };
  const lines: PlacedLine[] = [];
  const rules: PlacedRule[] = [];
  for (const [index, page] of doc.getPages().entries()) {
    let font: PDFFont | undefined;
    let size = 0;
    let leading = 0;
    let x = 0;
    let y = 0;
    let from: [number, number] = [0, 0];
    for (const stream of streamsOf(page.node.Contents(), doc)) {
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const raw of ops.split('\n')) {
        const args = raw.trim().split(/\s+/);
        const op = args.pop();
        const n = args.map(Number);
        if (op === 'Tf') {
          font = await fontNamed(baseFontOf(page, (args[0] ?? '').slice(1)));
          size = n[1] ?? 0;
        } else if (op === 'TL') leading = n[0] ?? 0;
        else if (op === 'Tm') [x, y] = [n[4] ?? 0, n[5] ?? 0];
        else if (op === 'T*') y -= leading;
        else if (op === 'Tj') {
          if (!font) throw new Error('text before a font');
          const text = fromWinAnsi(Buffer.from((args[0] ?? '').replace(/[<>]/g, ''), 'hex'));
          const ascent = font.heightAtSize(size, { descender: false });
          lines.push({
            page: index,
            text,
            x,
            y,
            size,
            box: {
              left: x,
              right: x + font.widthOfTextAtSize(text, size),
              bottom: y - (font.heightAtSize(size) - ascent),
              top: y + ascent,
            },
          });
        } else if (op === 'm') from = [n[0] ?? 0, n[1] ?? 0];
        else if (op === 'l') {
          rules.push({ page: index, left: from[0], right: n[0] ?? 0, y: from[1] });
        }
      }
    }
  }
  return { lines, rules };
}

const apart = (a0: number, a1: number, b0: number, b1: number) => a1 <= b0 || b1 <= a0;

/** Pairs of lines (or a line and a rule) whose ink would touch, named by their text. */
export function overlapsIn(placed: { lines: PlacedLine[]; rules: PlacedRule[] }): string[] {
  const found: string[] = [];
  const { lines, rules } = placed;
  lines.forEach((a, i) => {
    for (const b of lines.slice(i + 1)) {
      if (a.page !== b.page || a.text === '' || b.text === '') continue;
      const clear =
        apart(a.box.left, a.box.right, b.box.left, b.box.right) ||
        apart(a.box.bottom, a.box.top, b.box.bottom, b.box.top);
      if (!clear) found.push(`'${a.text}' × '${b.text}'`);
    }
    for (const r of rules) {
      if (r.page !== a.page || apart(a.box.left, a.box.right, r.left, r.right)) continue;
      if (a.box.bottom < r.y && r.y < a.box.top) found.push(`'${a.text}' × rule at ${r.y}`);
    }
  });
  return found;
}

/**
 * The text as a reader meets it: page by page, top to bottom, left to right on a baseline,
 * one space between lines, so a wrapped paragraph reads back whole and in its place.
 */
export function readingOrder(lines: PlacedLine[]): string {
  return [...lines]
    .sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x)
    .map((l) => l.text)
    .join(' ');
}
