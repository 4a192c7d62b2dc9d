import { LEVEL_NAMES } from '@boguan/contracts/membership';
import {
  PAID_LEVELS,
  PAY_METHOD_NAMES,
  PAY_METHODS,
  PAY_TERMS,
  PRICES_FEN,
  TERM_DAYS,
  TERM_NAMES,
} from '@boguan/contracts/payments';
import { Alert, Button, Card, Radio, Select, Skeleton } from 'antd';
import { errorMessage } from '../../../components/query-state';
import { money } from '../lib/money';
import type { Purchase } from '../lib/use-purchase';
import styles from '../member.module.css';
import { QuoteLines } from './quote-lines';

const LEVEL_HINTS = { 30: '适合个人与小团队：导出、监控、报告按月计', 40: '适合机构：更高的次数与条数，约为高级版5倍' };

/** The coupon's name, with its rule unless the name says it already. */
export function couponTitle(coupon: { name: string; desc: string }): string {
  return coupon.name.includes(coupon.desc) ? coupon.name : `${coupon.name} ${coupon.desc}`;
}

/** Monthly equivalent of a term's list price, for the saving hint. */
function perMonth(fen: number, days: number): string {
  return money(Math.round((fen * 30) / days));
}

/** Level, term, coupon and method on the left; the server's amount and the pay button on the right. */
export function PurchasePanel({ purchase, currentLevel }: { purchase: Purchase; currentLevel: number }) {
  const { level, term, quote, method } = purchase;
  const data = quote.data;
  const couponOptions = [
    ...(data?.coupons ?? []).map((coupon) => ({
      value: coupon.id,
      disabled: !coupon.usable,
      label: `${couponTitle(coupon)}（${coupon.valid_to.slice(0, 10)}到期）${coupon.usable ? '' : ' 不满足使用条件'}`,
    })),
    { value: 0, label: '不使用优惠券' },
  ];

  return (
    <div className={styles.buy}>
      <Card>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>选择版本</div>
          <div className={styles.levels}>
            {PAID_LEVELS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.levelCard}
                aria-pressed={level === value}
                disabled={value < currentLevel}
                onClick={() => purchase.setLevel(value)}
              >
                <div className={styles.levelName}>
                  {LEVEL_NAMES[value]}
                  {value === currentLevel ? '（当前）' : ''}
                </div>
                <div className={styles.levelHint}>{LEVEL_HINTS[value]}</div>
              </button>
            ))}
          </div>
        </div>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>购买时长</div>
          <div className={styles.terms}>
            {PAY_TERMS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.term}
                aria-pressed={term === value}
                onClick={() => purchase.setTerm(value)}
              >
                <div className={styles.termName}>
                  {TERM_NAMES[value]}（{TERM_DAYS[value]}天）
                </div>
                <div className={styles.termPrice}>{money(PRICES_FEN[level][value])}</div>
                <div className={styles.termHint}>约 {perMonth(PRICES_FEN[level][value], TERM_DAYS[value])}/月</div>
              </button>
            ))}
          </div>
        </div>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>优惠券</div>
          <Select
            aria-label="优惠券"
            style={{ width: '100%' }}
            loading={quote.isFetching}
            value={data ? data.coupon_id : undefined}
            placeholder={data?.coupons.length === 0 ? '暂无可用优惠券' : '选择优惠券'}
            options={couponOptions}
            onChange={(value: number) => purchase.setCouponChoice(value)}
          />
        </div>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>支付方式</div>
          <Radio.Group
            value={method}
            onChange={(event) => purchase.setMethod(event.target.value)}
            options={PAY_METHODS.map((value) => ({ value, label: PAY_METHOD_NAMES[value] }))}
          />
        </div>
      </Card>
      <Card title="订单金额" data-testid="order-summary">
        {quote.isError && !data ? (
          <Alert type="error" showIcon title={errorMessage(quote.error)} />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <>
            {quote.isError && <Alert type="error" showIcon title={errorMessage(quote.error)} />}
            <QuoteLines data={data} expiryLabel={data.kind === 'renew' ? '续费后有效期至' : '开通后有效期至'} />
            <div className={styles.summaryTotal}>
              <span>应付</span>
              <span className={styles.payAmount} data-testid="pay-amount">
                {money(data.pay_fen)}
              </span>
            </div>
            <Button
              type="primary"
              size="large"
              block
              style={{ marginTop: 16 }}
              loading={purchase.submitting}
              disabled={quote.isError || quote.isFetching}
              onClick={purchase.pay}
            >
              立即支付
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
