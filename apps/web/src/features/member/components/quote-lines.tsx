import type { QuoteData } from '@boguan/contracts/payments.api';
import { money } from '../lib/money';
import styles from '../member.module.css';

/** The server's quote line by line: list price, upgrade credit, coupon and the new expiry. */
export function QuoteLines({ data, expiryLabel }: { data: QuoteData; expiryLabel: string }) {
  return (
    <>
      <div className={styles.summaryRow}>
        <span>
          {data.level_name} · {data.term_name}
        </span>
        <span>{money(data.list_fen)}</span>
      </div>
      {data.credit_fen > 0 && (
        <div className={styles.summaryRow}>
          <span>高级版剩余时长抵扣</span>
          <span className={styles.minus}>-{money(data.credit_fen)}</span>
        </div>
      )}
      <div className={styles.summaryRow}>
        <span>优惠券</span>
        <span className={styles.minus}>{data.discount_fen > 0 ? `-${money(data.discount_fen)}` : '未使用'}</span>
      </div>
      <div className={styles.summaryRow}>
        <span>{expiryLabel}</span>
        <span>{data.expires_at.slice(0, 10)}</span>
      </div>
    </>
  );
}
