import { LEVEL_ACTIONS, toMemberLevel } from '@boguan/contracts/membership';
import dayjs from 'dayjs';

/** Spec 4: what the upgrade button says at each level (20 free, 30 advanced, 40 professional). */
export function levelAction(level: number): string {
  return LEVEL_ACTIONS[toMemberLevel(level)];
}

/** The expiry line under the level name; free membership never expires. */
export function membershipExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '长期有效';
  const date = dayjs(expiresAt);
  return date.isValid() ? `${date.format('YYYY-MM-DD')} 到期` : '长期有效';
}
