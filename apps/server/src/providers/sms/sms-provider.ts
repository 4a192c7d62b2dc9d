import type { SmsPurpose } from '@boguan/contracts/accounts';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  /** The six-digit code; providers put it in their template and never log it (except `local`). */
  code: string;
}

/** Sends verification codes. `local` keeps them for the dev inbox; `aliyun` sends real messages. */
export interface SmsProvider {
  readonly kind: 'local' | 'aliyun';
  /** Resolves once the provider accepted the message; rejects when it refused or could not be reached. */
  send(message: SmsMessage, sentAt: Date): Promise<void>;
}

const actions: Record<SmsPurpose, string> = {
  login: '您正在登录博观',
  binding: '您正在绑定手机号',
  reset: '您正在重置博观登录密码',
  change_old: '您正在更换博观账号绑定的手机号',
  change_new: '您正在将此手机号绑定到博观账号',
  cancel: '您正在申请注销博观账号',
};

/** The text a user receives; the Aliyun template must say the same around its ${code}. */
export function smsText(message: SmsMessage): string {
  return `【博观】验证码${message.code}，${actions[message.purpose]}，5分钟内有效。请勿将验证码告知他人，如非本人操作请忽略本短信。`;
}
