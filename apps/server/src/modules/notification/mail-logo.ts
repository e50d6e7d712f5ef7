import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The tenant logo as a PNG for mail (issue 20): Gmail and Outlook show no SVG, so mails reference
 * a raster copy, rasterised from the tenant's SVG by sharp (librsvg; decision 0014 already brings
 * sharp for image re-encoding). Drawn at twice the size it shows, so it stays sharp on dense screens.
 */

/** The logo's width in the mail (CSS px); the PNG has twice as many pixels. */
export const MAIL_LOGO_WIDTH = 160;
const SCALE = 2;
/** Where tenant logos live on disk (the app's /media/ folder); set at start. */
let mediaDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../public/media');
export function setMediaDir(dir: string) {
  mediaDir = dir;
}

export type MailLogo = { png: Buffer; width: number; height: number; etag: string };

/** One rasterisation per logo file and process: logos change with a deploy, not at run time. */
const cache = new Map<string, Promise<MailLogo | null>>();

/** A /media/… URL as a file inside mediaDir; anything else (another host, a path escaping the folder) is none. */
function fileOf(logoUrl: string): string | null {
  if (!logoUrl.startsWith('/media/')) return null;
  const file = path.resolve(mediaDir, decodeURIComponent(logoUrl.slice('/media/'.length)));
  return file.startsWith(mediaDir + path.sep) ? file : null;
}

async function rasterise(logoUrl: string): Promise<MailLogo | null> {
  const file = fileOf(logoUrl);
  if (!file) return null;
  const source = await readFile(file).catch(() => null);
  if (!source) return null;
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) return null;
  const pixels = MAIL_LOGO_WIDTH * SCALE;
  // An SVG is drawn at 72 dpi: a higher density draws it at the target size instead of upscaling a small bitmap.
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * pixels) / meta.width)));
  const png = await sharp(source, { density, limitInputPixels: 25_000_000 }).resize({ width: pixels }).png({ compressionLevel: 9 }).toBuffer();
  // The shown height from the drawing's own proportions (the PNG's rounds to whole pixels at twice the size).
  const height = Math.round((MAIL_LOGO_WIDTH * meta.height) / meta.width);
  return { png, width: MAIL_LOGO_WIDTH, height, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` };
}

export function mailLogo(logoUrl: string): Promise<MailLogo | null> {
  let logo = cache.get(logoUrl);
  if (!logo) {
    // A failure (a logo file being replaced, a busy disk) is not remembered: the next mail tries again.
    logo = rasterise(logoUrl)
      .catch(() => null)
      .then((drawn) => {
        if (!drawn) cache.delete(logoUrl);
        return drawn;
      });
    cache.set(logoUrl, logo);
  }
  return logo;
}

/** The PNG's address on the tenant's host; `v` changes with the logo, so a month of caching is safe. */
export const MAIL_LOGO_PATH = '/api/notification/mail-logo.png';
export const mailLogoUrl = (hostOrigin: string, logo: MailLogo) => `${hostOrigin}${MAIL_LOGO_PATH}?v=${logo.etag.slice(1, 9)}`;
