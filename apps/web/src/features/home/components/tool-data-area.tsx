import { findTool } from '@boguan/contracts/quick-entry';
import { Card, Col, Row, Tag } from 'antd';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { HomePanel } from '../home-panels';
import styles from './home.module.css';

/** What this area will show, each linked to its tool's page. */
const UPCOMING = ['/synthe', '/hotSearch', '/brandRanking', '/blogMonitor', '/monitor', '/topictopRanking'];

/** The data area of /home: tools' panels once they exist, an honest notice until then. */
export function ToolDataArea({ panels }: { panels: readonly HomePanel[] }) {
  if (panels.length > 0) {
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
  return (
    <Card size="small" title="数据概览" className={styles.card} extra={<Tag color="orange">建设中</Tag>}>
      <p className={styles.areaNote}>
        这里将展示榜单、热搜和您的监测任务等实时数据。对应工具上线后自动出现，目前不展示任何示例数字。
      </p>
      <Row gutter={[12, 12]}>
        {UPCOMING.map((path) => {
          const tool = findTool(path);
          if (!tool) return null;
          return (
            <Col key={path} xs={12} xl={8}>
              <Link to={path} className={styles.upcoming}>
                <span className={styles.upcomingName}>{tool.name}</span>
                <span className={styles.upcomingDesc}>{tool.desc}</span>
                <Tag className={styles.upcomingTag}>即将上线</Tag>
              </Link>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
