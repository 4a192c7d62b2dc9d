import { CustomerServiceOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SITE } from '../../../config/site';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { StaticFrame } from '../components/static-frame';
import { StaticPageHead } from '../components/static-page-head';
import styles from './static-pages.module.css';

/** One way to reach the team: its icon, what it is, and the button that takes it. */
function ContactCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Col xs={24} md={8}>
      <Card className={styles.contactCard}>
        {icon}
        <h3>{title}</h3>
        <p>{text}</p>
        {children}
      </Card>
    </Col>
  );
}

/** /contact: how to reach the team. The header's customer-service QR code points here. */
export function ContactPage() {
  // The one feedback dialog opens through the UI store; feedback needs login (spec 6).
  const openFeedback = useUiStore((s) => s.openFeedback);
  const openLogin = useUiStore((s) => s.openLogin);
  const navigate = useNavigate();

  return (
    <StaticFrame>
      <StaticPageHead title="联系我们">
        使用中遇到问题、希望增加新功能，或需要定制数据服务，都可以通过下面的方式告诉我们。
      </StaticPageHead>
      <Row gutter={[24, 24]} className={styles.pageBody}>
        <ContactCard
          icon={<MessageOutlined className={styles.contactIcon} />}
          title="在线反馈"
          text="描述问题并附上截图，客服会在「反馈记录」中回复处理进度。"
        >
          <Button type="primary" onClick={() => (isLoggedIn() ? openFeedback() : openLogin())}>
            提交反馈
          </Button>
        </ContactCard>
        <ContactCard
          icon={<CustomerServiceOutlined className={styles.contactIcon} />}
          title="客服时间"
          text={`${SITE.serviceHours}。非工作时间提交的反馈会在下一个工作日处理。`}
        >
          <Button onClick={() => navigate('/lifeCustom')}>数据定制需求</Button>
        </ContactCard>
        <ContactCard
          icon={<QuestionCircleOutlined className={styles.contactIcon} />}
          title="使用帮助"
          text="登录方式、会员权益、兑换码与常见问题的说明。"
        >
          <Button onClick={() => navigate('/useHelp')}>查看使用帮助</Button>
        </ContactCard>
      </Row>
    </StaticFrame>
  );
}
