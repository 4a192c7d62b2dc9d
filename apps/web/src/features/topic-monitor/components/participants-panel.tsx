import { TOPIC_MON_HINTS } from '@boguan/contracts/topic-monitor';
import type { TopicParticipants } from '@boguan/contracts/topic-monitor.api';
import { Avatar, Card, Space, Statistic, Table, Tag } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount, formatPercent } from '../../../lib/format';
import { useParticipants } from '../api/topic-monitor-api';
import { HintTitle } from './hint-title';
import styles from './topic-monitor.module.css';

type Split = TopicParticipants['gender'];

const describe = (title: string, split: Split) => `${title}：${split.map((s) => `${s.label} ${s.count}`).join('，')}`;

function Pie({ title, split }: { title: string; split: Split }) {
  const option = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: split.map((s) => ({ name: s.label, value: s.count })) }],
  };
  return (
    <Card size="small" title={title}>
      <EChart option={option} height={240} ariaLabel={describe(title, split)} />
    </Card>
  );
}

function Bars({ title, split }: { title: string; split: Split }) {
  const option = {
    tooltip: { trigger: 'axis' },
    grid: { left: 80, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: split.map((s) => s.label) },
    series: [{ type: 'bar', name: '账号数', data: split.map((s) => s.count) }],
  };
  return (
    <Card size="small" title={title}>
      <EChart option={option} height={240} ariaLabel={describe(title, split)} />
    </Card>
  );
}

function Suspects({ data }: { data: TopicParticipants }) {
  const scrollRef = useFocusableScroll('疑似水军账号');
  return (
    <Card size="small" title={<HintTitle label="疑似水军" hint={TOPIC_MON_HINTS.suspects} />}>
      <Space wrap size={24}>
        <Statistic title="疑似水军账号" value={data.suspects.count} />
        <Statistic title="占有资料参与账号" value={formatPercent(data.suspects.share, 1)} />
      </Space>
      <div className={styles.words} style={{ margin: '12px 0' }}>
        {data.suspects.signals.map((s) => (
          <Tag key={s.key}>
            {s.label} {s.count}
          </Tag>
        ))}
      </div>
      <div ref={scrollRef}>
        <Table
          size="small"
          rowKey="uid"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={data.suspects.sample}
          columns={[
            {
              title: '账号',
              dataIndex: 'name',
              render: (name: string, row) => (
                <Space>
                  <Avatar src={row.avatar || undefined} size={24} alt={name} />
                  {name}
                </Space>
              ),
            },
            { title: '粉丝', dataIndex: 'followers', render: (v: number) => formatCount(v) },
            { title: '带话题博文', dataIndex: 'posts' },
            { title: '命中信号', dataIndex: 'signals', render: (s: string[]) => s.join('、') },
          ]}
        />
      </div>
    </Card>
  );
}

/** 参与博主: who posted with the hashtag, split by gender, region, verification and followers, and the suspects. */
export function ParticipantsPanel({ id, refreshMs }: { id: number; refreshMs: number | false }) {
  const query = useParticipants(id, refreshMs);
  return (
    <QueryState query={query} title="参与博主加载失败" isEmpty={(d) => d.participants === 0}>
      {(d) => (
        <div className={styles.item}>
          <Space wrap size={24}>
            <Statistic
              title={<HintTitle label="参与博主" hint={TOPIC_MON_HINTS.participants} />}
              value={d.participants}
            />
            <Statistic title="有资料的博主" value={d.profiled} />
          </Space>
          <div className={styles.panels}>
            <Pie title="性别" split={d.gender} />
            <Pie title="认证类型" split={d.verification} />
            <Bars title="粉丝量级" split={d.follower_bands} />
            <Bars title="地域（前10）" split={d.regions} />
          </div>
          <Suspects data={d} />
        </div>
      )}
    </QueryState>
  );
}
