import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { VALIDATE_CODE_LENGTH } from '@credo/contracts/trainer-application';

/**
 * The image of a verification code (decision 0024): svg-captcha draws the characters as outlined,
 * distorted paths with noise lines (its own font, so no system font is needed), and sharp (already
 * ours, decision 0014) turns the SVG into a PNG, so no path data a script could read the letters
 * from reaches the browser. The characters come from the CSPRNG, not svg-captcha's Math.random.
 */

// svg-captcha is CommonJS; its default export draws a given text: (text, options) => svg.
const draw = createRequire(import.meta.url)('svg-captcha') as (text: string, options: object) => string;

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: letters a person confuses. */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

export function newCodeText(length = VALIDATE_CODE_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** What the learner typed, compared as issued: case and surrounding spaces do not matter. */
export const normaliseAnswer = (typed: string) => typed.trim().toUpperCase();

export async function codeImagePng(text: string): Promise<Buffer> {
  const svg = draw(text, { width: 150, height: 50, fontSize: 52, noise: 3, color: true, background: '#f4f6f8' });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
