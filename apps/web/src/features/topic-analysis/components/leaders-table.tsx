import { TIER_LABELS } from '@boguan/contracts/final-report';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import type { TopicLeader } from '@boguan/contracts/topic-analysis.api';
import { Avatar, Table, Tag } from 'antd';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';

const VERIFY_COLORS = { gold: 'gold', blue: 'blue', yellow: 'orange', none: 'default' } as const;

/** The opinion leaders: bloggers by interactions in the topic, then by followers (reach). */
export function LeadersTable({ leaders }: { leaders: TopicLeader[] }) {
  const scroll = useFocusableScroll('意见领袖列表');
  return (
    <div ref={scroll}>
      <Table<TopicLeader & { rank: number }>
        size="small"
        rowKey="uid"
        pagination={leaders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 760 }}
        locale={{ emptyText: '暂无数据...' }}
        dataSource={leaders.map((l, i) => ({ ...l, rank: i + 1 }))}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 60 },
          {
            title: '博主',
            key: 'blogger',
            width: 200,
            render: (_: unknown, l) => {
              const name = l.name || `用户${l.uid}`;
              return (
                <span>
                  <Avatar src={l.avatar || undefined} size={24} alt={name}>
                    {name.slice(0, 1)}
                  </Avatar>{' '}
                  {name} {l.verify !== 'none' && <Tag color={VERIFY_COLORS[l.verify]}>{VERIFY_LABELS[l.verify]}</Tag>}
                </span>
              );
            },
          },
          { title: '层级', dataIndex: 'tier', width: 70, render: (v: TopicLeader['tier']) => TIER_LABELS[v] },
          { title: '粉丝数（触达）', dataIndex: 'followers', width: 120, render: (v: number) => formatCount(v) },
          { title: '话题博文', dataIndex: 'posts', width: 90 },
          { title: '互动量', dataIndex: 'interactions', width: 100, render: (v: number) => formatCount(v) },
          { title: '互动占比', dataIndex: 'share', width: 100, render: (v: number) => formatPercent(v) },
        ]}
      />
    </div>
  );
}
