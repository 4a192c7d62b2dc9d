import {
  CANCEL_COOLING_OFF_DAYS,
  AccountSettingsMessage as Msg,
  NICKNAME_MAX,
  NICKNAME_PATTERN,
} from '@boguan/contracts/account-settings';
import {
  MOBILE_INVALID,
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MISMATCH,
  PASSWORD_PATTERN,
  PASSWORD_RULE,
  SMS_CODE_INVALID,
  SMS_CODE_LENGTH,
  SMS_CODE_PATTERN,
} from '@boguan/contracts/validation-messages';
import { Button, Checkbox, Form, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  cancelSubmit,
  changeBinding,
  changePwd,
  changeUserName,
  checkCancelCode,
  checkOldNumberCode,
  checkPwd,
  sendCancelCode,
  sendNewNumberCode,
  sendOldNumberCode,
} from '../../../lib/account-settings';
import { useCodeCountdown } from '../../../lib/use-code-countdown';
import { useSubmit } from '../../../lib/use-guarded-submit';
import styles from './mobile.module.css';

export type AccountEdit = 'nickname' | 'password' | 'mobile' | 'cancel';

const TITLES: Record<AccountEdit, string> = {
  nickname: '修改昵称',
  password: '修改密码',
  mobile: '更换手机号',
  cancel: '注销账号',
};

function CodeExtra({ send }: { send: Parameters<typeof useCodeCountdown>[0] }) {
  const code = useCodeCountdown(send);
  return (
    <Button
      size="mini"
      color="primary"
      fill="none"
      disabled={code.running}
      loading={code.sending}
      onClick={() => void code.request()}
    >
      {code.label}
    </Button>
  );
}

const codeRules = [
  { required: true, message: '请输入短信验证码' },
  { pattern: SMS_CODE_PATTERN, message: SMS_CODE_INVALID },
];

interface Props {
  kind: AccountEdit | null;
  nickName: string;
  mobile: string;
  onClose(): void;
  onChanged(): void;
}

/** /m/user's edits in one bottom sheet: the same calls and rules as the desktop dialogs. */
export function AccountEditPopup({ kind, nickName, mobile, onClose, onChanged }: Props) {
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [kept, setKept] = useState<{ password?: string; code?: string }>({});
  const [agreed, setAgreed] = useState(false);
  const [deleteAt, setDeleteAt] = useState<string | null>(null);
  const { submitting, run } = useSubmit();

  const close = () => {
    if (deleteAt) {
      localStorage.clear();
      window.location.assign('/m/index');
      return;
    }
    form.resetFields();
    setStep(0);
    setKept({});
    setAgreed(false);
    onClose();
  };
  const done = (msg: string) => {
    Toast.show({ icon: 'success', content: msg });
    onChanged();
    close();
  };

  const submit = () =>
    run(async () => {
      const v = await form.validateFields().catch(() => null);
      if (!v) return;
      if (kind === 'nickname') {
        const answer = await changeUserName(String(v.nick_name).trim());
        if (answer.code === 1) done(answer.msg);
      } else if (kind === 'password') {
        const answer = await changePwd(v.old_password, v.password, v.repassword);
        if (answer.code === 1) done(answer.msg);
      } else if (kind === 'mobile' && step === 0) {
        if ((await checkOldNumberCode(v.old_code)).code !== 1) return;
        setKept({ code: v.old_code });
        setStep(1);
      } else if (kind === 'mobile') {
        const answer = await changeBinding(kept.code ?? '', v.mobile, v.code);
        if (answer.code === 1) done(answer.msg);
      } else if (kind === 'cancel' && step === 0) {
        if ((await checkPwd(v.password)).code !== 1) return;
        setKept({ password: v.password });
        setStep(1);
      } else if (kind === 'cancel' && step === 1) {
        if ((await checkCancelCode(v.code)).code !== 1) return;
        setKept((k) => ({ ...k, code: v.code }));
        setStep(2);
      } else if (kind === 'cancel' && deleteAt) {
        close();
      } else if (kind === 'cancel') {
        const answer = await cancelSubmit(kept.password ?? '', kept.code ?? '');
        if (answer.code === 1) setDeleteAt(answer.data.delete_at);
      }
    });

  const sendNew = async () => {
    const value = String(form.getFieldValue('mobile') ?? '').trim();
    if (!MOBILE_PATTERN.test(value)) {
      Toast.show({ content: MOBILE_INVALID });
      return { code: 0, msg: MOBILE_INVALID, data: null };
    }
    return sendNewNumberCode(value);
  };

  const label = deleteAt
    ? '我知道了'
    : kind === 'cancel' && step === 2
      ? '确认注销'
      : (kind === 'mobile' || kind === 'cancel') && step < (kind === 'mobile' ? 1 : 2)
        ? '下一步'
        : '确定';

  return (
    <Popup
      visible={kind !== null}
      onMaskClick={close}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, minHeight: '45vh' }}
      destroyOnClose
    >
      <div className={styles.sheetHeader}>
        <Button size="small" fill="none" onClick={close}>
          取消
        </Button>
        <strong>{kind ? TITLES[kind] : ''}</strong>
        <span />
      </div>
      <Form form={form} layout="horizontal" footer={null}>
        {kind === 'nickname' && (
          <Form.Item
            name="nick_name"
            label="新昵称"
            initialValue={nickName}
            help="2-16个字符，支持中文、字母、数字、_ 和 -"
            rules={[
              { required: true, whitespace: true, message: Msg.nicknameEmpty },
              {
                validator: async (_: unknown, value: string) => {
                  if (value?.trim() && !NICKNAME_PATTERN.test(value.trim())) throw new Error(Msg.nicknameRule);
                },
              },
            ]}
          >
            <Input maxLength={NICKNAME_MAX} placeholder="请输入新昵称" />
          </Form.Item>
        )}
        {kind === 'password' && (
          <>
            <Form.Item name="old_password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
              <Input type="password" placeholder="请输入当前密码" />
            </Form.Item>
            <Form.Item
              name="password"
              label="新密码"
              rules={[
                { required: true, message: '请输入新密码' },
                { pattern: PASSWORD_PATTERN, message: PASSWORD_RULE },
              ]}
            >
              <Input type="password" maxLength={PASSWORD_MAX} placeholder="6-20位，同时包含字母和数字" />
            </Form.Item>
            <Form.Item
              name="repassword"
              label="确认密码"
              rules={[
                { required: true, message: '请再次输入新密码' },
                {
                  validator: async (_: unknown, value: string) => {
                    if (value && value !== form.getFieldValue('password')) throw new Error(PASSWORD_MISMATCH);
                  },
                },
              ]}
            >
              <Input type="password" maxLength={PASSWORD_MAX} placeholder="请再次输入新密码" />
            </Form.Item>
            <p className={styles.formNote}>修改成功后，其他设备上的登录将失效。</p>
          </>
        )}
        {kind === 'mobile' && step === 0 && (
          <>
            <Form.Item label="当前手机号">{mobile}</Form.Item>
            <Form.Item
              name="old_code"
              label="验证码"
              rules={codeRules}
              extra={<CodeExtra key="old" send={sendOldNumberCode} />}
            >
              <Input maxLength={SMS_CODE_LENGTH} placeholder="原手机号收到的验证码" />
            </Form.Item>
          </>
        )}
        {kind === 'mobile' && step === 1 && (
          <>
            <Form.Item
              name="mobile"
              label="新手机号"
              rules={[
                { required: true, message: '请输入新手机号' },
                { pattern: MOBILE_PATTERN, message: MOBILE_INVALID },
              ]}
            >
              <Input maxLength={MOBILE_LENGTH} placeholder="请输入新手机号" />
            </Form.Item>
            <Form.Item name="code" label="验证码" rules={codeRules} extra={<CodeExtra key="new" send={sendNew} />}>
              <Input maxLength={SMS_CODE_LENGTH} placeholder="新手机号收到的验证码" />
            </Form.Item>
          </>
        )}
        {kind === 'cancel' && step === 0 && (
          <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input type="password" placeholder="请输入当前登录密码" />
          </Form.Item>
        )}
        {kind === 'cancel' && step === 1 && (
          <Form.Item
            name="code"
            label="验证码"
            rules={codeRules}
            extra={<CodeExtra send={sendCancelCode} />}
            help={`发送至 ${mobile}`}
          >
            <Input maxLength={SMS_CODE_LENGTH} placeholder="请输入短信验证码" />
          </Form.Item>
        )}
      </Form>
      {kind === 'cancel' && step === 2 && !deleteAt && (
        <div className={styles.formNote}>
          <p>提交后进入{CANCEL_COOLING_OFF_DAYS}天冷静期，所有设备退出登录；冷静期内重新登录即自动撤销注销。</p>
          <p>
            冷静期结束后，手机号、昵称、微信绑定、登录记录、反馈、收藏、监测任务等个人信息将被删除且无法恢复；订单等交易凭证依法保留，但不再与您的身份关联。
          </p>
          <Checkbox checked={agreed} onChange={setAgreed}>
            我已了解，确认注销账号
          </Checkbox>
        </div>
      )}
      {deleteAt && (
        <div className={styles.formNote} data-testid="cancel-done">
          注销申请已提交。您的个人信息将于 {deleteAt} 后删除，在此之前重新登录即可撤销注销。
        </div>
      )}
      <div className={styles.formActions}>
        <Button
          block
          color={kind === 'cancel' && !deleteAt ? 'danger' : 'primary'}
          loading={submitting}
          disabled={kind === 'cancel' && step === 2 && !deleteAt && !agreed}
          onClick={() => void submit()}
        >
          {label}
        </Button>
      </div>
    </Popup>
  );
}
