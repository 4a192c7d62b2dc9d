/** Fen as the page shows money: ¥1,077.00 (display only; every amount comes from the server). */
export function money(fen: number): string {
  const yuan = (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}`;
}

/** A file size as people read it: 820 KB, 1.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
