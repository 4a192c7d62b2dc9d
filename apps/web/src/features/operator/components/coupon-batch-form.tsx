import type { CouponBatchCreated } from '@boguan/contracts/coupon-batches.api';
import { COUPON_KIND_NAMES } from '@boguan/contracts/coupons';
import { COUPON_AUDIENCE_NAMES, CouponBatchLimits as Limits, OperatorMessage as M } from '@boguan/contracts/operator';
import { DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useCouponBatchActions } from '../api/coupon-batches-api';
import {
  type CouponBatchValues,
  couponBatchBody,
  mobilesProblem,
  rateProblem,
  yuanProblem,
} from '../lib/coupon-batch-body';

interface Props {
  open: boolean;
  onClose(): void;
  /** The server's answer and message, for the tab to show (who received it, unknown numbers). */
  onCreated(created: CouponBatchCreated, msg: string): void;
}

const check = (problem: (value: string | undefined) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const found = problem(value);
    if (found) throw new Error(found);
  },
});

const INITIAL: Partial<CouponBatchValues> = { kind: 'amount', audience: 'all', valid_days: 7, audience_days: 30 };

/** 新建优惠券批次: 满减 or 折扣, for new users, everyone, or listed mobiles (granted at once). */
export function CouponBatchForm({ open, onClose, onCreated }: Props) {
  const [form] = Form.useForm<CouponBatchValues>();
  const kind = Form.useWatch('kind', form);
  const audience = Form.useWatch('audience', form);
  const { create } = useCouponBatchActions();
  const { submitting, run } = useSubmit();

  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      const answer = await create(couponBatchBody(values));
      if (answer.code !== 1) return;
      onCreated(answer.data, answer.msg);
      onClose();
    });

  return (
    <Modal
      title="新建优惠券批次"
      open={open}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText="创建"
      confirmLoading={submitting}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={INITIAL} aria-label="优惠券批次">
        <Form.Item
          name="name"
          label="批次名称"
          rules={[{ required: true, whitespace: true, message: '请输入批次名称' }]}
        >
          <Input maxLength={40} showCount placeholder="如：会员日 8.5折" />
        </Form.Item>
        <Form.Item name="kind" label="优惠券类型">
          <Radio.Group
            options={Object.entries(COUPON_KIND_NAMES).map(([value, label]) => ({ value, label }))}
            optionType="button"
          />
        </Form.Item>
        {kind === 'rate' ? (
          <>
            <Form.Item
              name="rate"
              label="折扣（折）"
              extra="0.1–9.9 折，如 8.5 表示实付 85%"
              rules={[check(rateProblem)]}
            >
              <Input placeholder="8.5" suffix="折" inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="max_discount"
              label="最高优惠金额（元，可不填）"
              rules={[check((v) => yuanProblem(v, M.maxDiscountBad, 1, Limits.amountMaxFen))]}
            >
              <Input placeholder="不填则不限" prefix="¥" inputMode="decimal" />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="amount"
            label="减免金额（元）"
            rules={[
              { required: true, whitespace: true, message: M.amountEmpty },
              check((v) => yuanProblem(v, M.amountBad, 1, Limits.amountMaxFen)),
            ]}
          >
            <Input placeholder="50" prefix="¥" inputMode="decimal" />
          </Form.Item>
        )}
        <Form.Item
          name="threshold"
          label="使用门槛（元，不填为无门槛）"
          rules={[check((v) => yuanProblem(v, M.thresholdBad, 0, Limits.thresholdMaxFen))]}
        >
          <Input placeholder="300" prefix="满 ¥" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="valid_days" label="领取后有效天数" rules={[{ required: true, message: M.validDays }]}>
          <InputNumber min={1} max={Limits.validDaysMax} precision={0} suffix="天" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="audience" label="发放对象">
          <Radio.Group options={Object.entries(COUPON_AUDIENCE_NAMES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {audience === 'mobiles' ? (
          <Form.Item
            name="mobiles"
            label="接收优惠券的手机号"
            extra="每行一个，最多500个；提交后立即发放到已注册的账号，每个账号一张"
            rules={[check(mobilesProblem)]}
          >
            <Input.TextArea rows={5} placeholder={'13800138000\n13900139000'} />
          </Form.Item>
        ) : (
          <>
            {audience === 'new_users' && (
              <Form.Item
                name="audience_days"
                label="注册天数以内"
                rules={[{ required: true, message: M.audienceDays }]}
              >
                <InputNumber min={1} max={Limits.audienceDaysMax} precision={0} suffix="天" style={{ width: 180 }} />
              </Form.Item>
            )}
            <Form.Item name="quantity" label="发放数量（不填为不限）">
              <InputNumber min={1} max={Limits.quantityMax} precision={0} suffix="张" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="window" label="领取时间（不填为立即开始、长期有效）">
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
