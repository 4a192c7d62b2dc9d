/** A document kind an invoice accepts, decided by the file's first bytes (never its name or declared type). */
export interface InvoiceFileKind {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  ext: 'jpg' | 'png' | 'pdf';
}

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((value, index) => bytes[index] === value);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** %PDF- */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function isPdf(bytes: Buffer): boolean {
  return startsWith(bytes, PDF);
}

export function detectInvoiceFile(bytes: Buffer): InvoiceFileKind | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (isPdf(bytes)) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/**
 * A readable display name ending in the extension of what the file really is (a PNG sent as
 * x.pdf is kept as x.png): no directories, no control or bidi characters, bounded length.
 */
export function documentName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').replaceAll('\\', '/').split('/').pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>"]/g, '').trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = [...(dot >= 0 ? cleaned.slice(0, dot) : cleaned)].slice(0, 90).join('').trim();
  return `${stem === '' ? '资料' : stem}.${ext}`;
}
