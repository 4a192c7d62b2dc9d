import { NeedFormMessage } from '@boguan/contracts/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { personalInfoKeys, usePersonalInfo } from '../../../lib/personal-info';
import { usePopupShown } from '../../../lib/statistics';
import { getToken, StorageKey } from '../../../lib/storage-keys';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { closeNeedForm, submitNeedForm } from '../api/welcome-api';
import { type QuestionnaireValues, toNeedForm } from '../lib/questionnaire-rules';
import { shouldShowWelcome, WELCOME_DISMISSED } from '../lib/welcome-visibility';
import { QuestionnaireFields } from './questionnaire-fields';

/**
 * The welcome questionnaire (spec 2, 4, 5). Mounted once by the shell; it decides itself whether
 * to show (see welcome-visibility.ts). Submitting or closing it ends it for good on the server;
 * closing also sets SHOW_WELCOMECLOSE for this login (spec 4).
 */
export function WelcomeQuestionnaire() {
  const loggedIn = getToken() !== null;
  const info = usePersonalInfo(loggedIn);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuestionnaireValues>();
  const [hidden, setHidden] = useState(false);
  const { submitting, run } = useSubmit();

  const open =
    !hidden &&
    shouldShowWelcome({
      loggedIn,
      serverFlag: info.data?.show_welcome,
      closeFlag: localStorage.getItem(StorageKey.showWelcomeClose),
    });

  usePopupShown(open, 'welcome', 'need_form');

  // Other popups (the coupon) wait for this one; refetching personal info lets them look again.
  const finish = () => {
    setHidden(true);
    void queryClient.invalidateQueries({ queryKey: personalInfoKeys.all });
  };

  const dismiss = () => {
    localStorage.setItem(StorageKey.showWelcomeClose, WELCOME_DISMISSED);
    finish();
    void closeNeedForm();
  };

  const submit = (values: QuestionnaireValues) =>
    run(async () => {
      const answer = await submitNeedForm(toNeedForm(values));
      if (answer.code === 1) {
        toast('success', answer.msg);
        finish();
      }
    });

  return (
    <Modal
      open={open}
      width={680}
      centered
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={dismiss}
      title="欢迎来到博观"
    >
      <p style={{ color: 'var(--text-secondary)', marginTop: -4 }}>
        花一分钟告诉我们您的情况，我们会为您推荐合适的工具，并安排专属顾问与您联系。
      </p>
      <Form<QuestionnaireValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => toast('warning', NeedFormMessage.incomplete)}
      >
        {/* Only the questions scroll; the submit button stays in view. */}
        <div style={{ maxHeight: '58vh', overflowY: 'auto', overflowX: 'hidden', paddingRight: 8, marginBottom: 16 }}>
          <QuestionnaireFields form={form} industries={info.data?.industry_list ?? []} />
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          提交
        </Button>
      </Form>
    </Modal>
  );
}
