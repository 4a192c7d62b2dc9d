import {
  BUDGET_OPTIONS,
  NeedFormMax,
  QUESTIONNAIRE_IDENTITIES,
  QUESTIONNAIRE_NEEDS,
  STAFF_SERVICE_OPTIONS,
} from '@boguan/contracts/profile';
import { MOBILE_LENGTH } from '@boguan/contracts/validation-messages';
import { Col, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';
import {
  findsAccounts,
  OTHER_IDENTITY,
  placesAds,
  type QuestionnaireField,
  type QuestionnaireValues,
  questionnaireErrors,
} from '../lib/questionnaire-rules';

/** One antd rule that asks the shared rules module, so the form and the tests agree. */
function ruleFor(form: FormInstance<QuestionnaireValues>, field: QuestionnaireField) {
  return {
    required: true,
    validator: () => {
      const message = questionnaireErrors(form.getFieldsValue(true))[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

const budgetOptions = BUDGET_OPTIONS.map((value) => ({ value, label: value }));

/** The contact questions typed into a text box, two to a row. */
const CONTACT_FIELDS: Array<{
  name: QuestionnaireField;
  label: string;
  placeholder: string;
  maxLength: number;
  inputMode?: 'numeric';
}> = [
  { name: 'contact', label: '姓名', placeholder: '请输入您的姓名', maxLength: NeedFormMax.contact },
  { name: 'tel', label: '联系号码', placeholder: '请输入手机号', maxLength: MOBILE_LENGTH, inputMode: 'numeric' },
  { name: 'email', label: '邮箱', placeholder: '请输入邮箱', maxLength: NeedFormMax.email },
  { name: 'weixin', label: '微信号', placeholder: '请输入微信号', maxLength: NeedFormMax.weixin },
  { name: 'company', label: '公司名称', placeholder: '请输入公司名称', maxLength: NeedFormMax.company },
];

interface QuestionnaireFieldsProps {
  form: FormInstance<QuestionnaireValues>;
  industries: Array<{ id: number; name: string }>;
}

/** The questions of spec 3/5; 找号 and 广告投放 reveal their follow-up questions. */
const NEED_OPTIONS = QUESTIONNAIRE_NEEDS.map((need) => ({ value: need, label: need }));

export function QuestionnaireFields({ form, industries }: QuestionnaireFieldsProps) {
  const values = Form.useWatch([], form) ?? {};
  const rule = (field: QuestionnaireField) => [ruleFor(form, field)];
  return (
    <>
      <Form.Item name="identity_type" label="您的身份" rules={rule('identity_type')} dependencies={['identity_other']}>
        <Radio.Group options={[...QUESTIONNAIRE_IDENTITIES, OTHER_IDENTITY].map((v) => ({ value: v, label: v }))} />
      </Form.Item>
      {values.identity_type === OTHER_IDENTITY && (
        <Form.Item name="identity_other" style={{ marginTop: -12 }}>
          <Input placeholder="请输入您的身份" maxLength={NeedFormMax.identity_other} />
        </Form.Item>
      )}
      <Form.Item name="need" label="注册博观的原因（可多选）" rules={rule('need')} dependencies={['reason_other']}>
        <CheckboxGroupField options={NEED_OPTIONS} />
      </Form.Item>
      <Form.Item name="reason_other" style={{ marginTop: -12 }}>
        <Input placeholder="其他原因，可直接填写" maxLength={NeedFormMax.reason_other} />
      </Form.Item>
      {findsAccounts(values) && (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="staff_service" label="是否需要人工协助选号" rules={rule('staff_service')}>
              <Radio.Group options={STAFF_SERVICE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="find_budget" label="找号预算" rules={rule('find_budget')}>
              <Select placeholder="请选择找号预算" options={budgetOptions} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {placesAds(values) && (
        <Form.Item name="ad_budget" label="投放预算" rules={rule('ad_budget')}>
          <Select placeholder="请选择投放预算" options={budgetOptions} />
        </Form.Item>
      )}
      <Row gutter={16}>
        {CONTACT_FIELDS.map((field) => (
          <Col span={12} key={field.name}>
            <Form.Item name={field.name} label={field.label} rules={rule(field.name)}>
              <Input placeholder={field.placeholder} maxLength={field.maxLength} inputMode={field.inputMode} />
            </Form.Item>
          </Col>
        ))}
        <Col span={12}>
          <Form.Item name="industry" label="所属行业" rules={rule('industry')}>
            <Select
              placeholder="请选择行业"
              options={industries.map((item) => ({ value: String(item.id), label: item.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注（选填）">
        <Input.TextArea rows={2} maxLength={NeedFormMax.remark} placeholder="还有什么想告诉我们的" />
      </Form.Item>
    </>
  );
}
