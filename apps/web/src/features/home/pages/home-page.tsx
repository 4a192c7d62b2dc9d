import { Col, Flex, Row } from 'antd';
import { BannerCarousel } from '../components/banner-carousel';
import { DataSourceNotice } from '../components/data-source-notice';
import { MessageList } from '../components/message-list';
import { NoticeList } from '../components/notice-list';
import { ToolDataArea } from '../components/tool-data-area';
import { WelcomeBlock } from '../components/welcome-block';
import type { HomePanel } from '../home-panels';

/**
 * /home: banners, the welcome block, notices and messages, and the area tools fill with data. The
 * app passes the tools' panels (app/home-panels.ts).
 */
export function HomePage({ panels }: { panels: readonly HomePanel[] }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <BannerCarousel />
      </Col>
      <Col xs={24} xl={8}>
        <WelcomeBlock />
      </Col>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <DataSourceNotice />
          <ToolDataArea panels={panels} />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <NoticeList />
          </Col>
          <Col span={24}>
            <MessageList />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
