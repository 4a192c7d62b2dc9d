import type { ShareInfo } from '@boguan/contracts/wallet.api';
import { Button, Card, Input, Statistic, Tabs } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useShareInfo } from '../api/referral-api';
import { CommissionTable } from '../components/commission-table';
import { InviteeTable } from '../components/invitee-table';
import { CopyLinkButton, SharePoster } from '../components/share-poster';
import { money } from '../lib/money';
import styles from '../referral.module.css';

function Figures({ info }: { info: ShareInfo }) {
  const figures: Array<[string, string]> = [
    ['已邀请', `${info.invited} 人`],
    ['已付费', `${info.paid_users} 人`],
    ['待结算', money(info.pending_fen)],
    ['可提现', money(info.available_fen)],
    ['累计收益', money(info.total_earned_fen)],
  ];
  return (
    <div className={styles.figures} data-testid="share-figures">
      {figures.map(([title, value]) => (
        <Card key={title} size="small">
          <Statistic title={title} value={value} />
        </Card>
      ))}
    </div>
  );
}

function Rules({ info }: { info: ShareInfo }) {
  return (
    <Card title="推广规则" size="small" data-testid="share-rules">
      <ol className={styles.rules}>
        <li>好友通过您的推广链接或海报二维码注册博观，即成为您邀请的用户。</li>
        <li>
          邀请的用户每次购买会员，您可获得实付金额 {info.rate_pct}% 的佣金（按分向下取整）；兑换码开通的会员不计佣金。
        </li>
        <li>
          佣金在订单支付后 {info.refund_days} 天内为“待结算”（期间订单可退款，退款则佣金扣回），{info.refund_days}{' '}
          天后转为“可提现”。
        </li>
        <li>
          可提现余额满 {money(info.min_fen)} 即可申请提现，同一时间仅可有一笔提现在审核中，审核通过后 1-3 个工作日到账。
        </li>
      </ol>
    </Card>
  );
}

/** /shares (付费推广): the link and poster, the earnings, the invitees and commissions, the rules. */
export function SharesPage() {
  const info = useShareInfo();
  return (
    <div className={styles.page}>
      <QueryState query={info} title="推广信息加载失败">
        {(data) => (
          <>
            <Figures info={data} />
            <div className={styles.top}>
              <Card
                title="我的推广链接"
                extra={
                  <Link to="/withdraw">
                    <Button>去提现</Button>
                  </Link>
                }
              >
                <div className={styles.linkRow}>
                  <Input readOnly value={data.share_url} aria-label="推广链接" data-testid="share-url" />
                  <CopyLinkButton url={data.share_url} />
                </div>
                <p>
                  已提现 {money(data.withdrawn_fen)}；邀请码 <strong>{data.share_code}</strong>
                </p>
                <Rules info={data} />
              </Card>
              <Card title="推广海报">
                <SharePoster info={data} />
              </Card>
            </div>
          </>
        )}
      </QueryState>
      <Card>
        <Tabs
          items={[
            { key: 'invitees', label: '邀请记录', children: <InviteeTable /> },
            { key: 'commissions', label: '佣金明细', children: <CommissionTable /> },
          ]}
        />
      </Card>
    </div>
  );
}
