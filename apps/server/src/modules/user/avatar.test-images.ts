import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real images for the avatar tests, made with sharp so they decode (the upload re-encodes them). */
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });

export const makePng = (width = 8, height = 8) => solid(width, height).png().toBuffer();
export const makeJpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();

/** GPS IFD pointer tag (0x8825) as it appears in a big- or little-endian TIFF header. */
const GPS_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && GPS_TAG.some((tag) => exif.includes(tag));

/** A phone photo: EXIF with the camera and where it was taken (Warsaw). */
export const makeJpegWithGps = () =>
  solid(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 42/1' },
    })
    .toBuffer();

/** A local file header of a zip archive holding `evil.js`: what a PNG+zip polyglot carries after IEND. */
export const ZIP_PAYLOAD = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.alloc(12),
  Buffer.from([7, 0, 0, 0]),
  Buffer.from('evil.jsalert(document.cookie)'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);
export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/**
 * A PNG whose header claims width × height while its data stays a few bytes: a decompression
 * bomb as far as the header goes. The IHDR's CRC is recomputed so the file is otherwise valid.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  // Signature (8) + IHDR length (4) + 'IHDR' (4): width and height follow, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
