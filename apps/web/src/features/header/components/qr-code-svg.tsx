import { useMemo } from 'react';
import { encodeQr } from '../lib/qr-matrix';

/** Draws text as a QR code (SVG, crisp at any size) with the standard 4-module quiet zone. */
export function QrCodeSvg({ text, size = 140, title }: { text: string; size?: number; title: string }) {
  const { path, extent } = useMemo(() => {
    const qr = encodeQr(text);
    const parts: string[] = [];
    qr.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4},${y + 4}h1v1h-1z`);
      });
    });
    return { path: parts.join(''), extent: qr.size + 8 };
  }, [text]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={title}
    >
      <title>{title}</title>
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
