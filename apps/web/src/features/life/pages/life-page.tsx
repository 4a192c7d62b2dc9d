import { LIFE_EXPLAINED } from '@boguan/contracts/life';
import { Card, Modal } from 'antd';
import { useState } from 'react';
import boardStyles from '../../../components/board.module.css';
import { QueryState } from '../../../components/query-state';
import { useLifeCities } from '../api/life-api';
import { BloggerRanking } from '../components/blogger-ranking';
import { DistrictView } from '../components/district-view';
import styles from '../components/life.module.css';
import { LifeFilters } from '../components/life-filters';
import { MerchantRanking } from '../components/merchant-ranking';
import { TrendChart } from '../components/trend-chart';
import { useLifeState } from '../lib/life-state';

const HELP_SECTIONS = [
  { title: '商户榜', lines: LIFE_EXPLAINED.merchants },
  { title: '区域分布', lines: LIFE_EXPLAINED.districts },
  { title: '本地博主榜', lines: LIFE_EXPLAINED.bloggers },
];

/**
 * /life: a city's merchants and places over a finished day, week or month — the merchant ranking by
 * mentions or interactions with rank change, the districts on a map, the daily trend — and the
 * city's local bloggers by influence (docs/local-life.md). Choices live in the URL.
 */
export function LifePage() {
  const { state, set } = useLifeState();
  const cities = useLifeCities();
  const [help, setHelp] = useState(false);
  return (
    <div className={boardStyles.page}>
      <QueryState
        query={cities}
        title="本地生活数据加载失败"
        isEmpty={(data) => data.cities.length === 0}
        empty="暂无本地生活数据：尚未收录任何城市的商户"
      >
        {(data) => {
          const city = state.city || (data.cities[0]?.city ?? '');
          return (
            <>
              <Card size="small" title="本地生活">
                <LifeFilters state={state} city={city} cities={data.cities} set={set} onHelp={() => setHelp(true)} />
                <p className={styles.note}>
                  城市商户被微博提及的次数与互动、所在区域分布，以及当地探店、美食、本地生活博主的影响力。
                </p>
              </Card>
              <MerchantRanking state={state} city={city} set={set} />
              <DistrictView state={state} city={city} />
              <TrendChart state={state} city={city} />
              <BloggerRanking state={state} city={city} set={set} />
            </>
          );
        }}
      </QueryState>
      <Modal title="本地生活数据说明" open={help} onCancel={() => setHelp(false)} footer={null}>
        {HELP_SECTIONS.map((section) => (
          <div key={section.title}>
            <h4>{section.title}</h4>
            <ul style={{ paddingInlineStart: 18, lineHeight: 1.8 }}>
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </Modal>
    </div>
  );
}
