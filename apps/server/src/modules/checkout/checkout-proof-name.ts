import { randomBytes } from 'node:crypto';

/**
 * A proof's file name carries its upload time: `<userId>-<UUIDv7>.<ext>` (RFC 9562: the first 48
 * bits are the Unix time in ms). The storage keeps no upload time of its own, and save/voucher must
 * know it to refuse a proof the abandoned-upload sweep could delete under it (PROOF_ATTACH_WITHIN_MS).
 */
export function uuidV7(now: Date): string {
  const b = randomBytes(16);
  const ms = BigInt(now.getTime());
  for (let i = 0; i < 6; i++) b[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  b[6] = (b[6] & 0x0f) | 0x70; // version 7
  b[8] = (b[8] & 0x3f) | 0x80; // RFC 9562 variant
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** When a proof file was uploaded, from its name; null for names without a time (uploaded before names had one). */
export function uploadedAtOf(file: string): Date | null {
  const m = /^\d+-([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg)$/.exec(file);
  return m ? new Date(parseInt(m[1] + m[2], 16)) : null;
}
