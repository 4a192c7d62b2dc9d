import type { CouponBatchCreated, CouponBatchItem } from '@boguan/contracts/coupon-batches.api';
import type { CouponBatchState } from '@boguan/contracts/operator';
import { Alert, Button, Flex, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useCouponBatchActions, useCouponBatches } from '../api/coupon-batches-api';
import { CouponBatchForm } from './coupon-batch-form';

const STATE_COLORS: Record<CouponBatchState, string> = {
  upcoming: 'blue',
  running: 'success',
  sold_out: 'orange',
  ended: 'default',
  stopped: 'default',
  granted: 'purple',
};

/** Batches that users may still claim (a stop ends that). */
const STOPPABLE: readonly CouponBatchState[] = ['upcoming', 'running', 'sold_out'];

/** What the last creation said, kept on screen: who received it and which numbers have no account. */
function CreatedNotice({ created, msg, onClose }: { created: CouponBatchCreated; msg: string; onClose(): void }) {
  const unknown = created.unknown_mobiles;
  return (
    <Alert
      type={unknown.length > 0 ? 'warning' : 'success'}
      showIcon
      closable={{ onClose }}
      title={`“${created.name}”：${msg}`}
      description={
        unknown.length > 0 ? `以下 ${unknown.length} 个手机号未注册，未发放：${unknown.join('、')}` : undefined
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** 优惠券: the batches with claimed and used counts, 新建 (满减 / 折扣, mobiles granted at once), 停止. */
export function CouponsTab() {
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [last, setLast] = useState<{ created: CouponBatchCreated; msg: string } | null>(null);
  const batches = useCouponBatches(page);
  const { stop } = useCouponBatchActions();
  const { run } = useSubmit();

  const stopBatch = (row: CouponBatchItem) =>
    run(async () => {
      const answer = await stop(row.id);
      if (answer.code === 1) toast('success', answer.msg);
    });

  return (
    <div data-testid="coupons-tab">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <span>满减券与折扣券；“指定手机号”的批次创建时即发放到账号。</span>
        <Button type="primary" onClick={() => setFormOpen(true)}>
          新建优惠券批次
        </Button>
      </Flex>
      {last && <CreatedNotice created={last.created} msg={last.msg} onClose={() => setLast(null)} />}
      <PagedTable<CouponBatchItem>
        query={batches}
        page={page}
        onPage={setPage}
        label="优惠券批次列表"
        title="优惠券批次加载失败"
        rowKey="id"
        scrollX={1200}
        unit="个批次"
        columns={[
          { title: '批次名称', dataIndex: 'name', width: 180 },
          { title: '类型', dataIndex: 'kind_name', width: 80 },
          { title: '优惠', dataIndex: 'desc', width: 170 },
          {
            title: '发放对象',
            key: 'audience',
            width: 150,
            render: (_: unknown, row) =>
              row.audience === 'new_users' ? `${row.audience_name}（${row.audience_days}天内）` : row.audience_name,
          },
          { title: '有效期', dataIndex: 'valid_days', width: 80, render: (days: number) => `${days}天` },
          {
            title: '已领取 / 总量',
            key: 'claimed',
            width: 110,
            render: (_: unknown, row) => `${row.claimed} / ${row.quantity ?? '不限'}`,
          },
          { title: '已使用', dataIndex: 'used', width: 80 },
          {
            title: '领取时间',
            key: 'window',
            width: 190,
            render: (_: unknown, row) =>
              `${row.starts_at.slice(0, 10)} 至 ${row.ends_at ? row.ends_at.slice(0, 10) : '长期'}`,
          },
          {
            title: '状态',
            dataIndex: 'state_name',
            width: 90,
            render: (name: string, row) => <Tag color={STATE_COLORS[row.state]}>{name}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_: unknown, row) =>
              STOPPABLE.includes(row.state) ? (
                <Popconfirm
                  title="停止后用户将不能再领取该批次，已领取的券仍可使用。确定停止吗？"
                  okText="停止"
                  cancelText="取消"
                  onConfirm={() => stopBatch(row)}
                >
                  <Button type="link" size="small" danger>
                    停止
                  </Button>
                </Popconfirm>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <CouponBatchForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onCreated={(created, msg) => setLast({ created, msg })}
      />
    </div>
  );
}
