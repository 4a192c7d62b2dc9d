import { chinaDate } from '@boguan/contracts/china-time';
import { Code } from '@boguan/contracts/envelope';
import { MembershipMessage } from '@boguan/contracts/membership';
import { TOPIC_ANALYSIS_MAX_DAYS, TOPIC_ANALYSIS_SUBMITTED } from '@boguan/contracts/topic-analysis';
import type { TopicCard } from '@boguan/contracts/topic-analysis.api';
import { bareTopicName, TOPIC_NAME_MAX, TOPIC_NAME_MESSAGES } from '@boguan/contracts/topic-name';
import { Alert, App, Button, Card, DatePicker, Descriptions, Input, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useSubmitTopicAnalysis, useTopicAnalysisAllowance, useTopicCheck } from '../api/topic-analysis-api';
import { TaskProgress } from '../components/task-progress';
import styles from '../components/topic-analysis.module.css';
import { defaultRange, isDayDisabled } from '../lib/topic-dates';

function TopicCardView({ card }: { card: TopicCard }) {
  return (
    <Card size="small" style={{ marginTop: 12 }} data-testid="topic-card">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        title={
          <span>
            #{card.name}# {card.demo && <Tag>演示数据</Tag>}
          </span>
        }
        items={[
          { key: 'read', label: '阅读数', children: formatCount(card.read_count) },
          { key: 'discuss', label: '讨论数', children: formatCount(card.discuss_count) },
          { key: 'category', label: '分类', children: card.category || '-' },
          { key: 'host', label: '主持人', children: card.host_name || card.host_uid || '-' },
          { key: 'stored', label: '已收录博文', children: `${card.stored_posts} 条` },
          { key: 'earliest', label: '数据最早日期', children: card.earliest_date ?? '近一年内' },
        ]}
      />
    </Card>
  );
}

/** /topicAnalysis: type a topic, pick a range, submit, follow the job to its report. */
export function TopicAnalysisPage() {
  const allowance = useTopicAnalysisAllowance();
  const submit = useSubmitTopicAnalysis();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  // Today in China time (the server's business dates), whatever the browser's zone.
  const today = chinaDate(new Date());
  const [input, setInput] = useState('');
  const [checked, setChecked] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const card = useTopicCheck(checked);
  const current = checked !== '' && checked === bareTopicName(input) ? card.data : undefined;
  const earliest = current?.earliest_date ?? null;
  const shown: [Dayjs, Dayjs] =
    range ??
    (() => {
      const [start, end] = defaultRange(today, earliest);
      return [dayjs(start), dayjs(end)];
    })();

  const identify = () => {
    const topic = bareTopicName(input);
    if (!topic) {
      message.warning(TOPIC_NAME_MESSAGES.empty);
      return;
    }
    setChecked(topic);
    setRange(null);
    if (topic === checked) void card.refetch();
  };

  const send = async () => {
    if (!current) {
      message.warning('请先输入话题并点击识别');
      return;
    }
    if (allowance.data && !allowance.data.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    const answer = await submit
      .mutateAsync({
        topic: current.name,
        start_date: shown[0].format('YYYY-MM-DD'),
        end_date: shown[1].format('YYYY-MM-DD'),
      })
      .catch(() => null);
    if (!answer) return;
    message.success(TOPIC_ANALYSIS_SUBMITTED);
    setTaskId(answer.id);
    void allowance.refetch();
  };

  return (
    <div className={styles.layout}>
      <Card title="话题分析" extra={<Link to="/topicAnalysisLog">分析记录</Link>}>
        <QueryState query={allowance} title="分析权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowed) => (
            <div className={styles.formRow} style={{ marginTop: 0 }}>
              <Typography.Text type="secondary">
                输入一个话题和时间范围，系统采集带有该话题的博文，分析声量曲线与峰值、峰值关键博文、意见领袖、情感走势、话题词云与各层级博主的参与占比。
              </Typography.Text>
              {allowed.allowed ? (
                <Typography.Text>
                  本月剩余分析次数：
                  <Typography.Text strong>{allowed.per_month?.remaining ?? '不限'}</Typography.Text>
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持话题分析，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择话题与时间">
        <div className={styles.formRow} style={{ marginTop: 0 }}>
          <Input
            className={styles.topicInput}
            aria-label="话题名称"
            placeholder="输入话题，如 #春节档# 或 春节档"
            value={input}
            maxLength={TOPIC_NAME_MAX + 4}
            allowClear
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={identify}
          />
          <Button onClick={identify} loading={card.isFetching}>
            识别话题
          </Button>
        </div>
        {checked !== '' && checked === bareTopicName(input) && (
          <QueryState query={card} title="话题识别失败" loading={<Skeleton active paragraph={{ rows: 2 }} />}>
            {(found) => <TopicCardView card={found} />}
          </QueryState>
        )}
        <div className={styles.formRow}>
          <Typography.Text id="topic-range">时间范围：</Typography.Text>
          <DatePicker.RangePicker
            className={styles.rangePicker}
            value={shown}
            allowClear={false}
            aria-labelledby="topic-range"
            disabledDate={(day, info) =>
              isDayDisabled(
                day.format('YYYY-MM-DD'),
                today,
                earliest,
                info?.from ? info.from.format('YYYY-MM-DD') : null,
              )
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            开始分析
          </Button>
        </div>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
          单次最长 {TOPIC_ANALYSIS_MAX_DAYS} 天；7 天以内按小时统计，更长按天统计。
        </Typography.Paragraph>
      </Card>
      {taskId !== null && (
        <Card title="分析进度">
          <TaskProgress id={taskId} />
        </Card>
      )}
      {allowance.data && !allowance.data.allowed && (
        <Alert type="info" showIcon title="高级版及以上会员可使用话题分析" />
      )}
    </div>
  );
}
