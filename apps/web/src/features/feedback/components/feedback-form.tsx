import {
  FEEDBACK_DESCRIBE_MAX,
  FEEDBACK_MAX_FILES,
  FEEDBACK_TYPES,
  FEEDBACK_URL_MAX,
  FeedbackLabel,
  FeedbackMessage,
  IS_CALL_OPTIONS,
} from '@boguan/contracts/feedback';
import type { UploadedImage } from '@boguan/contracts/feedback.api';
import { Button, Form, Input, Radio, type UploadFile } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { useSubmitOpinion } from '../api/feedback-api';
import { feedbackUrlProblem } from '../lib/feedback-rules';
import { FeedbackImageUpload } from './feedback-image-upload';

interface FeedbackValues {
  type?: number;
  url: string;
  describe?: string;
  is_call?: string;
  images: UploadFile<UploadedImage>[];
}

/** The feedback form of spec 3/5; on success it hands over to the record list. */
export function FeedbackForm({ onSubmitted }: { onSubmitted(): void }) {
  const [form] = Form.useForm<FeedbackValues>();
  const { submitting, submit } = useGuardedSubmit();
  const submitOpinion = useSubmitOpinion();

  const send = (values: FeedbackValues) => {
    const images = values.images ?? [];
    const uploading = images.some((file) => file.status === 'uploading');
    return submit(uploading ? '图片上传中，请稍候再提交' : null, async () => {
      const answer = await submitOpinion({
        type: values.type,
        url: values.url.trim(),
        describe: (values.describe ?? '').trim(),
        is_call: values.is_call,
        img: images.flatMap((file) => (file.status === 'done' && file.response ? [file.response.url] : [])),
      });
      if (answer.code === 1) {
        toast('success', answer.msg);
        form.resetFields();
        onSubmitted();
      }
    });
  };

  return (
    <Form<FeedbackValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ url: window.location.href, images: [] }}
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="type" label={FeedbackLabel.type} rules={[{ required: true, message: FeedbackMessage.type }]}>
        <Radio.Group options={FEEDBACK_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
      </Form.Item>
      <Form.Item
        name="url"
        label={FeedbackLabel.url}
        required
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = feedbackUrlProblem(value);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input maxLength={FEEDBACK_URL_MAX} placeholder="出现问题的页面地址" />
      </Form.Item>
      <Form.Item
        name="describe"
        label={FeedbackLabel.describe}
        rules={[
          { required: true, whitespace: true, message: FeedbackMessage.describe },
          { max: FEEDBACK_DESCRIBE_MAX, message: FeedbackMessage.describeTooLong },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={FEEDBACK_DESCRIBE_MAX}
          placeholder="请详细描述您遇到的问题或希望增加的功能"
        />
      </Form.Item>
      <Form.Item name="images" label={`问题截图（选填，最多${FEEDBACK_MAX_FILES}张）`} valuePropName="value">
        <FeedbackImageUpload />
      </Form.Item>
      <Form.Item
        name="is_call"
        label={FeedbackLabel.isCall}
        rules={[{ required: true, message: FeedbackMessage.isCall }]}
      >
        <Radio.Group options={IS_CALL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        提交反馈
      </Button>
    </Form>
  );
}
