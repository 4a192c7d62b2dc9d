import { chinaDate } from '@boguan/contracts/china-time';
import { Code } from '@boguan/contracts/envelope';
import {
  ART_MON_KEYWORD_MAX,
  ART_MON_SUBMITTED,
  ART_MON_URL_MAX,
  ArtMonMessage,
  ArtMonType,
} from '@boguan/contracts/post-monitor';
import type { ArtMonAvailable, ArtMonCheck } from '@boguan/contracts/post-monitor.api';
import { Alert, App, Button, Card, DatePicker, Input, Radio, Skeleton, Tabs, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { AccountPicker, type PickerAccount } from '../../blogger-common/account-picker';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import tool from '../../blogger-common/tool-page.module.css';
import { checkUrl, monitorAccountLookup, useAvailable, useSubmitMonitor } from '../api/post-monitor-api';
import { PostCard } from '../components/post-card';
import styles from '../components/post-monitor.module.css';
import { isWindowDayDisabled, linkProblem } from '../lib/monitor-form';

/** Length and interval, the level's choices enabled (the others say the level they need). */
function Options({
  available,
  duration,
  interval,
  onDuration,
  onInterval,
}: {
  available: ArtMonAvailable;
  duration: number;
  interval: number;
  onDuration: (v: number) => void;
  onInterval: (v: number) => void;
}) {
  return (
    <>
      <div className={styles.row}>
        <Typography.Text id="art-mon-duration">监测时长：</Typography.Text>
        <Radio.Group aria-labelledby="art-mon-duration" value={duration} onChange={(e) => onDuration(e.target.value)}>
          {available.durations.map((d) => (
            <Radio.Button key={d.value} value={d.value} disabled={!d.allowed}>
              {d.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      <div className={styles.row}>
        <Typography.Text id="art-mon-interval">监测频率：</Typography.Text>
        <Radio.Group aria-labelledby="art-mon-interval" value={interval} onChange={(e) => onInterval(e.target.value)}>
          {available.intervals.map((d) => (
            <Radio.Button key={d.value} value={d.value} disabled={!d.allowed}>
              {d.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      {(available.durations.some((d) => !d.allowed) || available.intervals.some((d) => !d.allowed)) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          更长的监测时长与更高的监测频率需升级会员。
        </Typography.Paragraph>
      )}
    </>
  );
}

/** /blogMonitor: check a post link (or pick a blogger and a window), choose length and interval, submit. */
export function BlogMonitorPage() {
  const available = useAvailable();
  const submit = useSubmitMonitor();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();
  const checking = useSubmit();
  const today = chinaDate(new Date());
  const [tab, setTab] = useState<'post' | 'blogger'>('post');
  const [url, setUrl] = useState('');
  const [checked, setChecked] = useState<ArtMonCheck | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [account, setAccount] = useState<PickerAccount | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(today), dayjs(today)]);
  const [duration, setDuration] = useState(24);
  const [interval, setIntervalMinutes] = useState(30);

  const check = () =>
    checking.run(async () => {
      setChecked(null);
      const problem = linkProblem(url);
      if (problem) return setLinkError(problem);
      const answer = await checkUrl(url.trim());
      if (answer.code === Code.ok) {
        setChecked(answer.data);
        setLinkError(null);
      } else setLinkError(answer.msg);
    });

  const send = async () => {
    const allowance = available.data;
    if (allowance && !allowance.allowed) {
      useUiStore
        .getState()
        .openUpgrade(allowance.remaining === 0 ? Code.quotaUsedUp : Code.noPermission, allowance.reason ?? '');
      return;
    }
    if (tab === 'post' && !checked) {
      message.warning(linkProblem(url) ?? '请先检查博文链接');
      return;
    }
    if (tab === 'blogger' && !account) {
      message.warning(ArtMonMessage.noBlogger);
      return;
    }
    const input =
      tab === 'post'
        ? { type: ArtMonType.post, url: checked?.mid ?? '', duration, interval }
        : {
            type: ArtMonType.blogger,
            kol_id: account?.kol_id,
            start_date: range[0].format('YYYY-MM-DD'),
            end_date: range[1].format('YYYY-MM-DD'),
            duration,
            interval,
          };
    const result = await submit.mutateAsync(input as never).catch(() => null);
    if (!result) return;
    message.success(ART_MON_SUBMITTED);
    navigate('/blogReport');
  };

  return (
    <div className={tool.layout}>
      <Card title="博文监测" extra={<Link to="/blogReport">监测记录</Link>}>
        <QueryState query={available} title="监测权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(a) => (
            <div className={tool.authBar}>
              <Typography.Text type="secondary">
                按监测频率持续采集博文的转发、评论、点赞，生成传播趋势、参与用户画像与评论分析报告。
              </Typography.Text>
              <Typography.Text>
                {a.level_name}本月剩余监测次数：
                <Typography.Text strong data-testid="art-mon-remaining">
                  {a.remaining ?? '不限'}
                </Typography.Text>
              </Typography.Text>
              {!a.allowed && <Tag color="orange">{a.reason}</Tag>}
            </div>
          )}
        </QueryState>
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'post' | 'blogger')}
          items={[
            {
              key: 'post',
              label: '单条博文监测',
              children: (
                <>
                  <div className={styles.row}>
                    <Input
                      className={styles.linkInput}
                      aria-label="博文链接"
                      placeholder="粘贴博文链接（weibo.com/UID/BID、m.weibo.cn/status/ID）或博文 mid / bid"
                      value={url}
                      maxLength={ART_MON_URL_MAX + 1}
                      status={linkError ? 'error' : undefined}
                      onChange={(e) => {
                        setUrl(e.target.value);
                        setChecked(null);
                        setLinkError(null);
                      }}
                      onPressEnter={() => void check()}
                    />
                    <Button loading={checking.submitting} onClick={() => void check()}>
                      检查链接
                    </Button>
                  </div>
                  {linkError && (
                    <Typography.Text type="danger" role="alert">
                      {linkError}
                    </Typography.Text>
                  )}
                  {checked && (
                    <Card size="small" style={{ marginTop: 12 }}>
                      <PostCard post={checked} />
                      {checked.monitoring && (
                        <Alert
                          style={{ marginTop: 8 }}
                          type="info"
                          showIcon
                          title="该博文已在监测中，可在监测记录中查看"
                        />
                      )}
                    </Card>
                  )}
                </>
              ),
            },
            {
              key: 'blogger',
              label: '博主博文监测',
              children: (
                <>
                  <AccountPicker
                    lookup={monitorAccountLookup}
                    label="搜索监测博主"
                    placeholder="输入博主昵称或UID搜索已收录的博主"
                    maxLength={ART_MON_KEYWORD_MAX}
                    selected={account}
                    onChange={setAccount}
                  />
                  <div className={styles.row}>
                    <Typography.Text>已选博主：</Typography.Text>
                    {account ? (
                      <BloggerCell card={account} link={false} />
                    ) : (
                      <Typography.Text type="secondary">未选择</Typography.Text>
                    )}
                  </div>
                  <div className={styles.row}>
                    <Typography.Text>发博时间段：</Typography.Text>
                    <DatePicker.RangePicker
                      value={range}
                      allowClear={false}
                      aria-label="发博时间段"
                      disabledDate={(current, info) =>
                        isWindowDayDisabled(
                          current.format('YYYY-MM-DD'),
                          today,
                          info?.from ? info.from.format('YYYY-MM-DD') : null,
                        )
                      }
                      onChange={(value) => {
                        if (value?.[0] && value[1]) setRange([value[0], value[1]]);
                      }}
                    />
                  </div>
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                    监测该博主在时间段内发布的原创博文（最多 {available.data?.blogger_max_posts ?? 10}{' '}
                    条），每条自发现起按所选时长监测；时间段内未发博则任务失败并退还次数。
                  </Typography.Paragraph>
                </>
              ),
            },
          ]}
        />
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
