import {
  describeLimits,
  FEATURE_KEYS,
  FEATURES,
  type FeatureRule,
  LEVEL_NAMES,
  MEMBER_LEVELS,
  MEMBERSHIP_TABLE,
} from '@boguan/contracts/membership';

/** How docs/membership.md writes one cell of the table. */
export function describeRule(rule: FeatureRule): string {
  const limits = describeLimits(rule);
  return limits === null ? '✗ 不可用' : `✓ ${limits}`;
}

export function membershipTableMarkdown(): string {
  const header = `| 功能 | key | ${MEMBER_LEVELS.map((level) => `${LEVEL_NAMES[level]} (${level})`).join(' | ')} |`;
  const rule = `|---|---|${MEMBER_LEVELS.map(() => '---').join('|')}|`;
  const rows = FEATURE_KEYS.map(
    (key) =>
      `| ${FEATURES[key]} | \`${key}\` | ${MEMBER_LEVELS.map((level) => describeRule(MEMBERSHIP_TABLE[key][level])).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
