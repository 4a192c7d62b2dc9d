import { Code } from '@boguan/contracts/envelope';
import { TOPIC_MON_SUBMITTED, TopicMonMessage } from '@boguan/contracts/topic-monitor';
import type { TopicAvailable, TopicCheck } from '@boguan/contracts/topic-monitor.api';
import { bareTopicName, TOPIC_NAME_MAX, TOPIC_NAME_MESSAGES } from '@boguan/contracts/topic-name';
import { Alert, App, Button, Card, Input, Radio, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import tool from '../../blogger-common/tool-page.module.css';
import { checkTopic, useAvailable, useSubmitMonitor } from '../api/topic-monitor-api';
import { TopicCard } from '../components/topic-card';
import styles from '../components/topic-monitor.module.css';

/** Length and interval, the level's choices enabled (the others need a higher level). */
function Options({
  available,
  duration,
  interval,
  onDuration,
  onInterval,
}: {
  available: TopicAvailable;
  duration: number;
  interval: number;
  onDuration: (v: number) => void;
  onInterval: (v: number) => void;
}) {
  return (
    <>
      <div className={styles.row}>
        <Typography.Text id="topic-mon-duration">监测时长：</Typography.Text>
        <Radio.Group aria-labelledby="topic-mon-duration" value={duration} onChange={(e) => onDuration(e.target.value)}>
          {available.durations.map((d) => (
            <Radio.Button key={d.value} value={d.value} disabled={!d.allowed}>
              {d.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      <div className={styles.row}>
        <Typography.Text id="topic-mon-interval">监测频率：</Typography.Text>
        <Radio.Group aria-labelledby="topic-mon-interval" value={interval} onChange={(e) => onInterval(e.target.value)}>
          {available.intervals.map((d) => (
            <Radio.Button key={d.value} value={d.value} disabled={!d.allowed}>
              {d.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      {available.durations.some((d) => !d.allowed) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          更长的监测时长需升级会员。
        </Typography.Paragraph>
      )}
    </>
  );
}

/** What the topic box says before asking the server: empty or too long. */
function topicProblem(text: string): string | null {
  const bare = bareTopicName(text);
  if (!bare) return TOPIC_NAME_MESSAGES.empty;
  if ([...bare].length > TOPIC_NAME_MAX) return TOPIC_NAME_MESSAGES.tooLong;
  return null;
}

/** /topicMonitor: find a topic, choose length and interval, submit. */
export function TopicMonitorPage() {
  const available = useAvailable();
  const submit = useSubmitMonitor();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();
  const checking = useSubmit();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<TopicCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [duration, setDuration] = useState(24);
  const [interval, setIntervalMinutes] = useState(30);

  const check = () =>
    checking.run(async () => {
      setChecked(null);
      const local = topicProblem(text);
      if (local) return setProblem(local);
      const answer = await checkTopic(text);
      if (answer.code === Code.ok) {
        setChecked(answer.data);
        setProblem(null);
      } else setProblem(answer.msg);
    });

  const send = async () => {
    const allowance = available.data;
    if (allowance && !allowance.allowed) {
      useUiStore
        .getState()
        .openUpgrade(allowance.remaining === 0 ? Code.quotaUsedUp : Code.noPermission, allowance.reason ?? '');
      return;
    }
    if (!checked) {
      message.warning(topicProblem(text) ?? '请先查找话题');
      return;
    }
    if (checked.monitoring) {
      message.warning(TopicMonMessage.duplicate);
      return;
    }
    const result = await submit.mutateAsync({ topic: checked.name, duration, interval }).catch(() => null);
    if (!result) return;
    message.success(TOPIC_MON_SUBMITTED);
    navigate('/topicReport');
  };

  return (
    <div className={tool.layout}>
      <Card title="话题监测" extra={<Link to="/topicReport">监测记录</Link>}>
        <QueryState query={available} title="监测权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(a) => (
            <div className={tool.authBar}>
              <Typography.Text type="secondary">
                按监测频率持续采集话题的阅读、讨论与带话题博文，生成趋势、热门博文、参与博主画像与内容分析报告。
              </Typography.Text>
              <Typography.Text>
                {a.level_name}本月剩余监测次数：
                <Typography.Text strong data-testid="topic-mon-remaining">
                  {a.remaining ?? '不限'}
                </Typography.Text>
              </Typography.Text>
              {!a.allowed && <Tag color="orange">{a.reason}</Tag>}
            </div>
          )}
        </QueryState>
      </Card>
      <Card>
        <div className={styles.row} style={{ marginTop: 0 }}>
          <Input
            className={styles.topicInput}
            aria-label="话题名称"
            placeholder="输入话题，如 #话题名# 或 话题名"
            value={text}
            maxLength={TOPIC_NAME_MAX + 10}
            status={problem ? 'error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setChecked(null);
              setProblem(null);
            }}
            onPressEnter={() => void check()}
          />
          <Button loading={checking.submitting} onClick={() => void check()}>
            查找话题
          </Button>
        </div>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
        {checked && (
          <Card size="small" style={{ marginTop: 12 }}>
            <TopicCard topic={checked} />
            {checked.monitoring && (
              <Alert style={{ marginTop: 8 }} type="info" showIcon title="该话题已在监测中，可在监测记录中查看" />
            )}
          </Card>
        )}
        {available.data && (
          <Options
            available={available.data}
            duration={duration}
            interval={interval}
            onDuration={setDuration}
            onInterval={setIntervalMinutes}
          />
        )}
        <div className={styles.row}>
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            开始监测
          </Button>
        </div>
      </Card>
    </div>
  );
}
