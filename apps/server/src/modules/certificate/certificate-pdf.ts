import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * The certificate document (issue 7, decision 0010): an A4 landscape page with a border, the
 * title, the holder and certification names centred, level, version, dates, number and a QR code
 * of the public verification URL. Drawn on request from the certificate row (never stored).
 *
 * Fonts: the 14 standard PDF fonts only encode WinAnsi (Latin-1 and a few more), so a name in
 * Arabic, Thai, Korean … cannot be drawn with them. When a text needs more, a Unicode TrueType
 * font found on the machine is embedded (subset, shaped by fontkit: Arabic joins and runs right to
 * left); without one, the characters the standard font cannot draw are left out rather than
 * failing the download (the verification page, in the browser, always shows the full name).
 */

export type CertificatePdfInput = {
  holderName: string;
  certificationName: string;
  level: number;
  versionLabel: string;
  number: string;
  issuedAt: Date;
  expiresAt: Date;
  verifyUrl: string;
  /** Extra Unicode font files to try first (tests); the system's DejaVu fonts follow. */
  unicodeFonts?: readonly string[];
};

export const LEVEL_NAMES: Record<number, string> = { 1: 'Associate', 2: 'Professional', 3: 'Expert' };

const UNICODE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
];

/** Characters the standard fonts encode (WinAnsi). */
const isWinAnsi = (s: string) => /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/.test(s);
const winAnsiOnly = (s: string) => [...s].filter(isWinAnsi).join('').replace(/\s+/g, ' ').trim();

const dateText = (d: Date) => d.toISOString().slice(0, 10);
const NAVY = rgb(0.09, 0.2, 0.38);
const GOLD = rgb(0.72, 0.56, 0.2);
const GREY = rgb(0.3, 0.3, 0.3);

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; unicode: PDFFont | null; unicodeBold: PDFFont | null };

async function loadFonts(doc: PDFDocument, texts: string[], candidates: readonly string[]): Promise<Fonts> {
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    unicode: null,
    unicodeBold: null,
  };
  if (texts.every(isWinAnsi)) return fonts;
  const file = [...candidates, ...UNICODE_FONTS].find((f) => fs.existsSync(f));
  if (file) {
    doc.registerFontkit(fontkit);
    fonts.unicode = await doc.embedFont(fs.readFileSync(file), { subset: true });
    const boldFile = file.replace(/\.ttf$/, '-Bold.ttf');
    fonts.unicodeBold = fs.existsSync(boldFile) ? await doc.embedFont(fs.readFileSync(boldFile), { subset: true }) : fonts.unicode;
  }
  return fonts;
}

/** Draws `text` centred at `y`, shrinking the size until it fits `maxWidth`. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, fallback: Fonts, color = NAVY, maxWidth = 700) {
  let f = font;
  let t = text;
  if (!isWinAnsi(text)) {
    if (fallback.unicode) f = (font === fallback.bold ? fallback.unicodeBold : null) ?? fallback.unicode;
    else t = winAnsiOnly(text);
  }
  let s = size;
  while (s > 8 && f.widthOfTextAtSize(t, s) > maxWidth) s -= 1;
  page.drawText(t, { x: (page.getWidth() - f.widthOfTextAtSize(t, s)) / 2, y, size: s, font: f, color });
}

export async function buildCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate ${input.number}`);
  doc.setSubject(input.certificationName);
  doc.setAuthor('Credo Academy');
  doc.setKeywords([input.number]);
  const fonts = await loadFonts(doc, [input.holderName, input.certificationName, input.versionLabel], input.unicodeFonts ?? []);
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: NAVY, borderWidth: 4 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: GOLD, borderWidth: 1.5 });

  centred(page, 'CERTIFICATE', height - 120, fonts.bold, 40, fonts);
  centred(page, 'of achievement', height - 148, fonts.italic, 18, fonts, GOLD);
  centred(page, 'This is to certify that', height - 200, fonts.regular, 14, fonts, GREY);
  centred(page, input.holderName, height - 245, fonts.bold, 30, fonts);
  page.drawLine({ start: { x: width / 2 - 200, y: height - 255 }, end: { x: width / 2 + 200, y: height - 255 }, thickness: 0.8, color: GOLD });
  centred(page, 'has successfully met the requirements of', height - 285, fonts.regular, 14, fonts, GREY);
  centred(page, input.certificationName, height - 322, fonts.bold, 22, fonts);
  const level = LEVEL_NAMES[input.level] ?? `Level ${input.level}`;
  centred(page, `${level} level  ·  Version ${input.versionLabel}`, height - 350, fonts.regular, 13, fonts, GREY);

  const rows: [string, string][] = [
    ['Certificate number', input.number],
    ['Issued', dateText(input.issuedAt)],
    ['Valid until', dateText(input.expiresAt)],
  ];
  rows.forEach(([label, value], i) => {
    const y = 150 - i * 22;
    page.drawText(`${label}:`, { x: 70, y, size: 11, font: fonts.regular, color: GREY });
    page.drawText(value, { x: 200, y, size: 11, font: fonts.bold, color: NAVY });
  });
  page.drawText(`Verify at ${input.verifyUrl}`, { x: 70, y: 70, size: 9, font: fonts.regular, color: GREY });

  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: width - 70 - 110, y: 60, width: 110, height: 110 });
  const scan = 'Scan to verify';
  page.drawText(scan, { x: width - 70 - 55 - fonts.regular.widthOfTextAtSize(scan, 9) / 2, y: 46, size: 9, font: fonts.regular, color: GREY });

  return doc.save({ useObjectStreams: false });
}
