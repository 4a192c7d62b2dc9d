import { HOT_WATCH_STATUS_LABELS, HotWatchMessage, HotWatchStatus } from '@boguan/contracts/hot-search-watch';
import type { HotWatch } from '@boguan/contracts/hot-search-watch.api';
import { App, Button, Card, Empty, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useAddWatch, useDeleteWatch, useEditWatch, useToggleWatch, useWatchList } from '../api/hot-search-watch-api';
import { keywordsProblem, splitKeywords } from '../lib/keywords';
import styles from './hot-log.module.css';
import { KeywordsInput } from './keywords-input';
import { WatchAlerts } from './watch-alerts';

function EditDialog({ watch, onClose }: { watch: HotWatch; onClose: () => void }) {
  const [text, setText] = useState(watch.keywords.join('，'));
  const edit = useEditWatch();
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();
  const save = () =>
    run(async () => {
      const keywords = splitKeywords([text]);
      const problem = keywordsProblem(keywords);
      if (problem) {
        message.warning(problem);
        return;
      }
      await edit.mutateAsync({ watch_id: watch.watch_id, keywords });
      message.success(HotWatchMessage.edited);
      onClose();
    });
  return (
    <Modal
      open
      title="修改预警关键词"
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={save}
      onCancel={onClose}
    >
      <KeywordsInput label="修改预警关键词" value={text} onChange={setText} onEnter={save} />
    </Modal>
  );
}

function WatchCard({ watch }: { watch: HotWatch }) {
  const [editing, setEditing] = useState(false);
  const toggle = useToggleWatch();
  const remove = useDeleteWatch();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();
  const active = watch.status === HotWatchStatus.active;
  const flip = async () => {
    await toggle.mutateAsync({ watch_id: watch.watch_id, status: active ? 0 : 1 });
    message.success(active ? HotWatchMessage.paused : HotWatchMessage.resumed);
  };
  return (
    <Card size="small" className={styles.watch} data-testid="hot-watch">
      <div className={styles.watchHead}>
        <Space size={[4, 4]} wrap>
          {watch.keywords.map((k) => (
            <Tag key={k} color="orange">
              {k}
            </Tag>
          ))}
          <Tag color={active ? 'green' : 'default'}>{HOT_WATCH_STATUS_LABELS[active ? 1 : 0]}</Tag>
        </Space>
        <Space size={0} wrap>
          <Button type="link" size="small" loading={toggle.isPending} onClick={flip}>
            {active ? '暂停' : '开启'}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(true)}>
            编辑
          </Button>
          <Button
            type="link"
            danger
            size="small"
            onClick={() =>
              askDelete(async () => {
                await remove.mutateAsync(watch.watch_id);
                message.success(HotWatchMessage.deleted);
              })
            }
          >
            删除
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        创建于 {watch.create_time} · 共提醒 {watch.alert_count} 次
        {watch.last_alert_time ? ` · 最近一次 ${watch.last_alert_time}` : ''}
      </Typography.Paragraph>
      {watch.alert_count > 0 ? (
        <WatchAlerts watchId={watch.watch_id} />
      ) : (
        <Typography.Text type="secondary">暂无提醒：含关键词的热搜上榜后，会在这里和消息中心提醒您。</Typography.Text>
      )}
      {editing && <EditDialog watch={watch} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** The 预警 tab: create a watch (within the level's number) and the member's watches with their alerts. */
export function WatchPanel() {
  const list = useWatchList();
  const add = useAddWatch();
  const [text, setText] = useState('');
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();
  const create = () =>
    run(async () => {
      const keywords = splitKeywords([text]);
      const problem = keywordsProblem(keywords);
      if (problem) {
        message.warning(problem);
        return;
      }
      await add.mutateAsync(keywords);
      message.success(HotWatchMessage.added);
      setText('');
    });
  return (
    <div>
      <Typography.Paragraph type="secondary">
        含任一关键词的热搜（不含广告位）出现在实时热搜榜上时，每次上榜提醒一次（下榜后再次上榜会再提醒），提醒发送到
        <Link to="/inform">消息中心</Link>。
      </Typography.Paragraph>
      <div className={styles.form}>
        <div className={styles.keywords}>
          <KeywordsInput label="预警关键词" value={text} onChange={setText} onEnter={create} />
        </div>
        <Button type="primary" loading={submitting} onClick={create}>
          创建预警
        </Button>
      </div>
      <QueryState query={list} title="热搜预警加载失败" loading={<Skeleton active />}>
        {(data) => (
          <>
            <Typography.Paragraph data-testid="hot-watch-allowance">
              已创建 <Typography.Text strong>{data.in_use}</Typography.Text> / {data.max_watches} 个预警
              {data.in_use >= data.max_watches && (
                <>
                  ，<Link to="/member">升级会员</Link>可创建更多
                </>
              )}
            </Typography.Paragraph>
            {data.data.length === 0 ? (
              <Empty description="还没有热搜预警" />
            ) : (
              data.data.map((watch) => <WatchCard key={watch.watch_id} watch={watch} />)
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
