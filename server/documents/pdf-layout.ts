import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
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

type TextOptions = { size?: number; bold?: boolean; muted?: boolean; gapAfter?: number };

/** A one-column A4 page written top to bottom, with label/amount rows. */
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

  /** A new page when the next line would run into the bottom margin (a long logbook). */
  private room(points: number) {
    if (this.y - points >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(value: string, { size = 10, bold = false, muted = false, gapAfter = 4 }: TextOptions = {}) {
    this.room(size + gapAfter);
    this.page.drawText(winAnsi(value), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: bold ? this.bold : this.regular,
      color: muted ? MUTED : INK,
      maxWidth: A4[0] - 2 * MARGIN,
    });
    this.y -= size + gapAfter;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A label on the left and its value right-aligned, e.g. a money line. */
  row(label: string, value: string, { size = 10, bold = false }: TextOptions = {}) {
    this.room(size + 6);
    const font = bold ? this.bold : this.regular;
    const safeValue = winAnsi(value);
    this.page.drawText(winAnsi(label), { x: MARGIN, y: this.y - size, size, font, color: INK });
    const width = font.widthOfTextAtSize(safeValue, size);
    this.page.drawText(safeValue, {
      x: A4[0] - MARGIN - width,
      y: this.y - size,
      size,
      font,
      color: INK,
    });
    this.y -= size + 6;
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
