import { FinalReportMessage as M } from '@boguan/contracts/final-report';
import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useSetCost } from '../api/final-report-api';
import { yuanText } from '../lib/money';
import { isYuanText } from '../lib/yuan';

/** 填写/修改费用 of a finished report: the cost is the member's own figure, the data stays frozen. */
export function CostEditor({ id, costFen }: { id: number; costFen: number | null }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(yuanText(costFen));
  const save = useSetCost();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();

  const send = async () => {
    const text = value.trim();
    if (text && !isYuanText(text)) {
      message.warning(M.cost);
      return;
    }
    const saved = await save.mutateAsync({ id, cost: text }).catch(() => null);
    if (!saved) return;
    message.success(M.costSaved);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        type="link"
        style={{ paddingInline: 0 }}
        onClick={() => {
          setValue(yuanText(costFen));
          setOpen(true);
        }}
      >
        {costFen === null ? '填写费用' : '修改费用'}
      </Button>
      <Modal
        title="投放费用"
        open={open}
        okText="保存"
        cancelText="取消"
        confirmLoading={submitting}
        onOk={() => void run(send)}
        onCancel={() => setOpen(false)}
      >
        <Input
          aria-label="投放费用（元）"
          prefix="¥"
          inputMode="decimal"
          placeholder="投放费用（元），清空则不计算 CPE/CPM"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          只用于计算 CPE 与 CPM，报告中的博文数据保持不变。
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
