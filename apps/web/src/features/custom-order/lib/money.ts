/** Fen as the page shows money: ¥12,000.50 (display only; every amount comes from the server). */
export function money(fen: number): string {
  const yuan = (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}`;
}
