import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney, percentOf } from '@credo/contracts/checkout-bank';

/**
 * The invoice document (issue 16, decision 0017 "Invoices"): A4 portrait with the seller, the
 * buyer, the lines (course fee, service fee), the VAT line with its rate, the total and currency.
 * Fonts as the certificate PDF does it: the standard fonts encode WinAnsi only, so when a text
 * needs more (a buyer's name in Arabic, the złoty sign) a Unicode TrueType font found on the
 * machine is embedded (subset); without one the currency code stands in for its symbol and other
 * characters the font cannot draw are left out rather than failing the download.
 */

export type InvoicePdfInput = {
  invoiceNo: string;
  issuedAt: Date;
  paidAt: Date;
  seqNo: string;
  payMethod: string;
  seller: { name: string; address: string; countryCode: string; vatId: string; email: string };
  buyer: { name: string; company: string | null; addressLines: string[]; email: string | null };
  goods: string;
  currencyCode: string;
  currencySymbol: string;
  courseFeeMinor: number;
  serviceRateBp: number;
  serviceFeeMinor: number;
  taxRateBp: number;
  taxMinor: number;
  totalMinor: number;
};

const UNICODE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
];
const isWinAnsi = (s: string) => /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/.test(s);
const winAnsiOnly = (s: string) => [...s].filter(isWinAnsi).join('').replace(/\s+/g, ' ').trim();
const NAVY = rgb(0.09, 0.2, 0.38);
const GREY = rgb(0.35, 0.35, 0.35);
const dateText = (d: Date) => d.toISOString().slice(0, 10);

type Fonts = { regular: PDFFont; bold: PDFFont; unicode: PDFFont | null; unicodeBold: PDFFont | null };

async function loadFonts(doc: PDFDocument, texts: string[]): Promise<Fonts> {
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    unicode: null,
    unicodeBold: null,
  };
  if (texts.every(isWinAnsi)) return fonts;
  const file = UNICODE_FONTS.find((f) => fs.existsSync(f));
  if (file) {
    doc.registerFontkit(fontkit);
    fonts.unicode = await doc.embedFont(fs.readFileSync(file), { subset: true });
    const boldFile = file.replace(/\.ttf$/, '-Bold.ttf');
    fonts.unicodeBold = fs.existsSync(boldFile) ? await doc.embedFont(fs.readFileSync(boldFile), { subset: true }) : fonts.unicode;
  }
  return fonts;
}

type Pen = { page: PDFPage; fonts: Fonts };

/** Draws text at (x, y), right-aligned to x when asked, with the Unicode font when needed. */
function write(pen: Pen, text: string, x: number, y: number, o: { bold?: boolean; size?: number; right?: boolean; color?: ReturnType<typeof rgb> } = {}) {
  let font = o.bold ? pen.fonts.bold : pen.fonts.regular;
  let t = text;
  if (!isWinAnsi(text)) {
    const uni = o.bold ? pen.fonts.unicodeBold : pen.fonts.unicode;
    if (uni) font = uni;
    else t = winAnsiOnly(text);
  }
  const size = o.size ?? 10;
  const dx = o.right ? font.widthOfTextAtSize(t, size) : 0;
  pen.page.drawText(t, { x: x - dx, y, size, font, color: o.color ?? NAVY });
}

export async function buildInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${input.invoiceNo}`);
  doc.setAuthor(input.seller.name);
  doc.setKeywords([input.invoiceNo, input.seqNo]);
  const texts = [
    input.seller.name,
    input.seller.address,
    input.buyer.name,
    input.buyer.company ?? '',
    ...input.buyer.addressLines,
    input.goods,
    input.currencySymbol,
  ];
  const fonts = await loadFonts(doc, texts);
  const page = doc.addPage([595.28, 841.89]);
  const pen: Pen = { page, fonts };
  // The symbol itself when a font can draw it, else the ISO code (never a missing glyph in an amount).
  const symbol = isWinAnsi(input.currencySymbol) || fonts.unicode ? input.currencySymbol : `${input.currencyCode} `;
  const money = (minor: number) => formatMoney(minor, symbol);
  const top = 790;

  write(pen, 'INVOICE', 50, top, { bold: true, size: 24 });
  const meta: [string, string][] = [
    ['Invoice number', input.invoiceNo],
    ['Issue date', dateText(input.issuedAt)],
    ['Date of payment', dateText(input.paidAt)],
    ['Order number', input.seqNo],
    ['Payment method', input.payMethod],
  ];
  meta.forEach(([k, v], i) => {
    write(pen, k, 330, top - i * 15, { color: GREY });
    write(pen, v, 545, top - i * 15, { bold: true, right: true });
  });

  const block = (title: string, lines: string[], x: number) => {
    write(pen, title, x, 690, { bold: true, size: 9, color: GREY });
    lines.filter(Boolean).forEach((l, i) => write(pen, l, x, 674 - i * 14, { bold: i === 0 }));
  };
  block('SELLER', [input.seller.name, ...input.seller.address.split('\n'), input.seller.countryCode, `VAT ID: ${input.seller.vatId}`, input.seller.email], 50);
  block('BUYER', [input.buyer.name, input.buyer.company ?? '', ...input.buyer.addressLines, input.buyer.email ?? ''], 320);

  // Lines: the course (or exam) fee and the payment service fee; VAT on both (decision 0017 "Amounts").
  let y = 540;
  page.drawRectangle({ x: 50, y: y - 6, width: 495, height: 20, color: rgb(0.93, 0.95, 0.98) });
  write(pen, 'Description', 58, y, { bold: true });
  write(pen, 'Qty', 360, y, { bold: true, right: true });
  write(pen, `Net (${input.currencyCode})`, 537, y, { bold: true, right: true });
  const rows: [string, number][] = [
    [input.goods, input.courseFeeMinor],
    [`Payment service fee (${percentOf(input.serviceRateBp)} %)`, input.serviceFeeMinor],
  ];
  for (const [label, amount] of rows) {
    y -= 22;
    write(pen, label.length > 60 ? `${label.slice(0, 57)}...` : label, 58, y);
    write(pen, '1', 360, y, { right: true });
    write(pen, money(amount), 537, y, { right: true });
  }
  y -= 14;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.6, color: GREY });
  const totals: [string, string, boolean][] = [
    ['Net total', money(input.courseFeeMinor + input.serviceFeeMinor), false],
    [`VAT ${percentOf(input.taxRateBp)} %`, money(input.taxMinor), false],
    [`Total (${input.currencyCode})`, money(input.totalMinor), true],
  ];
  for (const [label, value, bold] of totals) {
    y -= 20;
    write(pen, label, 400, y, { bold, right: true, color: bold ? NAVY : GREY });
    write(pen, value, 537, y, { bold, right: true, size: bold ? 12 : 10 });
  }
  write(pen, `Paid in full on ${dateText(input.paidAt)}. Paid training is non-refundable.`, 50, 120, { color: GREY, size: 9 });
  if (input.taxRateBp === 0) write(pen, 'No VAT charged in the region where the training takes place.', 50, 106, { color: GREY, size: 9 });
  return doc.save({ useObjectStreams: false });
}
