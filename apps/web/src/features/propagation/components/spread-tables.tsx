import { VERIFY_LABELS } from '@boguan/contracts/kol';
import { SPREAD_METRICS } from '@boguan/contracts/propagation';
import type { KeySpreader, SpreadKol } from '@boguan/contracts/propagation.api';
import { Table, Tag, Typography } from 'antd';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { accountName, pathText } from '../lib/spread-format';

const VERIFY_COLORS = { gold: 'gold', blue: 'blue', yellow: 'orange', none: 'default' } as const;

function Account({ account }: { account: KeySpreader | SpreadKol }) {
  return (
    <span>
      {accountName(account)}{' '}
      {account.verify !== 'none' && <Tag color={VERIFY_COLORS[account.verify]}>{VERIFY_LABELS[account.verify]}</Tag>}
    </span>
  );
}

/** The key spreaders: who drove the most further reposts, with the path that reached them. */
export function KeySpreadersTable({ spreaders }: { spreaders: KeySpreader[] }) {
  const scroll = useFocusableScroll('关键传播者列表');
  return (
    <div ref={scroll}>
      <Table<KeySpreader & { rank: number }>
        size="small"
        rowKey="mid"
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: '暂无带动二次转发的账号' }}
        dataSource={spreaders.map((k, i) => ({ ...k, rank: i + 1 }))}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 60 },
          { title: '账号', key: 'account', width: 180, render: (_: unknown, k) => <Account account={k} /> },
          { title: '层级', dataIndex: 'level', width: 60 },
          {
            title: SPREAD_METRICS.directReposts.label,
            dataIndex: 'direct_reposts',
            width: 110,
            render: (v: number) => formatCount(v),
          },
          {
            title: SPREAD_METRICS.descendants.label,
            dataIndex: 'descendants',
            width: 110,
            render: (v: number) => formatCount(v),
          },
          { title: '粉丝数', dataIndex: 'followers', width: 100, render: (v: number) => formatCount(v) },
          { title: '转发时间', dataIndex: 'time', width: 170 },
          { title: '传播路径', key: 'path', render: (_: unknown, k) => `原博文 → ${pathText(k)}` },
        ]}
      />
      {/* The formulas of the columns: a button in a header would sit in antd's hidden measure row. */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        {SPREAD_METRICS.directReposts.label}：{SPREAD_METRICS.directReposts.hint}；{SPREAD_METRICS.descendants.label}：
        {SPREAD_METRICS.descendants.hint}。
      </Typography.Paragraph>
    </div>
  );
}

/** The KOL participants (at least 100k followers), most followed first. */
export function KolTable({ kols }: { kols: SpreadKol[] }) {
  const scroll = useFocusableScroll('KOL参与列表');
  return (
    <div ref={scroll}>
      <Table<SpreadKol>
        size="small"
        rowKey="uid"
        pagination={kols.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 640 }}
        locale={{ emptyText: '暂无粉丝10万以上的账号参与' }}
        dataSource={kols}
        columns={[
          { title: '账号', key: 'account', render: (_: unknown, k) => <Account account={k} /> },
          { title: '粉丝数', dataIndex: 'followers', width: 100, render: (v: number) => formatCount(v) },
          { title: '层级', dataIndex: 'level', width: 60 },
          { title: '带动转发', dataIndex: 'descendants', width: 90, render: (v: number) => formatCount(v) },
          { title: '转发时间', dataIndex: 'time', width: 170 },
        ]}
      />
    </div>
  );
}
