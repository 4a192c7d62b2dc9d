import { TIER_LABELS } from '@boguan/contracts/final-report';
import type { ReportBlogger, ReportPost } from '@boguan/contracts/final-report.api';
import { EMPTY_LIST, VERIFY_LABELS } from '@boguan/contracts/kol';
import { Avatar, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import styles from './final-report.module.css';

const byNumber =
  <T,>(pick: (row: T) => number) =>
  (a: T, b: T) =>
    pick(a) - pick(b);

function Blogger({ name, avatar, tier }: { name: string; avatar: string; tier: keyof typeof TIER_LABELS }) {
  return (
    <Space>
      {/* An account without a stored picture gets its first character, never an empty src. */}
      <Avatar src={avatar || undefined} size={28} alt={name}>
        {name.slice(0, 1)}
      </Avatar>
      <Typography.Text ellipsis style={{ maxWidth: 120 }}>
        {name}
      </Typography.Text>
      <Tag>{TIER_LABELS[tier]}</Tag>
    </Space>
  );
}

/** A post's columns; a project's list adds its own (added, read, remove). */
export function postColumns<T extends ReportPost>(sortable: boolean): TableColumnsType<T> {
  const sorter = (pick: (p: T) => number) => (sortable ? byNumber(pick) : undefined);
  return [
    {
      title: '博文',
      key: 'text',
      render: (_: unknown, p) => (
        <div>
          {p.state === 'deleted' && <Tag color="red">已删除，不计入汇总</Tag>}
          {p.sponsored && <Tag color="orange">商业</Tag>}
          <PostLink url={p.url} className={styles.postText}>
            {p.text || '（无文字）'}
          </PostLink>
        </div>
      ),
    },
    {
      title: '博主',
      key: 'blogger',
      width: 230,
      render: (_: unknown, p) => <Blogger name={p.uname} avatar={p.avatar} tier={p.tier} />,
    },
    { title: '发布时间', dataIndex: 'created_at', width: 170 },
    { title: '转发', dataIndex: 'reposts', width: 90, render: formatCount, sorter: sorter((p) => p.reposts) },
    { title: '评论', dataIndex: 'comments', width: 90, render: formatCount, sorter: sorter((p) => p.comments) },
    { title: '点赞', dataIndex: 'likes', width: 90, render: formatCount, sorter: sorter((p) => p.likes) },
    {
      title: '互动量',
      dataIndex: 'interactions',
      width: 100,
      render: formatCount,
      sorter: sorter((p) => p.interactions),
    },
  ];
}

/** A table that scrolls sideways inside a keyboard-reachable region. */
function ScrollTable<T extends object>({
  label,
  rows,
  rowKey,
  columns,
  width,
}: {
  label: string;
  rows: T[];
  rowKey: string;
  columns: TableColumnsType<T>;
  width: number;
}) {
  const scrollRef = useFocusableScroll(label);
  return (
    <div ref={scrollRef}>
      <Table<T>
        size="middle"
        rowKey={rowKey}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: EMPTY_LIST }}
        scroll={{ x: width }}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
      />
    </div>
  );
}

/** A frozen report's posts, 10 a page, sortable by each figure. */
export function ReportPostsTable({ posts }: { posts: ReportPost[] }) {
  return (
    <ScrollTable label="报告博文" rows={posts} rowKey="mid" columns={postColumns<ReportPost>(true)} width={1050} />
  );
}

const BLOGGER_COLUMNS: TableColumnsType<ReportBlogger> = [
  {
    title: '博主',
    key: 'blogger',
    render: (_: unknown, b) => <Blogger name={b.uname} avatar={b.avatar} tier={b.tier} />,
  },
  { title: '认证', dataIndex: 'verify', width: 90, render: (v: ReportBlogger['verify']) => VERIFY_LABELS[v] },
  { title: '粉丝数', dataIndex: 'followers', width: 110, render: formatCount, sorter: byNumber((b) => b.followers) },
  { title: '博文数', dataIndex: 'posts', width: 90, sorter: byNumber((b) => b.posts) },
  { title: '转发', dataIndex: 'reposts', width: 90, render: formatCount },
  { title: '评论', dataIndex: 'comments', width: 90, render: formatCount },
  { title: '点赞', dataIndex: 'likes', width: 90, render: formatCount },
  {
    title: '互动量',
    dataIndex: 'interactions',
    width: 100,
    render: formatCount,
    sorter: byNumber((b) => b.interactions),
  },
];

export function ReportBloggersTable({ bloggers }: { bloggers: ReportBlogger[] }) {
  return <ScrollTable label="报告博主" rows={bloggers} rowKey="uid" columns={BLOGGER_COLUMNS} width={900} />;
}
