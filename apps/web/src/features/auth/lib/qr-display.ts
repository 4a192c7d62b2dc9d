/**
 * The local WeChat provider answers qr_url as a PNG data URL (an <img>); the Open Platform
 * provider answers the qrconnect page URL, which WeChat only serves as a page (an <iframe>).
 */
export type QrKind = 'image' | 'page';

export function qrKind(url: string): QrKind {
  if (/^data:image\//i.test(url)) return 'image';
  if (/\.(png|jpe?g|gif|svg|webp)(\?|#|$)/i.test(url)) return 'image';
  return 'page';
}
