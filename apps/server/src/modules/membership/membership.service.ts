import { chinaDate, chinaMonth } from '@boguan/contracts/china-time';
import {
  FEATURES,
  type FeatureAllowance,
  type FeatureKey,
  type FeatureRule,
  featureRule,
  MembershipMessage,
  type QuotaState,
  toMemberLevel,
} from '@boguan/contracts/membership';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { addUsage, forgetCountedUse, noteCountedUse, readUsage, releaseUsage } from './membership.repository.js';

/** Usage-counter periods: 'd:2026-01-05' and 'm:2026-01' (China time). */
function usagePeriods(at: Date): { day: string; month: string } {
  return { day: `d:${chinaDate(at)}`, month: `m:${chinaMonth(at)}` };
}

/** Who is asking: the level must be the one in force now (SessionUser.level already is). */
export interface Member {
  id: number;
  level: number;
}

export interface ConsumeResult {
  rule: FeatureRule;
  /** The counts after this use. */
  day: number;
  month: number;
}

/**
 * The one gate every tool passes: `authorize` answers 1001 when the level lacks the
 * feature; `consume` counts uses per China day and month and answers 1002 when a limit
 * would be passed; `remaining` tells the client what is left.
 */
export interface MembershipService {
  authorize(user: Member, feature: FeatureKey): FeatureRule;
  consume(user: Member, feature: FeatureKey, amount?: number): Promise<ConsumeResult>;
  /**
   * One use, counted only the first time this China day the member asks for `fingerprint` (the
   * same search again, from a reload or back/forward, is free); `counted` says whether it was.
   */
  consumeOnce(user: Member, feature: FeatureKey, fingerprint: string): Promise<{ rule: FeatureRule; counted: boolean }>;
  release(user: Member, feature: FeatureKey, amount?: number): Promise<void>;
  /** Gives back a counted `consumeOnce` whose call failed: asking again counts again. */
  releaseOnce(user: Member, feature: FeatureKey, fingerprint: string): Promise<void>;
  remaining(user: Member, feature: FeatureKey): Promise<FeatureAllowance>;
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1)
    throw new Error(`usage amount must be a positive integer, got ${amount}`);
}

function quota(limit: number | undefined, used: number): QuotaState | null {
  return limit === undefined ? null : { limit, used, remaining: Math.max(limit - used, 0) };
}

export function createMembershipService(deps: { db: Kysely<Database>; clock: Clock }): MembershipService {
  const { db, clock } = deps;

  function authorize(user: Member, feature: FeatureKey): FeatureRule {
    const rule = featureRule(feature, user.level);
    if (!rule.allowed) {
      throw AppError.noPermission(MembershipMessage.noPermission);
    }
    return rule;
  }

  /** One use counted for the day and the month inside `trx`, under the limits of the member's (authorized) rule. */
  async function countUse(trx: Kysely<Database>, user: Member, feature: FeatureKey, rule: FeatureRule, amount: number) {
    const periods = usagePeriods(clock.now());
    const day = await addUsage(trx, { userId: user.id, feature, period: periods.day, amount, limit: rule.perDay });
    if (day === null) throw AppError.quotaUsedUp(MembershipMessage.dayUsedUp);
    const month = await addUsage(trx, {
      userId: user.id,
      feature,
      period: periods.month,
      amount,
      limit: rule.perMonth,
    });
    if (month === null) throw AppError.quotaUsedUp(MembershipMessage.monthUsedUp);
    return { rule, day, month };
  }

  return {
    authorize,

    async consumeOnce(user, feature, fingerprint) {
      const rule = authorize(user, feature);
      const period = usagePeriods(clock.now()).day;
      // One transaction: a refused quota also forgets the fingerprint, and a concurrent twin waits
      // on its key, then counts itself or finds it counted.
      return db.transaction().execute(async (trx) => {
        const first = await noteCountedUse(trx, { userId: user.id, feature, period, fingerprint, at: clock.now() });
        if (!first) return { rule, counted: false };
        await countUse(trx, user, feature, rule, 1);
        return { rule, counted: true };
      });
    },

    async releaseOnce(user, feature, fingerprint) {
      const periods = usagePeriods(clock.now());
      await db.transaction().execute(async (trx) => {
        await forgetCountedUse(trx, { userId: user.id, feature, period: periods.day, fingerprint });
        await releaseUsage(trx, { userId: user.id, feature, periods: [periods.day, periods.month], amount: 1 });
      });
    },

    async consume(user, feature, amount = 1) {
      checkAmount(amount);
      const rule = authorize(user, feature);
      // Day and month move together: a refused month rolls back the day it already counted.
      return db.transaction().execute((trx) => countUse(trx, user, feature, rule, amount));
    },

    async release(user, feature, amount = 1) {
      checkAmount(amount);
      const periods = usagePeriods(clock.now());
      await releaseUsage(db, { userId: user.id, feature, periods: [periods.day, periods.month], amount });
    },

    async remaining(user, feature) {
      const level = toMemberLevel(user.level);
      const rule = featureRule(feature, level);
      const periods = usagePeriods(clock.now());
      const used = await readUsage(db, { userId: user.id, feature, periods: [periods.day, periods.month] });
      return {
        feature,
        name: FEATURES[feature],
        level,
        allowed: rule.allowed,
        per_day: rule.allowed ? quota(rule.perDay, used.get(periods.day) ?? 0) : null,
        per_month: rule.allowed ? quota(rule.perMonth, used.get(periods.month) ?? 0) : null,
        max_rows: rule.allowed ? (rule.maxRows ?? null) : null,
      };
    },
  };
}
