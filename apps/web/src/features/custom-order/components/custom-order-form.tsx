import {
  CUSTOM_ORDER_BUDGET_KEYS,
  CUSTOM_ORDER_BUDGETS,
  CUSTOM_ORDER_EARLIEST_DATE,
  CUSTOM_ORDER_SCOPE_KEYS,
  CUSTOM_ORDER_SCOPES,
  type CustomOrderField,
  CustomOrderLimits as Limits,
  CustomOrderMessage as Message,
} from '@boguan/contracts/custom-order';
import { MOBILE_LENGTH } from '@boguan/contracts/validation-messages';
import { Button, Col, DatePicker, Form, type FormInstance, Input, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useCustomOrderActions } from '../api/custom-order-api';
import {
  type CustomOrderFormValues,
  chinaToday,
  customOrderErrors,
  defaultPeriod,
  toSubmitBody,
} from '../lib/custom-order-form';

/** One antd rule asking the shared rules, so the form says what the server would. */
function ruleFor(form: FormInstance<CustomOrderFormValues>, field: CustomOrderField) {
  return {
    required: field !== 'email' && field !== 'company',
    validator: () => {
      const message = customOrderErrors(form.getFieldsValue(true))[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

const SCOPE_OPTIONS = CUSTOM_ORDER_SCOPE_KEYS.map((key) => ({ value: key, label: CUSTOM_ORDER_SCOPES[key] }));
const BUDGET_OPTIONS = CUSTOM_ORDER_BUDGET_KEYS.map((key) => ({ value: key, label: CUSTOM_ORDER_BUDGETS[key] }));

function initialValues(): CustomOrderFormValues {
  const { from, to } = defaultPeriod();
  return { scope: [], date_from: dayjs(from), date_to: dayjs(to) };
}

/** Days the pickers do not offer: before Weibo began, or further ahead than the rules allow. */
function outOfRange(current: dayjs.Dayjs): boolean {
  const latest = dayjs(chinaToday()).add(Limits.futureDays, 'day');
  return current.isBefore(dayjs(CUSTOM_ORDER_EARLIEST_DATE), 'day') || current.isAfter(latest, 'day');
}

/**
 * 提交定制需求: what data, which part of Weibo, the period, the budget and how to reach the
 * person. Checked with the server's rules and messages before sending; a failed submit says
 * 部分必填信息未填写完毕。 (spec 5) and marks every field at fault. Single-flight; the server also
 * answers a double submit with the first order.
 */
export function CustomOrderForm({ onSubmitted }: { onSubmitted?: (id: number) => void }) {
  const [form] = Form.useForm<CustomOrderFormValues>();
  const { submit } = useCustomOrderActions();
  const { submitting, run } = useSubmit();
  const rule = (field: CustomOrderField) => [ruleFor(form, field)];

  const send = (values: CustomOrderFormValues) =>
    run(async () => {
      const answer = await submit(toSubmitBody(values));
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      form.resetFields();
      onSubmitted?.(answer.data.id);
    });

  return (
    <Form<CustomOrderFormValues>
      form={form}
      layout="vertical"
      aria-label="数据定制需求"
      initialValues={initialValues()}
      onFinish={(values) => void send(values)}
      onFinishFailed={() => toast('warning', Message.incomplete)}
    >
      <Form.Item
        name="describe"
        label={`需要什么数据（${Limits.describeMin}–${Limits.describeMax}字）`}
        rules={rule('describe')}
      >
        <Input.TextArea
          rows={4}
          maxLength={Limits.describeMax}
          placeholder="对象、指标、维度与交付形式，如：2025年美妆类博主的粉丝画像与月度互动，Excel交付"
        />
      </Form.Item>
      <Form.Item name="scope" label="数据范围（可多选）" rules={rule('scope')}>
        <CheckboxGroupField options={SCOPE_OPTIONS} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="date_from" label="开始日期" rules={rule('date_from')} dependencies={['date_to']}>
            <DatePicker style={{ width: '100%' }} disabledDate={outOfRange} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date_to"
            label="结束日期"
            rules={rule('date_to')}
            dependencies={['date_from']}
            extra={`最长${Limits.spanDays}天，最晚至今天之后${Limits.futureDays}天`}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={outOfRange} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="budget" label="预算" rules={rule('budget')}>
        <Radio.Group options={BUDGET_OPTIONS} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="contact" label="姓名" rules={rule('contact')}>
            <Input placeholder="请输入您的姓名" maxLength={Limits.contactMax} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="tel" label="联系号码" rules={rule('tel')}>
            <Input placeholder="请输入手机号" maxLength={MOBILE_LENGTH} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label="邮箱（选填）" rules={rule('email')}>
            <Input placeholder="请输入邮箱" maxLength={Limits.emailMax} inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label="公司名称（选填）">
            <Input placeholder="请输入公司名称" maxLength={Limits.companyMax} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        提交需求
      </Button>
    </Form>
  );
}
