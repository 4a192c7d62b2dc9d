import { CustomerServiceOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SITE } from '../../../config/site';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { StaticFrame } from '../components/static-frame';
import styles from './static-pages.module.css';

/** /contact: how to reach the team. The header's customer-service QR code points here. */
export function ContactPage() {
  // The one feedback dialog opens through the UI store; feedback needs login (spec 6).
  const openFeedback = useUiStore((s) => s.openFeedback);
  const openLogin = useUiStore((s) => s.openLogin);
  const navigate = useNavigate();

  return (
    <StaticFrame>
      <section className={styles.pageHead}>
        <Typography.Title level={2}>联系我们</Typography.Title>
        <Typography.Paragraph type="secondary">
          使用中遇到问题、希望增加新功能，或需要定制数据服务，都可以通过下面的方式告诉我们。
        </Typography.Paragraph>
      </section>
      <Row gutter={[24, 24]} className={styles.pageBody}>
        <Col xs={24} md={8}>
          <Card className={styles.contactCard}>
            <MessageOutlined className={styles.contactIcon} />
            <h3>在线反馈</h3>
            <p>描述问题并附上截图，客服会在「反馈记录」中回复处理进度。</p>
            <Button type="primary" onClick={() => (isLoggedIn() ? openFeedback() : openLogin())}>
              提交反馈
            </Button>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card className={styles.contactCard}>
            <CustomerServiceOutlined className={styles.contactIcon} />
            <h3>客服时间</h3>
            <p>{SITE.serviceHours}。非工作时间提交的反馈会在下一个工作日处理。</p>
            <Button onClick={() => navigate('/lifeCustom')}>数据定制需求</Button>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card className={styles.contactCard}>
            <QuestionCircleOutlined className={styles.contactIcon} />
            <h3>使用帮助</h3>
            <p>登录方式、会员权益、兑换码与常见问题的说明。</p>
            <Button onClick={() => navigate('/useHelp')}>查看使用帮助</Button>
          </Card>
        </Col>
      </Row>
    </StaticFrame>
  );
}
