import type { ContrastShare } from '@boguan/contracts/brand-contrast.api';

/** 12.3%（95%区间 10.1%–14.8%，n=420）: a share always with its interval and sample size. */
export function shareText(s: ContrastShare): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return s.n === 0 ? '无样本（n=0）' : `${pct(s.share)}（95%区间 ${pct(s.low)}–${pct(s.high)}，n=${s.n}）`;
}

/** A net sentiment in [-1, 1] shown signed with two decimals; '-' without a sample. */
export function signedText(value: number | null): string {
  if (value === null) return '-';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}`;
}
