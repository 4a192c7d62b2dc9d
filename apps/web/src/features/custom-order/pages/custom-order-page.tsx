import { CustomOrderLimits as Limits } from '@boguan/contracts/custom-order';
import { Card, Col, Grid, Row } from 'antd';
import { CustomOrderForm } from '../components/custom-order-form';
import { OrderList } from '../components/order-list';

/**
 * /lifeCustom (数据定制): the request form and, beside it on a wide screen or under it on a phone,
 * the user's orders with their state, quote and thread (docs/custom-orders.md). Under 576 px the
 * cards are small, so their padding leaves the narrow screen to the content.
 */
export function CustomOrderPage() {
  const screens = Grid.useBreakpoint();
  const size = screens.sm === false ? 'small' : 'default';
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title="提交定制需求" size={size}>
          <p style={{ color: 'var(--text-secondary)', marginTop: 0 }}>
            平台工具之外的数据需求，告诉我们您要什么，运营人员会与您沟通细节并报价。每个账号最多同时有
            {Limits.maxOpen}个进行中的需求。
          </p>
          <CustomOrderForm />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title="我的需求" size={size}>
          <OrderList />
        </Card>
      </Col>
    </Row>
  );
}
