import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  describeLimits,
  FEATURE_KEYS,
  FEATURES,
  type FeatureKey,
  LEVEL_NAMES,
  MEMBER_LEVELS,
  MEMBERSHIP_TABLE,
  type MemberLevel,
} from '@boguan/contracts/membership';
import { Table } from 'antd';
import styles from '../member.module.css';

function Cell({ feature, level }: { feature: FeatureKey; level: MemberLevel }) {
  const limits = describeLimits(MEMBERSHIP_TABLE[feature][level]);
  if (limits === null) {
    return (
      <span className={styles.no}>
        <CloseOutlined /> 不可用
      </span>
    );
  }
  return (
    <span className={styles.yes}>
      <CheckOutlined /> {limits}
    </span>
  );
}

/** 版本对比: the same table the tools enforce (MEMBERSHIP_TABLE), one column per level. */
export function LevelComparison({ current }: { current: number }) {
  return (
    <Table<{ key: FeatureKey }>
      data-testid="level-comparison"
      className={styles.levelTable}
      size="small"
      pagination={false}
      dataSource={FEATURE_KEYS.map((key) => ({ key }))}
      columns={[
        { title: '功能', dataIndex: 'key', width: 140, render: (key: FeatureKey) => FEATURES[key] },
        ...MEMBER_LEVELS.map((level) => ({
          title: `${LEVEL_NAMES[level]}${level === current ? '（当前）' : ''}`,
          key: String(level),
          className: level === current ? styles.currentColumn : undefined,
          render: (_: unknown, row: { key: FeatureKey }) => <Cell feature={row.key} level={level} />,
        })),
      ]}
    />
  );
}
