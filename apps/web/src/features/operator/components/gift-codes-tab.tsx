import type { DataOf } from '@boguan/contracts/api';
import { GiftCodeLimits, OperatorMessage as M } from '@boguan/contracts/operator';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useCreateGiftCodes, useGiftBatches } from '../api/gift-codes-api';

type Made = DataOf<'/api/admin/gift_codes_create'>;
type BatchRow = DataOf<'/api/admin/gift_batch_list'>['data'][number];

interface Values {
  level: 30 | 40;
  days: number;
  count: number;
  batch: string;
  redeem_before?: Dayjs | null;
}

/** The codes just made: shown this once, with 复制全部. */
function MadeCodes({ made, onClose }: { made: Made; onClose(): void }) {
  const text = made.codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast('success', `已复制${made.codes.length}个兑换码`);
    } catch {
      toast('warning', '复制失败，请手动选中后复制');
    }
  };
  const deadline = made.redeem_before ? `，${made.redeem_before}前兑换` : '';
  return (
    <Card
      size="small"
      title={`${made.batch}：${made.level_name}${made.days}天 × ${made.codes.length}${deadline}`}
      extra={
        <>
          <Button type="primary" size="small" onClick={() => void copy()}>
            复制全部
          </Button>{' '}
          <Button size="small" onClick={onClose}>
            我已保存
          </Button>
        </>
      }
      style={{ marginBottom: 16 }}
    >
      <Alert type="warning" showIcon title="兑换码仅显示这一次，关闭后无法再查看，请立即复制保存。" />
      <Input.TextArea
        data-testid="gift-codes"
        readOnly
        value={text}
        autoSize={{ minRows: 3, maxRows: 12 }}
        style={{ marginTop: 8, fontFamily: 'monospace' }}
      />
    </Card>
  );
}

/** 兑换码: mint a batch (level, days, count, deadline), the codes shown once, and every batch with its use. */
export function GiftCodesTab() {
  const [form] = Form.useForm<Values>();
  const [page, setPage] = useState(1);
  const [made, setMade] = useState<Made | null>(null);
  const batches = useGiftBatches(page);
  const create = useCreateGiftCodes();
  const { submitting, run } = useSubmit();

  const submit = (values: Values) =>
    run(async () => {
      const answer = await create({
        level: values.level,
        days: values.days,
        count: values.count,
        batch: values.batch.trim(),
        redeem_before: values.redeem_before ? values.redeem_before.format('YYYY-MM-DD') : undefined,
      });
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setMade(answer.data);
    });

  return (
    <div data-testid="gift-codes-tab">
      <Form<Values>
        form={form}
        layout="inline"
        aria-label="生成兑换码"
        initialValues={{ level: 30, days: 30, count: 10 }}
        onFinish={(values) => void submit(values)}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="level" label="会员等级">
          <Radio.Group
            optionType="button"
            options={[
              { value: 30, label: '高级版' },
              { value: 40, label: '专业版' },
            ]}
          />
        </Form.Item>
        <Form.Item name="days" label="天数" rules={[{ required: true, message: M.giftDays }]}>
          <InputNumber min={1} max={GiftCodeLimits.daysMax} precision={0} suffix="天" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="count" label="数量" rules={[{ required: true, message: M.giftCount }]}>
          <InputNumber min={1} max={GiftCodeLimits.countMax} precision={0} suffix="个" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="batch"
          label="批次名称"
          rules={[{ required: true, whitespace: true, message: '请输入批次名称' }]}
        >
          <Input maxLength={40} placeholder="如：渠道A" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="redeem_before" label="兑换截止">
          <DatePicker placeholder="不限" disabledDate={(day) => day.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting}>
            生成兑换码
          </Button>
        </Form.Item>
      </Form>
      {made && <MadeCodes made={made} onClose={() => setMade(null)} />}
      <PagedTable<BatchRow>
        query={batches}
        page={page}
        onPage={setPage}
        label="兑换码批次列表"
        title="兑换码批次加载失败"
        rowKey={(row) => `${row.batch}|${row.level}|${row.days}|${row.create_time}|${row.redeem_before}`}
        unit="个批次"
        columns={[
          { title: '批次名称', dataIndex: 'batch' },
          { title: '会员等级', dataIndex: 'level_name', width: 100 },
          { title: '天数', dataIndex: 'days', width: 80, render: (days: number) => `${days}天` },
          { title: '数量', dataIndex: 'count', width: 80 },
          { title: '已兑换', dataIndex: 'used', width: 80 },
          { title: '兑换截止', dataIndex: 'redeem_before', width: 120, render: (day: string) => day || '不限' },
          { title: '生成时间', dataIndex: 'create_time', width: 170 },
        ]}
      />
    </div>
  );
}
