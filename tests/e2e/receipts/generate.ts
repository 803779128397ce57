import type { Browser } from 'playwright-core';

/** A receipt to draw, and what a reading of it should find. */
export type GeneratedReceipt = {
  supplier: string;
  abn: string | null;
  /** yyyy-mm-dd */
  date: string;
  lines: Array<[string, number]>;
  totalCents: number;
  gstCents: number;
  cash: boolean;
  type: string;
};

/** How the photo looks: the print, the paper and the camera. */
export type Look = {
  font: string;
  fontPx: number;
  thermal: boolean;
  blurPx: number;
  skewDeg: number;
  shadow: boolean;
  creases: boolean;
  /** The photo's long edge in pixels (three sizes in the bench). */
  longEdge: number;
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const escape = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt as HTML on a dark table, as a phone would photograph it. */
export function receiptHtml(r: GeneratedReceipt, look: Look): string {
  const row = (left: string, right: string, strong = false) =>
    `<div class="row${strong ? ' strong' : ''}"><span>${escape(left)}</span><span>${escape(right)}</span></div>`;
  const subtotal = r.totalCents - r.gstCents;
  const tendered = Math.ceil(r.totalCents / 5000) * 5000;
  const body = [
    `<div class="c strong big">${escape(r.supplier)}</div>`,
    `<div class="c">12 George St Sydney NSW 2000</div>`,
    r.abn
      ? `<div class="c">ABN ${r.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')}</div>`
      : '',
    `<div class="c">TAX INVOICE</div>`,
    `<div>Date: ${dmy(r.date)} Time: 08:42</div>`,
    `<hr>`,
    ...r.lines.map(([name, cents]) => row(name, money(cents))),
    `<hr>`,
    row('SUBTOTAL', money(subtotal)),
    row('GST', money(r.gstCents)),
    row('TOTAL', money(r.totalCents), true),
    r.cash
      ? row('CASH', money(tendered)) + row('CHANGE', money(tendered - r.totalCents))
      : row('EFTPOS', money(r.totalCents)),
    `<div class="c">Total includes GST ${money(r.gstCents)}</div>`,
    `<div class="c">THANK YOU</div>`,
  ].join('');
  const paper = look.thermal ? '#f1efe8' : '#ffffff';
  const ink = look.thermal ? '#55555a' : '#111111';
  return `<!doctype html><html><head><style>
    html,body{margin:0;background:#3a3f45;}
    .stage{width:${Math.round(look.fontPx * 30)}px;padding:${look.fontPx * 3}px;}
    .paper{position:relative;background:${paper};color:${ink};font-family:${look.font};font-size:${look.fontPx}px;
      line-height:1.35;padding:${look.fontPx * 1.5}px;transform:rotate(${look.skewDeg}deg);filter:blur(${look.blurPx}px);
      box-shadow:0 0 ${look.fontPx}px rgba(0,0,0,.6);}
    .row{display:flex;justify-content:space-between}.c{text-align:center}.strong{font-weight:bold}.big{font-size:1.3em}
    hr{border:0;border-top:1px dashed ${ink}}
    .shade{position:absolute;inset:0;background:linear-gradient(115deg,rgba(0,0,0,0) 40%,rgba(0,0,0,.28) 75%);pointer-events:none}
    .crease{position:absolute;left:0;right:0;height:2px;background:rgba(0,0,0,.18);box-shadow:0 1px 2px rgba(255,255,255,.6)}
  </style></head><body><div class="stage" id="stage"><div class="paper">${body}
    ${look.shadow ? '<div class="shade"></div>' : ''}
    ${look.creases ? '<div class="crease" style="top:33%"></div><div class="crease" style="top:66%"></div>' : ''}
  </div></div></body></html>`;
}

/** Draws the receipt in Chromium and photographs it at the look's size (a JPEG, like a camera). */
export async function photographReceipt(
  browser: Browser,
  r: GeneratedReceipt,
  look: Look,
): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(receiptHtml(r, look));
    const box = await page.locator('#stage').boundingBox();
    if (!box) throw new Error('the receipt did not render');
    const scale = look.longEdge / Math.max(box.width, box.height);
    await page.setViewportSize({
      width: Math.ceil(box.width) + 1,
      height: Math.ceil(box.height) + 1,
    });
    const shot = await page
      .locator('#stage')
      .screenshot({ type: 'jpeg', quality: 88, scale: 'device' });
    if (Math.abs(scale - 1) < 0.05) return shot;
    // Rescaled to the photo's size in the browser itself: no image library in the test run.
    const resized = await page.evaluate(
      async ({ b64, s }) => {
        const img = new Image();
        img.src = `data:image/jpeg;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(img.naturalWidth * s);
        canvas.height = Math.round(img.naturalHeight * s);
        canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/jpeg', 0.88).split(',')[1] ?? '';
      },
      { b64: shot.toString('base64'), s: scale },
    );
    return Buffer.from(resized, 'base64');
  } finally {
    await page.close();
  }
}

/** A fuel docket for the journey tests: $76.88 on 14/11/2026 at Ampol. */
export const FUEL_RECEIPT: GeneratedReceipt = {
  supplier: 'AMPOL PARRAMATTA',
  abn: '40004201307',
  date: '2026-11-14',
  lines: [
    ['Unleaded E10 38.52L', 7238],
    ['Coffee regular', 450],
  ],
  totalCents: 7688,
  gstCents: 699,
  cash: false,
  type: 'Fuel',
};

export const PLAIN_LOOK: Look = {
  font: 'DejaVu Sans Mono, monospace',
  fontPx: 22,
  thermal: false,
  blurPx: 0,
  skewDeg: 0,
  shadow: false,
  creases: false,
  longEdge: 1600,
};
