/** Fen as the pages show money: ¥1,077.00 (negative amounts keep their sign: -¥12.00). */
export function money(fen: number): string {
  const yuan = (Math.abs(fen) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${fen < 0 ? '-' : ''}¥${yuan}`;
}

/** A signed ledger amount: +¥79.80 / -¥100.00. */
export function signedMoney(fen: number): string {
  return fen > 0 ? `+${money(fen)}` : money(fen);
}
