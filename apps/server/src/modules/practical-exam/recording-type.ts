/**
 * What a recording is by its first bytes (issue 17 item 8): an ISO base media file (MP4, or MOV
 * when its major brand is QuickTime's "qt  ") has an `ftyp` box at offset 4; WebM is an EBML
 * document (1A 45 DF A3) whose DocType is "webm". Anything else is refused, whatever its name.
 */
export type RecordingType = { mime: 'video/mp4' | 'video/webm' | 'video/quicktime'; ext: 'mp4' | 'webm' | 'mov' };

export function recordingTypeOf(bytes: Buffer): RecordingType | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return bytes.toString('latin1', 8, 12) === 'qt  ' ? { mime: 'video/quicktime', ext: 'mov' } : { mime: 'video/mp4', ext: 'mp4' };
  }
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.subarray(0, 64).includes('webm', 0, 'latin1')) {
    return { mime: 'video/webm', ext: 'webm' };
  }
  return null;
}
