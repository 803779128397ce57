import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const COLUMN = A4[0] - 2 * MARGIN;
/** Baseline to baseline inside one wrapped paragraph, as a multiple of the font size. */
const LEADING = 1.25;
/** The least space between a row's label and its value. */
const GUTTER = 12;
/** A value wider than this share of the column wraps too, so its label keeps room to be read. */
const VALUE_SHARE = 0.5;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);

/**
 * The standard PDF fonts speak WinAnsi only: anything outside it (a name in another script)
 * would throw, so it is printed as '?' rather than losing the whole document.
 */
export function winAnsi(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (c === '\n' || c === '\t') return ' ';
      if (code >= 0x20 && code <= 0x7e) return c;
      if (code >= 0xa0 && code <= 0xff) return c;
      return '–—‘’“”•…€'.includes(c) ? c : '?';
    })
    .join('');
}

/** A word wider than a whole line (a long URL, a reference with no spaces) cut where it must. */
function cutWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const c of word) {
    if (piece !== '' && !fits(piece + c)) {
      pieces.push(piece);
      piece = '';
    }
    piece += c;
  }
  return [...pieces, piece];
}

/**
 * Text broken into lines no wider than `width` at `size`, measured with the font's own widths
 * (pdf-lib's own wrapping moves down by a fixed 24 points, whatever the size, so its lines ran
 * over whatever came next). Breaks at spaces; a word longer than a line is cut.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = cutWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  return [...lines, line];
}

type TextOptions = { size?: number; bold?: boolean; muted?: boolean; gapAfter?: number };

/**
 * A one-column A4 page written top to bottom: paragraphs and label/value rows, each wrapped to
 * the width it has, so a line never prints over the next one. Every PDF the portal makes is
 * laid out here.
 */
export class PdfSheet {
  private y = A4[1] - MARGIN;

  private constructor(
    readonly doc: PDFDocument,
    private page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string, subject: string): Promise<PdfSheet> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(title));
    doc.setSubject(winAnsi(subject));
    doc.setProducer('CarGo customer portal');
    doc.setCreator('CarGo customer portal');
    // A fixed date keeps two renders of one document byte-identical.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const page = doc.addPage(A4);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfSheet(doc, page, regular, bold);
  }

  /** A new page when the next `points` would run into the bottom margin (a long logbook). */
  private room(points: number) {
    if (this.y - points >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Lines drawn from the current position down; `x` places each one (right-aligned values). */
  private drawLines(
    lines: string[],
    size: number,
    font: PDFFont,
    color: ReturnType<typeof rgb>,
    x: (line: string) => number,
  ) {
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x: x(line),
        y: this.y - size - i * size * LEADING,
        size,
        font,
        color,
      });
    });
  }

  /** The height of `count` lines: the first line's size, then a leading for each further line. */
  private static height(count: number, size: number) {
    return size + (count - 1) * size * LEADING;
  }

  /** A paragraph, wrapped to the column; a page break may fall between its lines. */
  text(value: string, { size = 10, bold = false, muted = false, gapAfter = 4 }: TextOptions = {}) {
    const font = bold ? this.bold : this.regular;
    const lines = wrapText(winAnsi(value), font, size, COLUMN);
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      this.room(size + (last ? gapAfter : 0));
      this.drawLines([line], size, font, muted ? MUTED : INK, () => MARGIN);
      this.y -= last ? size + gapAfter : size * LEADING;
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  /**
   * A label on the left and its value right-aligned on the same first line, e.g. a money line.
   * Each wraps within its own side, and the row stays on one page.
   */
  row(label: string, value: string, { size = 10, bold = false }: TextOptions = {}) {
    const font = bold ? this.bold : this.regular;
    const valueLines = wrapText(winAnsi(value), font, size, COLUMN * VALUE_SHARE);
    const valueWidth = Math.max(...valueLines.map((l) => font.widthOfTextAtSize(l, size)));
    const labelLines = wrapText(winAnsi(label), font, size, COLUMN - valueWidth - GUTTER);
    const height = PdfSheet.height(Math.max(labelLines.length, valueLines.length), size);
    this.room(height + 6);
    this.drawLines(labelLines, size, font, INK, () => MARGIN);
    this.drawLines(
      valueLines,
      size,
      font,
      INK,
      (line) => A4[0] - MARGIN - font.widthOfTextAtSize(line, size),
    );
    this.y -= height + 6;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: MUTED,
    });
    this.y -= 10;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
