import {
  describeLimits,
  FEATURE_KEYS,
  FEATURES,
  type FeatureRule,
  LEVEL_NAMES,
  MEMBER_LEVELS,
  MEMBERSHIP_TABLE,
} from '@boguan/contracts/membership';
import { Table } from 'antd';

/** One cell: what a level may do with a feature, as the server's membership service enforces it. */
export function describeRule(rule: FeatureRule): string {
  return describeLimits(rule) ?? '—';
}

const rows = FEATURE_KEYS.map((key) => ({ key, name: FEATURES[key], rules: MEMBERSHIP_TABLE[key] }));

/** The permission and quota table of packages/contracts (the same one the server applies). */
export function MembershipTable() {
  return (
    <Table
      size="small"
      pagination={false}
      bordered
      dataSource={rows}
      columns={[
        { title: '功能', dataIndex: 'name', width: 140 },
        ...MEMBER_LEVELS.map((level) => ({
          title: LEVEL_NAMES[level],
          key: String(level),
          render: (_: unknown, row: (typeof rows)[number]) => describeRule(row.rules[level]),
        })),
      ]}
    />
  );
}
