import {
  ACCOUNT_TYPE_NAMES,
  ACCOUNT_TYPES,
  type AccountType,
  cardDigits,
  FieldMax,
  fenToYuan,
  isAlipayAccount,
  isBankCard,
  isRealName,
  WalletMessage,
  yuanToFen,
} from '@boguan/contracts/wallet';
import type { WithdrawInfo } from '@boguan/contracts/wallet.api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { referralKeys, submitWithdraw } from '../api/referral-api';
import styles from '../referral.module.css';

interface Values {
  amount: string;
  account_type: AccountType;
  real_name: string;
  account: string;
  bank_name: string;
}

/** The amount's problem against the balance the server reported, or null (the server checks again). */
export function amountProblem(text: string, info: WithdrawInfo): string | null {
  if (text.trim() === '') return WalletMessage.amountEmpty;
  const fen = yuanToFen(text);
  if (fen === null) return WalletMessage.amountInvalid;
  if (fen < info.min_fen) return WalletMessage.belowMin;
  if (fen > info.available_fen) return WalletMessage.overBalance;
  return null;
}

function realNameProblem(value: string): string | null {
  if (value === '') return WalletMessage.realNameEmpty;
  return isRealName(value) ? null : WalletMessage.realNameInvalid;
}

function accountProblem(value: string, kind: AccountType): string | null {
  if (kind === 'alipay') {
    if (value === '') return WalletMessage.alipayEmpty;
    return isAlipayAccount(value) ? null : WalletMessage.alipayInvalid;
  }
  if (cardDigits(value) === '') return WalletMessage.bankCardEmpty;
  return isBankCard(cardDigits(value)) ? null : WalletMessage.bankCardInvalid;
}

function bankNameProblem(value: string, kind: AccountType): string | null {
  return kind === 'bank' && value === '' ? WalletMessage.bankNameEmpty : null;
}

/**
 * 申请提现: amount (全部提现 fills the balance), 支付宝 or 银行卡 and the payee fields of that kind,
 * checked with the contracts' rules (the server's) field by field. The submit is single-flight; while a
 * request is under review the form is closed and says why.
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('account_type', form) ?? info.last_account?.account_type ?? 'alipay';
  const { submitting, run } = useSubmit();
  const queryClient = useQueryClient();
  const closed = info.has_pending;
  const last = info.last_account;

  const rule = (check: (value: string, kind: AccountType) => string | null) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const problem = check((value ?? '').trim(), form.getFieldValue('account_type') ?? 'alipay');
      if (problem) throw new Error(problem);
    },
  });

  const submit = () =>
    run(async () => {
      let values: Values;
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
      const answer = await submitWithdraw({
        amount: values.amount.trim(),
        account_type: values.account_type,
        real_name: values.real_name.trim(),
        account: values.account.trim(),
        bank_name: values.account_type === 'bank' ? (values.bank_name ?? '').trim() : '',
      });
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      form.setFieldValue('amount', '');
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    });

  return (
    <div className={styles.formWrap}>
      {closed && (
        <Alert
          type="warning"
          showIcon
          title={WalletMessage.hasPending}
          style={{ marginBottom: 16 }}
          data-testid="pending-note"
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={closed}
        autoComplete="off"
        initialValues={{
          amount: '',
          account_type: last?.account_type ?? 'alipay',
          real_name: last?.real_name ?? '',
          account: '',
          bank_name: last?.bank_name ?? '',
        }}
        onFinish={() => void submit()}
      >
        <Form.Item label="提现金额" required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="amount" noStyle rules={[rule((value) => amountProblem(value, info))]}>
              <Input
                suffix="元"
                placeholder={`最低 ${fenToYuan(info.min_fen)} 元`}
                maxLength={FieldMax.amount}
                aria-label="提现金额"
              />
            </Form.Item>
            <Button
              onClick={() => {
                form.setFieldValue('amount', fenToYuan(Math.max(info.available_fen, 0)));
                void form.validateFields(['amount']).catch(() => undefined);
              }}
            >
              全部提现
            </Button>
          </div>
        </Form.Item>
        <Form.Item name="account_type" label="提现方式" required>
          <Radio.Group
            options={ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_NAMES[value] }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="real_name"
          label="真实姓名"
          required
          rules={[rule(realNameProblem)]}
          extra="须与收款账户的实名认证一致"
        >
          <Input maxLength={FieldMax.realName} placeholder="请填写真实姓名" />
        </Form.Item>
        <Form.Item
          name="account"
          label={type === 'bank' ? '银行卡号' : '支付宝账号'}
          required
          rules={[rule(accountProblem)]}
          extra={last && last.account_type === type ? `上次使用：${last.account}` : undefined}
        >
          <Input
            maxLength={FieldMax.account}
            placeholder={type === 'bank' ? '请填写16-19位银行卡号' : '请填写支付宝绑定的手机号或邮箱'}
          />
        </Form.Item>
        {type === 'bank' && (
          <Form.Item name="bank_name" label="开户银行" required rules={[rule(bankNameProblem)]}>
            <Input maxLength={FieldMax.bankName} placeholder="如：中国工商银行北京分行" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={submitting} disabled={closed || submitting}>
          {closed ? '提现审核中' : '申请提现'}
        </Button>
      </Form>
    </div>
  );
}
