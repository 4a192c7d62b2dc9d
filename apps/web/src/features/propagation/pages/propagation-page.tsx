import { Code } from '@boguan/contracts/envelope';
import { MembershipMessage } from '@boguan/contracts/membership';
import {
  PROPAGATION_MODE_LABELS,
  PROPAGATION_SUBMITTED,
  PROPAGATION_URL_MAX,
  PropagationMessage,
  type PropagationMode,
} from '@boguan/contracts/propagation';
import type { PropagationPost } from '@boguan/contracts/propagation.api';
import { Alert, App, Button, Card, Input, Radio, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useCheckUrl, usePropagationAllowance, useStoredPosts, useSubmitPropagation } from '../api/propagation-api';
import { PostCard } from '../components/post-card';
import styles from '../components/propagation.module.css';
import { TaskProgress } from '../components/task-progress';

/** The source a post allows by default: collect when the source can read it, else its stored reposts. */
function defaultMode(post: PropagationPost): PropagationMode {
  return post.collectable || post.stored_reposts === 0 ? 'collect' : 'stored';
}

function ChosenPost({
  post,
  mode,
  onMode,
}: {
  post: PropagationPost;
  mode: PropagationMode;
  onMode: (mode: PropagationMode) => void;
}) {
  return (
    <Card size="small" style={{ marginTop: 12 }}>
      <PostCard post={post} />
      <div className={styles.formRow}>
        <Typography.Text id="propagation-mode">数据来源：</Typography.Text>
        <Radio.Group aria-labelledby="propagation-mode" value={mode} onChange={(e) => onMode(e.target.value)}>
          <Radio value="collect" disabled={!post.collectable}>
            {PROPAGATION_MODE_LABELS.collect}
          </Radio>
          <Radio value="stored" disabled={post.stored_reposts === 0}>
            {PROPAGATION_MODE_LABELS.stored}（{post.stored_reposts} 条）
          </Radio>
        </Radio.Group>
      </div>
    </Card>
  );
}

/** /propagationAnalysis: paste a post link (or pick a post with stored reposts), submit, follow the job. */
export function PropagationPage() {
  const allowance = usePropagationAllowance();
  const stored = useStoredPosts();
  const submit = useSubmitPropagation();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const [input, setInput] = useState('');
  const [checked, setChecked] = useState('');
  const [mode, setMode] = useState<PropagationMode | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const card = useCheckUrl(checked);
  const post = checked === input.trim() ? card.data : undefined;

  const identify = (value = input) => {
    const url = value.trim();
    if (!url) {
      message.warning(PropagationMessage.url);
      return;
    }
    setMode(null);
    setChecked(url);
    if (url === checked) void card.refetch();
  };

  const pick = (picked: PropagationPost) => {
    setInput(picked.mid);
    setChecked(picked.mid);
    setMode('stored');
  };

  const send = async () => {
    if (!post) {
      message.warning('请先输入博文链接并点击识别');
      return;
    }
    if (allowance.data && !allowance.data.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    const answer = await submit.mutateAsync({ url: post.mid, mode: mode ?? defaultMode(post) }).catch(() => null);
    if (!answer) return;
    message.success(PROPAGATION_SUBMITTED);
    setTaskId(answer.id);
    void allowance.refetch();
  };

  return (
    <div className={styles.layout}>
      <Card title="传播分析" extra={<Link to="/propagationAnalysisLog">分析记录</Link>}>
        <QueryState query={allowance} title="分析权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowed) => (
            <div className={styles.formRow} style={{ marginTop: 0 }}>
              <Typography.Text type="secondary">
                输入一条微博，系统采集它的全部转发，还原转发传播树，分析传播层级、关键传播者、KOL
                参与、覆盖人数、转发时间曲线与引爆点，以及参与用户画像。
              </Typography.Text>
              {allowed.allowed ? (
                <Typography.Text>
                  本月剩余分析次数：
                  <Typography.Text strong>{allowed.per_month?.remaining ?? '不限'}</Typography.Text>
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持传播分析，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择博文">
        <div className={styles.formRow} style={{ marginTop: 0 }}>
          <Input
            className={styles.linkInput}
            aria-label="博文链接"
            placeholder="粘贴博文链接，如 https://weibo.com/UID/BID、m.weibo.cn/status/ID，或博文ID"
            value={input}
            maxLength={PROPAGATION_URL_MAX}
            allowClear
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={() => identify()}
          />
          <Button onClick={() => identify()} loading={card.isFetching}>
            识别博文
          </Button>
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            开始分析
          </Button>
        </div>
        {checked !== '' && checked === input.trim() && (
          <QueryState query={card} title="博文识别失败" loading={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
            {(found) => <ChosenPost post={found} mode={mode ?? defaultMode(found)} onMode={setMode} />}
          </QueryState>
        )}
      </Card>
      {taskId !== null && (
        <Card title="分析进度">
          <TaskProgress id={taskId} />
        </Card>
      )}
      <Card
        title="已有转发数据的博文"
        extra={<Typography.Text type="secondary">含通过 boguan import reposts-jsonl 导入的转发</Typography.Text>}
      >
        <QueryState
          query={stored}
          title="已有转发数据加载失败"
          empty="暂无已存储转发数据的博文"
          isEmpty={(posts) => posts.length === 0}
        >
          {(posts) => (
            <ul className={styles.storedList} aria-label="已有转发数据的博文">
              {posts.map((item) => (
                <li key={item.mid} className={styles.storedItem}>
                  <PostCard post={item} extra={<Tag color="blue">已存 {item.stored_reposts} 条转发</Tag>} />
                  <Button size="small" onClick={() => pick(item)} aria-label={`选择博文 ${item.mid}`}>
                    选择
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      {allowance.data && !allowance.data.allowed && (
        <Alert type="info" showIcon title="高级版及以上会员可使用传播分析" />
      )}
    </div>
  );
}
