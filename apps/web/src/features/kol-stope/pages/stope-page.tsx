import { chinaDate } from '@boguan/contracts/china-time';
import { Code } from '@boguan/contracts/envelope';
import { STOPE_KEYWORD_MAX, STOPE_MAX_DAYS, STOPE_SUBMITTED, StopeMessage } from '@boguan/contracts/kol-stope';
import type { StopeAccount } from '@boguan/contracts/kol-stope.api';
import { MembershipMessage } from '@boguan/contracts/membership';
import { Alert, App, Button, Card, DatePicker, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { AccountPicker } from '../../blogger-common/account-picker';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import tool from '../../blogger-common/tool-page.module.css';
import { stopeAccountLookup, useStopeAuth, useSubmitStope } from '../api/kol-stope-api';
import styles from '../components/kol-stope.module.css';
import { StopeProgressPanel } from '../components/stope-progress';
import { isDayDisabled, lastDays } from '../lib/stope-dates';

/** /stope: pick a stored blogger and a date range, submit, and follow the collection's progress. */
export function StopePage() {
  const auth = useStopeAuth();
  const submit = useSubmitStope();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  // Today in China time (the server's business dates), whatever the browser's zone.
  const today = chinaDate(new Date());
  const [account, setAccount] = useState<StopeAccount | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const [start, end] = lastDays(today, 7);
    return [dayjs(start), dayjs(end)];
  });
  const [taskId, setTaskId] = useState<number | null>(null);
  const allowance = auth.data;

  const send = async () => {
    if (!account) {
      message.warning(StopeMessage.noBlogger);
      return;
    }
    if (allowance && !allowance.allowed) {
      useUiStore.getState().openUpgrade(Code.noPermission, MembershipMessage.noPermission);
      return;
    }
    const result = await submit
      .mutateAsync({
        kol_id: account.kol_id,
        start_date: range[0].format('YYYY-MM-DD'),
        end_date: range[1].format('YYYY-MM-DD'),
      })
      .catch(() => null);
    if (!result) return;
    message.success(STOPE_SUBMITTED);
    setTaskId(result.id);
    auth.refetch();
  };

  return (
    <div className={tool.layout}>
      <Card title="博主回采" extra={<Link to="/stopeHistory">回采记录</Link>}>
        <QueryState query={auth} title="回采权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
          {(allowed) => (
            <div className={tool.authBar}>
              <Typography.Text type="secondary">
                回采指定博主在某段时间内发布的全部博文（最长 {STOPE_MAX_DAYS}{' '}
                天，不含未来日期），完成后可查看数据、导出并分析商业博文。
              </Typography.Text>
              {allowed.allowed ? (
                <Typography.Text>
                  本月剩余回采次数：<Typography.Text strong>{allowed.per_month?.remaining ?? '不限'}</Typography.Text>
                  {allowed.max_rows ? `，每次最多保留 ${allowed.max_rows} 条博文` : ''}
                </Typography.Text>
              ) : (
                <Tag color="orange">当前会员等级暂不支持回采，请升级会员</Tag>
              )}
            </div>
          )}
        </QueryState>
      </Card>
      <Card title="选择博主与时间范围">
        <AccountPicker
          lookup={stopeAccountLookup}
          label="搜索回采博主"
          placeholder="输入博主昵称或UID搜索已收录的博主"
          maxLength={STOPE_KEYWORD_MAX}
          selected={account}
          onChange={setAccount}
        />
        <div className={styles.formRow}>
          <div className={styles.chosen}>
            <Typography.Text>已选博主：</Typography.Text>
            {account ? (
              <BloggerCell card={account} link={false} />
            ) : (
              <Typography.Text type="secondary">未选择</Typography.Text>
            )}
          </div>
        </div>
        <div className={styles.formRow}>
          <Typography.Text>回采时间：</Typography.Text>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            aria-label="回采时间范围"
            disabledDate={(current, info) =>
              isDayDisabled(current.format('YYYY-MM-DD'), today, info?.from ? info.from.format('YYYY-MM-DD') : null)
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
          <Button type="primary" loading={submitting} onClick={() => void run(send)}>
            开始回采
          </Button>
        </div>
      </Card>
      {taskId !== null && (
        <Card title="回采进度">
          <StopeProgressPanel id={taskId} />
        </Card>
      )}
      {allowance && !allowance.allowed && <Alert type="info" showIcon title="高级版及以上会员可使用博主回采" />}
    </div>
  );
}
