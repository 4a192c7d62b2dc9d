/** Fen as the page shows money: ¥1,077.00 (null: not entered). */
export function money(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '-';
  const yuan = (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}`;
}

/** Fen as the yuan text a money box shows again: 123450 → '1234.5'. */
export function yuanText(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}
