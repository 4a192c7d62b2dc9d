import { Card, Col, Row } from 'antd';
import { Suspense } from 'react';
import type { HomePanel } from '../home-panels';

/** The data area of /home: the tools' panels, two a row on a wide screen; nothing without any. */
export function ToolDataArea({ panels }: { panels: readonly HomePanel[] }) {
  if (panels.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {panels.map(({ key, Component }) => (
        <Col key={key} xs={24} xl={12}>
          <Suspense fallback={<Card loading size="small" />}>
            <Component />
          </Suspense>
        </Col>
      ))}
    </Row>
  );
}
