import type { VerifyBadge, WeiboUser } from '../model.js';
import { type BotSignal, botSignals } from './fan-quality.js';

/** What is known of a participating account (a stored profile). */
export type ParticipantProfile = Pick<
  WeiboUser,
  'uid' | 'gender' | 'province' | 'screenName' | 'avatar' | 'statuses' | 'follows' | 'followers' | 'createdAt'
> & { verifyBadge: VerifyBadge };

export interface ParticipantMix {
  /** Distinct participating accounts. */
  accounts: number;
  /** Of them, those with a profile: the base of every count below. */
  profiled: number;
  gender: { m: number; f: number; n: number };
  /** Provinces, most first (ties by name), the rest summed under `otherName`; '' counts as unknown. */
  regions: { name: string; count: number }[];
  verification: Record<VerifyBadge, number>;
  bots: { suspected: number; checked: number; share: number; signals: { name: BotSignal; count: number }[] };
}

export interface ParticipantOptions {
  now: Date;
  /** Regions listed by name. */
  regions: number;
  otherName: string;
  unknownName: string;
  /** Signals from which an account counts as a suspected bot (default 2, as fan quality). */
  minSignals?: number;
}

/**
 * Who took part: gender, region, verification and suspected bots of the profiled accounts. A bot
 * is suspected from the same signals as fan quality (docs/metrics.md); share = suspected / checked.
 */
export function participantMix(
  accounts: number,
  profiles: readonly ParticipantProfile[],
  options: ParticipantOptions,
): ParticipantMix {
  const gender = { m: 0, f: 0, n: 0 };
  const verification: Record<VerifyBadge, number> = { gold: 0, blue: 0, yellow: 0, none: 0 };
  const provinces = new Map<string, number>();
  const signalCounts = new Map<BotSignal, number>();
  let suspected = 0;
  for (const profile of profiles) {
    gender[profile.gender] += 1;
    verification[profile.verifyBadge] += 1;
    const province = profile.province.trim() || options.unknownName;
    provinces.set(province, (provinces.get(province) ?? 0) + 1);
    const signals = botSignals(profile, { now: options.now });
    for (const signal of signals) signalCounts.set(signal, (signalCounts.get(signal) ?? 0) + 1);
    if (signals.length >= (options.minSignals ?? 2)) suspected += 1;
  }
  const ranked = [...provinces].map(([name, count]) => ({ name, count }));
  ranked.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const regions = ranked.slice(0, options.regions);
  const rest = ranked.slice(options.regions).reduce((sum, r) => sum + r.count, 0);
  if (rest > 0) regions.push({ name: options.otherName, count: rest });
  const checked = profiles.length;
  return {
    accounts,
    profiled: profiles.length,
    gender,
    regions,
    verification,
    bots: {
      suspected,
      checked,
      share: checked > 0 ? Math.round((suspected / checked) * 10_000) / 10_000 : 0,
      signals: [...signalCounts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1)),
    },
  };
}
