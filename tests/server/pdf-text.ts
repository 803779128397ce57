import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

// WinAnsi differs from Latin-1 only in 0x80–0x9F; these are the ones the documents print.
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
export const fromWinAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

export const streamsOf = (contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] => {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => doc.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  }
  return [];
};

/**
 * The document parsed back with pdf-lib and the text its pages draw, one string per text
 * operation, in order: proof the bytes are a PDF and say what they should.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ doc: PDFDocument; lines: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of streamsOf(page.node.Contents(), doc)) {
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(fromWinAnsi(Buffer.from(match[1] ?? '', 'hex')));
      }
    }
  }
  return { doc, lines };
}
