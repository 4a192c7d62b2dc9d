import { INFLUENCE_EXPLAINED } from '@boguan/contracts/kol-ranking';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';

/** 'ⓘ 指数说明': the influence formula of docs/metrics.md, in Chinese. */
export function InfluenceHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        ⓘ 指数说明
      </Button>
      <Modal
        title={INFLUENCE_EXPLAINED.title}
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            知道了
          </Button>
        }
      >
        {INFLUENCE_EXPLAINED.lines.map((line) => (
          <Typography.Paragraph key={line} style={{ marginBottom: 8 }}>
            {line}
          </Typography.Paragraph>
        ))}
      </Modal>
    </>
  );
}
