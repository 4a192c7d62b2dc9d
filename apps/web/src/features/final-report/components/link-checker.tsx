import { LINKS_MAX_CHARS, LINKS_MAX_LINES } from '@boguan/contracts/final-report';
import type { LinkCheck, LinkPost } from '@boguan/contracts/final-report.api';
import { Alert, Avatar, Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { PostLink } from '../../../components/post-link';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { checkLinks } from '../api/final-report-api';
import styles from './final-report.module.css';

export const LINKS_PLACEHOLDER = [
  '每行一条博文链接，支持：',
  'https://weibo.com/1234567890/Abcdefghi',
  'https://m.weibo.cn/status/4655701919795833',
  'https://m.weibo.cn/detail/4655701919795833',
  '或直接填写博文 mid / bid',
].join('\n');

/** Lines that hold something, as the server counts them. */
export const lineCount = (text: string) => text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;

function CheckedPosts({ posts }: { posts: LinkPost[] }) {
  const scrollRef = useFocusableScroll('识别到的博文');
  return (
    <div ref={scrollRef}>
      <Table<LinkPost>
        size="small"
        rowKey="mid"
        dataSource={posts}
        pagination={posts.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 720 }}
        columns={[
          { title: '行', dataIndex: 'line', width: 56 },
          {
            title: '博主',
            key: 'blogger',
            width: 160,
            render: (_: unknown, p) => (
              <Space>
                <Avatar src={p.avatar || undefined} size={24} alt={p.uname}>
                  {p.uname.slice(0, 1)}
                </Avatar>
                <Typography.Text ellipsis style={{ maxWidth: 110 }}>
                  {p.uname}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '博文',
            key: 'text',
            render: (_: unknown, p) => (
              <PostLink url={p.url} className={styles.postText}>
                {p.text || '（无文字）'}
              </PostLink>
            ),
          },
          { title: '发布时间', dataIndex: 'created_at', width: 170 },
          {
            title: '转/评/赞',
            key: 'counts',
            width: 150,
            render: (_: unknown, p) =>
              `${formatCount(p.reposts)} / ${formatCount(p.comments)} / ${formatCount(p.likes)}`,
          },
        ]}
      />
    </div>
  );
}

/** What a check found: the posts, every bad line by number, merged repeats, and the level's cap. */
export function CheckResult({ check }: { check: LinkCheck }) {
  const over = check.max_posts !== null && check.posts.length > check.max_posts;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8} data-testid="link-check">
      <Typography.Text>
        共 {check.lines} 行，识别到 <Typography.Text strong>{check.posts.length}</Typography.Text> 条可用博文
        {check.max_posts !== null ? `（当前会员每份最多 ${check.max_posts} 条）` : ''}
      </Typography.Text>
      {over && <Alert type="error" showIcon title={`博文数超过当前会员上限 ${check.max_posts} 条，请减少链接`} />}
      {check.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${check.errors.length} 行无法使用，请修改后再提交`}
          description={
            <ul className={styles.postList}>
              {check.errors.map((e) => (
                <li key={e.line}>{e.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {check.duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="以下行重复，已自动合并"
          description={check.duplicates.map((d) => d.message).join('；')}
        />
      )}
      {check.posts.length > 0 && <CheckedPosts posts={check.posts} />}
    </Space>
  );
}

/**
 * The box where links are pasted, one per line, with 检查链接: the server names every line that is
 * not a readable Weibo post. The check is dropped when the text changes.
 */
export function LinkChecker({
  value,
  onChange,
  label = '博文链接',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const [check, setCheck] = useState<{ text: string; result: LinkCheck } | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = lineCount(value);

  const run = async () => {
    setBusy(true);
    try {
      setCheck({ text: value, result: await checkLinks(value) });
    } catch {
      // The api client already showed the refusal (an empty box, too many lines, an upgrade prompt).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.field}>
      <Input.TextArea
        aria-label={label}
        value={value}
        rows={6}
        maxLength={LINKS_MAX_CHARS}
        placeholder={LINKS_PLACEHOLDER}
        onChange={(e) => onChange(e.target.value)}
      />
      <Space wrap>
        <Button onClick={() => void run()} loading={busy} disabled={lines === 0}>
          检查链接
        </Button>
        <Typography.Text type={lines > LINKS_MAX_LINES ? 'danger' : 'secondary'}>
          已填写 {lines} 行（最多 {LINKS_MAX_LINES} 行）
        </Typography.Text>
      </Space>
      {check && check.text === value && <CheckResult check={check.result} />}
    </div>
  );
}
