import { BRAND_ALERT_RULE, type BrandAlertKind } from '@boguan/contracts/brand-alert';
import { trailingStats } from '@boguan/weibo/analytics/topic-spikes';

/*
 * Which days of a brand's daily series rose above their trailing days (pure; docs/brand-audience.md,
 * "Brand alerts"). The engine's trailing mean + k·σ over the `window` days before each day decides,
 * on mention volume and on the negative share of the day's mentions.
 */

export interface DayFigures {
  day: string;
  mentions: number;
  negative: number;
}

export interface BrandAlertFinding {
  day: string;
  kind: BrandAlertKind;
  value: number;
  mean: number;
  sd: number;
  threshold: number;
  mentions: number;
  negative: number;
}

export type AlertRule = typeof BRAND_ALERT_RULE;

/**
 * The findings on the days `check` (each must have `rule.window` days before it in `series`, which
 * is in day order). A day without mentions has a negative share of 0.
 */
export function detectBrandAlerts(
  series: readonly DayFigures[],
  check: readonly string[],
  rule: AlertRule = BRAND_ALERT_RULE,
): BrandAlertFinding[] {
  const volume = trailingStats(
    series.map((d) => d.mentions),
    { k: rule.k, window: rule.window, minCount: rule.minMentions },
  );
  const shares = series.map((d) => (d.mentions > 0 ? d.negative / d.mentions : 0));
  const negative = trailingStats(shares, { k: rule.k, window: rule.window, minCount: 0 });
  const findings: BrandAlertFinding[] = [];
  series.forEach((day, i) => {
    if (!check.includes(day.day)) return;
    const v = volume[i];
    if (v?.spike && v.mean !== null && v.sd !== null && v.threshold !== null) {
      findings.push({
        day: day.day,
        kind: 'volume',
        value: day.mentions,
        mean: v.mean,
        sd: v.sd,
        threshold: v.threshold,
        mentions: day.mentions,
        negative: day.negative,
      });
    }
    const n = negative[i];
    const enough = day.mentions >= rule.minShareMentions && day.negative >= rule.minNegative;
    if (enough && n?.spike && n.mean !== null && n.sd !== null && n.threshold !== null) {
      findings.push({
        day: day.day,
        kind: 'negative',
        value: shares[i] as number,
        mean: n.mean,
        sd: n.sd,
        threshold: n.threshold,
        mentions: day.mentions,
        negative: day.negative,
      });
    }
  });
  return findings;
}
