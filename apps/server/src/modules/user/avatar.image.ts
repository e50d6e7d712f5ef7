import sharp from 'sharp';

/**
 * A 200 KB PNG may claim 30,000 × 30,000 pixels (gigabytes once decoded). 25 megapixels is more
 * than any camera photo chosen as an avatar, and libvips refuses larger ones from the header,
 * before decoding anything.
 */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;
/** Avatars show at a few dozen pixels; 1024 keeps a sharp picture on any screen and bounds the stored size. */
export const AVATAR_MAX_SIDE = 1024;

/**
 * The upload decoded to pixels and encoded again in its own format (decision 0014). What the
 * user's camera or an attacker put around the pixels does not survive: EXIF (GPS position,
 * device serial), comments, text chunks, and a payload appended after the image or hidden in a
 * chunk (an HTML, script or zip polyglot). EXIF orientation is applied first, so the picture
 * keeps its side up once the tag is gone. Answers null when the bytes do not decode as an image.
 */
export async function reencodeImage(bytes: Buffer, format: 'png' | 'jpg'): Promise<Buffer | null> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (keepMetadata/withExif): the output carries pixels only.
    return format === 'png' ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}
