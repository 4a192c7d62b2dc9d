import { AccountSettingsMessage as Msg, NICKNAME_MAX, NICKNAME_PATTERN } from '@boguan/contracts/account-settings';
import { Form, Input, Modal } from 'antd';
import { changeUserName } from '../../../lib/account-settings';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';

interface Props {
  open: boolean;
  current: string;
  onClose(): void;
  onChanged(): void;
}

/** 修改昵称: the same rule as the server (2–16 of Chinese, letters, digits, _ and -), checked as the user types. */
export function NicknameDialog({ open, current, onClose, onChanged }: Props) {
  const [form] = Form.useForm<{ nick_name: string }>();
  const { submitting, run } = useSubmit();
  const save = () =>
    run(async () => {
      const { nick_name } = await form.validateFields();
      const answer = await changeUserName(nick_name.trim());
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      onChanged();
      onClose();
    });
  return (
    <Modal
      title="修改昵称"
      open={open}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText="保存"
      confirmLoading={submitting}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.setFieldsValue({ nick_name: current })}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="nick_name"
          label="新昵称"
          extra="2-16个字符，支持中文、字母、数字、下划线和短横线"
          rules={[
            { required: true, whitespace: true, message: Msg.nicknameEmpty },
            {
              validator: async (_, value: string) => {
                if (value?.trim() && !NICKNAME_PATTERN.test(value.trim())) throw new Error(Msg.nicknameRule);
              },
            },
          ]}
        >
          <Input maxLength={NICKNAME_MAX} showCount placeholder="请输入新昵称" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
