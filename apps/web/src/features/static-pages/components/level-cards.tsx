import { FEATURES, type FeatureKey, LEVEL_NAMES, MEMBER_LEVELS, MEMBERSHIP_TABLE } from '@boguan/contracts/membership';
import { Button, Col, Row } from 'antd';
import styles from '../pages/static-pages.module.css';
import { describeRule } from './membership-table';

/** The rows a buyer compares first; values come from the membership table the server applies. */
const HIGHLIGHTS: FeatureKey[] = [
  'kol_search',
  'kol_ranking',
  'kol_export',
  'art_monitor',
  'brand_report',
  'data_export',
];

const TAGLINES: Record<number, string> = {
  20: '注册即用，体验核心搜索与榜单',
  30: '日常投放团队的主力版本',
  40: '代理与品牌的大批量数据需求',
};

export function LevelCards({ onStart }: { onStart: () => void }) {
  return (
    <Row gutter={[24, 24]} justify="center">
      {MEMBER_LEVELS.map((level) => (
        <Col key={level} xs={24} md={8}>
          <div className={styles.levelCard} data-level={level}>
            <h3>{LEVEL_NAMES[level]}</h3>
            <p className={styles.levelTagline}>{TAGLINES[level]}</p>
            <ul>
              {HIGHLIGHTS.map((feature) => (
                <li key={feature}>
                  <span>{FEATURES[feature]}</span>
                  <span>{describeRule(MEMBERSHIP_TABLE[feature][level])}</span>
                </li>
              ))}
            </ul>
            <Button type={level === 30 ? 'primary' : 'default'} block onClick={onStart}>
              {level === 20 ? '免费开始' : '开通会员'}
            </Button>
          </div>
        </Col>
      ))}
    </Row>
  );
}
