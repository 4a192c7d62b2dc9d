import { InfoCircleOutlined } from '@ant-design/icons';
import { LIFE_PERIOD_LABELS, LIFE_PERIODS, type LifePeriod, MERCHANT_CATEGORIES } from '@boguan/contracts/life';
import type { LifeCity } from '@boguan/contracts/life.api';
import { Button, Segmented, Select, Space, Tag } from 'antd';
import boardStyles from '../../../components/board.module.css';
import { useLifePeriods } from '../api/life-api';
import type { LifeState } from '../lib/life-state';
import { LifeDemoTag } from './demo-data-tag';
import styles from './life.module.css';

/** Which past period: the latest finished by default, or one of the periods with mentions. */
function PeriodPicker({
  city,
  type,
  value,
  onChange,
}: {
  city: string;
  type: LifePeriod;
  value: string;
  onChange: (date: string) => void;
}) {
  const periods = useLifePeriods(city, type);
  const options = [
    { value: '', label: '最近一期' },
    ...(periods.data?.periods ?? []).map((p) => ({ value: p.date, label: p.label })),
  ];
  return (
    <Select
      aria-label="统计时段"
      className={boardStyles.periodSelect}
      value={value}
      onChange={onChange}
      options={options}
      loading={periods.isLoading}
    />
  );
}

/** The page's choices: city, period, merchant category; the demo mark and the rules. */
export function LifeFilters({
  state,
  city,
  cities,
  set,
  onHelp,
}: {
  state: LifeState;
  city: string;
  cities: readonly LifeCity[];
  set: (next: Partial<LifeState>) => void;
  onHelp: () => void;
}) {
  return (
    <>
      <div className={boardStyles.toolbar}>
        <div className={boardStyles.pickers}>
          <Select
            aria-label="城市"
            className={styles.citySelect}
            value={city}
            onChange={(next) => set({ city: next, date: '' })}
            options={cities.map((c) => ({ value: c.city, label: `${c.city}（${c.merchants}家商户）` }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Segmented<LifePeriod>
            aria-label="榜单周期"
            value={state.type}
            onChange={(type) => set({ type, date: '' })}
            options={LIFE_PERIODS.map((value) => ({ value, label: LIFE_PERIOD_LABELS[value] }))}
          />
          <PeriodPicker city={city} type={state.type} value={state.date} onChange={(date) => set({ date })} />
        </div>
        <Space wrap>
          <LifeDemoTag />
          <Button type="link" size="small" icon={<InfoCircleOutlined />} onClick={onHelp}>
            数据说明
          </Button>
        </Space>
      </div>
      <div className={styles.categories} data-testid="life-categories">
        {['', ...MERCHANT_CATEGORIES].map((name) => (
          <Tag.CheckableTag
            key={name || 'all'}
            className={boardStyles.tag}
            checked={state.category === name}
            onChange={() => set({ category: name })}
          >
            {name || '全部商户'}
          </Tag.CheckableTag>
        ))}
      </div>
    </>
  );
}
