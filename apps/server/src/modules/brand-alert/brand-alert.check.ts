import { BRAND_ALERT_KIND_LABELS, BRAND_ALERT_RULE } from '@boguan/contracts/brand-alert';
import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { dailySeries } from '../brand-data/brand-data.repository.js';
import { notifyUser } from '../home-content/messages.service.js';
import { type BrandAlertFinding, detectBrandAlerts } from './brand-alert.detect.js';
import { allWatches, attachMessage, insertAlert } from './brand-alert.repository.js';

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (value: number) => `${round1(value * 100)}%`;

/** The message of one finding, as the message centre shows it. */
export function alertMessage(brandName: string, f: BrandAlertFinding) {
  const rule = `前${BRAND_ALERT_RULE.window}天均值 + ${BRAND_ALERT_RULE.k} × 标准差`;
  const content =
    f.kind === 'volume'
      ? `${f.day}「${brandName}」的提及量为 ${f.value} 条，高于${rule}（均值 ${round1(f.mean)} 条，标准差 ${round1(f.sd)}，阈值 ${round1(f.threshold)} 条）。`
      : `${f.day}「${brandName}」的负面占比为 ${percent(f.value)}（${f.negative} / ${f.mentions} 条提及），高于${rule}（均值 ${percent(f.mean)}，标准差 ${percent(f.sd)}，阈值 ${percent(f.threshold)}）。`;
  return {
    type: 'brand_alert' as const,
    title: `品牌预警：「${brandName}」${BRAND_ALERT_KIND_LABELS[f.kind]}`,
    content: `${content}可在「品牌受众分析」页的品牌预警中查看全部提醒。`,
  };
}

/**
 * Every watched brand's yesterday and today (so far) against their trailing days; each finding
 * becomes, for each watcher, an alert row and its message in one transaction. The unique (member,
 * brand, day, kind) key makes a second check, here or in another instance, a no-op: one message per
 * brand, day and kind.
 */
export async function checkBrandAlerts(
  db: Kysely<Database>,
  clock: Clock,
): Promise<{ brands: number; findings: number; alerts: number }> {
  const watched = await allWatches(db);
  const now = clock.now();
  const today = chinaDate(now);
  const yesterday = addDays(today, -1);
  let findings = 0;
  let alerts = 0;
  for (const [brandId, { cnName, userIds }] of watched) {
    const series = await dailySeries(db, brandId, addDays(yesterday, -BRAND_ALERT_RULE.window), today);
    const found = detectBrandAlerts(series, [yesterday, today]);
    findings += found.length;
    for (const finding of found) {
      for (const userId of userIds) {
        const raised = await db.transaction().execute(async (trx) => {
          const alertId = await insertAlert(trx, {
            user_id: userId,
            brand_id: brandId,
            day: finding.day,
            kind: finding.kind,
            value: finding.value,
            mean: finding.mean,
            sd: finding.sd,
            threshold: finding.threshold,
            mentions: finding.mentions,
            negative: finding.negative,
            created_at: now,
          });
          if (alertId === null) return false;
          const messageId = await notifyUser(trx, userId, alertMessage(cnName, finding), clock);
          await attachMessage(trx, alertId, messageId);
          return true;
        });
        if (raised) alerts += 1;
      }
    }
  }
  return { brands: watched.size, findings, alerts };
}
