import { FieldMax, WITHDRAW_STATUS_NAMES, WITHDRAW_STATUSES, type WithdrawStatus } from '@boguan/contracts/wallet';
import type { AdminWithdrawal } from '@boguan/contracts/wallet.api';
import { Badge, Button, Flex, Input, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useAdminWithdrawals, useWithdrawalActions } from '../api/withdrawals-admin-api';
import { money } from '../lib/money';

const STATUS_COLORS: Record<WithdrawStatus, string> = { pending: 'processing', paid: 'success', rejected: 'error' };

type Review = { kind: 'pay' | 'reject'; row: AdminWithdrawal };

function payee(row: AdminWithdrawal): string {
  return `${row.real_name}（${row.account_type_name} ${row.account}${row.bank_name ? `，${row.bank_name}` : ''}）`;
}

/**
 * The confirmation of 打款 (an optional payout reference) or 驳回 (a reason, required): it names the
 * payee and the amount, and its OK is single-flight.
 */
function ReviewDialog({ review, onClose }: { review: Review | null; onClose(): void }) {
  const [text, setText] = useState('');
  const { submitting, run } = useSubmit();
  const { pay, reject } = useWithdrawalActions();
  const rejecting = review?.kind === 'reject';

  const confirm = () =>
    run(async () => {
      if (!review) return;
      const value = text.trim();
      if (rejecting && value === '') {
        toast('warning', '请填写驳回原因');
        return;
      }
      const answer = rejecting ? await reject(review.row.id, value) : await pay(review.row.id, value);
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setText('');
      onClose();
    });

  return (
    <Modal
      open={review !== null}
      title={rejecting ? '驳回提现' : '确认打款'}
      okText={rejecting ? '确认驳回' : '确认已打款'}
      okButtonProps={{ danger: rejecting }}
      confirmLoading={submitting}
      onOk={() => void confirm()}
      onCancel={() => {
        setText('');
        onClose();
      }}
      destroyOnHidden
    >
      {review && (
        <Flex vertical gap={8}>
          <div>{rejecting ? '驳回后金额将退回用户的可提现余额。' : '请确认已通过银行或支付宝向以下账户转账：'}</div>
          <div>
            用户 {review.row.user_mobile}，金额 <strong>{money(review.row.amount_fen)}</strong>，收款人{' '}
            {payee(review.row)}
          </div>
          {rejecting ? (
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={FieldMax.reason}
              rows={3}
              placeholder="驳回原因（用户可见），如：收款账户姓名与实名不符"
              aria-label="驳回原因"
            />
          ) : (
            <Input
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={FieldMax.payoutRef}
              placeholder="打款流水号（选填）"
              aria-label="打款流水号"
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** 提现审核: every user's requests, pending first, filtered by state; 打款 and 驳回 with confirmation. */
export function WithdrawalsTab() {
  const [status, setStatus] = useState<WithdrawStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<Review | null>(null);
  const list = useAdminWithdrawals(status, page);

  return (
    <div data-testid="withdrawals-tab">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Radio.Group
          optionType="button"
          value={status ?? 'all'}
          onChange={(event) => {
            setStatus(event.target.value === 'all' ? undefined : (event.target.value as WithdrawStatus));
            setPage(1);
          }}
          options={[
            { value: 'all', label: '全部' },
            ...WITHDRAW_STATUSES.map((value) => ({ value, label: WITHDRAW_STATUS_NAMES[value] })),
          ]}
        />
        <Badge count={list.data?.pending_count ?? 0} showZero={false}>
          <span style={{ paddingRight: 8 }}>待审核</span>
        </Badge>
      </Flex>
      <PagedTable<AdminWithdrawal>
        query={list}
        page={page}
        onPage={setPage}
        label="提现申请列表"
        title="提现申请加载失败"
        rowKey="id"
        scrollX={1400}
        columns={[
          { title: '申请时间', dataIndex: 'create_time', width: 170 },
          {
            title: '用户',
            key: 'user',
            width: 180,
            render: (_: unknown, row) => `${row.user_mobile}（${row.user_nick}）`,
          },
          { title: '金额', dataIndex: 'amount_fen', width: 110, render: money },
          { title: '收款账户', key: 'payee', width: 300, render: (_: unknown, row) => payee(row) },
          {
            title: '申请时余额 / 当前余额',
            key: 'balance',
            width: 190,
            render: (_: unknown, row) => `${money(row.balance_before_fen)} / ${money(row.available_now_fen)}`,
          },
          {
            title: '状态',
            key: 'status',
            width: 240,
            render: (_: unknown, row) => (
              <>
                <Tag color={STATUS_COLORS[row.status]}>{row.status_name}</Tag>
                {row.status === 'rejected' && `原因：${row.reason}`}
                {row.status === 'paid' && row.payout_ref && `流水号：${row.payout_ref}`}
              </>
            ),
          },
          {
            title: '处理',
            key: 'review',
            width: 200,
            render: (_: unknown, row) => (row.review_time ? `${row.reviewer} ${row.review_time}` : '—'),
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_: unknown, row) =>
              row.status === 'pending' ? (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setReview({ kind: 'pay', row })}>
                    打款
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setReview({ kind: 'reject', row })}>
                    驳回
                  </Button>
                </Space>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}
