/** Fen as the operator pages show money: ¥1,077.00. */
export function money(fen: number): string {
  const yuan = (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}`;
}
