import type { PaidLevel, PayMethod, PayTerm } from '@boguan/contracts/payments';
import type { CreatedOrder } from '@boguan/contracts/payments.api';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { createOrder, useQuote } from '../api/member-api';

/**
 * The purchase form's state, shared by /member and /m/member: level, term, coupon (undefined lets
 * the server pick the best), method, the server's quote of them, and the single-flight pay click
 * that creates (or reuses) the order.
 */
export function usePurchase(currentLevel: number) {
  const [level, setLevelState] = useState<PaidLevel>(currentLevel >= 40 ? 40 : 30);
  const [term, setTerm] = useState<PayTerm>('year');
  const [couponChoice, setCouponChoice] = useState<number | undefined>(undefined);
  const [method, setMethod] = useState<PayMethod>('wechat');
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const quote = useQuote(level, term, couponChoice);
  const { submitting, run } = useSubmit();

  const setLevel = (next: PaidLevel) => {
    setLevelState(next);
    setCouponChoice(undefined);
  };
  const changeTerm = (next: PayTerm) => {
    setTerm(next);
    setCouponChoice(undefined);
  };

  const pay = () =>
    run(async () => {
      try {
        setOrder(await createOrder({ level, term, method, coupon_id: quote.data?.coupon_id ?? couponChoice }));
      } catch (error) {
        toast('error', errorMessage(error));
      }
    });

  return {
    level,
    setLevel,
    term,
    setTerm: changeTerm,
    couponChoice,
    setCouponChoice,
    method,
    setMethod,
    quote,
    order,
    closeOrderDialog: () => setOrder(null),
    pay,
    submitting,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
