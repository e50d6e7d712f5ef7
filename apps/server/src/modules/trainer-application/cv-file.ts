/** "%PDF-": every PDF file starts with it (ISO 32000-1, 7.5.2); the name and declared type are not trusted. */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export function sniffPdf(bytes: Buffer): boolean {
  return bytes.length > PDF_SIGNATURE.length + 3 && bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}
