import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { encodeQr } from './qr-matrix';

// The reference: the `qrcode` package (used by the server for WeChat QR images), forced to the
// same segment mode, version and mask, must produce exactly the same modules.
function reference(text: string, version: number, mask: number): boolean[][] {
  const qr = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    version,
    maskPattern: mask as QRCode.QRCodeMaskPattern,
  });
  const size = qr.modules.size;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => qr.modules.get(y, x) === 1 || (qr.modules.get(y, x) as unknown) === true),
  );
}

const samples = [
  'http://127.0.0.1:8080/contact',
  'https://boguan.example.com/contact?from=header-service-qr',
  `https://example.com/${'联系客服'.repeat(12)}`,
  'x'.repeat(200),
];

describe('encodeQr', () => {
  for (const text of samples) {
    it(`matches the qrcode package module for module (${text.length} chars)`, () => {
      const auto = encodeQr(text);
      for (let mask = 0; mask < 8; mask++) {
        const mine = encodeQr(text, { version: auto.version, mask });
        expect(mine.modules).toEqual(reference(text, auto.version, mask));
      }
    });
  }

  it('picks the smallest version that holds the text', () => {
    expect(encodeQr('http://127.0.0.1:8080/contact').version).toBe(3);
    expect(encodeQr('x'.repeat(200)).version).toBe(10);
    expect(encodeQr('x'.repeat(200)).size).toBe(57);
  });

  it('refuses text longer than version 10-M holds', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(/too long/);
  });
});
