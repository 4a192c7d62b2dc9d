import type { EChartInstance } from './echart';

/**
 * Saves a chart as a PNG. The charts draw SVG (crisp text), so the SVG is painted onto a white
 * canvas at twice its size and the canvas saved; resolves false when the browser cannot.
 */
export async function saveChartPng(chart: EChartInstance, fileName: string): Promise<boolean> {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const image = new Image();
  image.src = chart.getDataURL({ type: 'svg' });
  try {
    await image.decode();
  } catch {
    return false;
  }
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
  return true;
}
