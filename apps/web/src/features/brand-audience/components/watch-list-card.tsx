import { BRAND_ALERT_RULE_TEXT, BRAND_WATCH_MAX, BrandAlertMessage } from '@boguan/contracts/brand-alert';
import type { BrandAlert, BrandWatch } from '@boguan/contracts/brand-alert.api';
import type { BrandOption } from '@boguan/contracts/brand-audience.api';
import { App, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useBrandWatches, useToggleBrandWatch } from '../api/brand-audience-api';
import { pct } from '../lib/audience-charts';
import styles from './brand-audience.module.css';
import { BrandPicker } from './brand-picker';

function alertText(a: BrandAlert): string {
  return a.kind === 'volume'
    ? `${a.day} 提及 ${a.mentions} 条（阈值 ${Math.round(a.threshold * 10) / 10} 条）`
    : `${a.day} 负面占比 ${pct(a.value)}（${a.negative}/${a.mentions} 条，阈值 ${pct(a.threshold)}）`;
}

function WatchItem({ watch, onRemove }: { watch: BrandWatch; onRemove: () => void }) {
  return (
    <List.Item
      actions={[
        <Button key="remove" type="link" size="small" danger onClick={onRemove}>
          取消预警
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap>
            <Typography.Text strong>{watch.brand.cn_name}</Typography.Text>
            {watch.brand.en_name && <Typography.Text type="secondary">{watch.brand.en_name}</Typography.Text>}
          </Space>
        }
        description={
          watch.alerts.length === 0 ? (
            `自 ${watch.create_time.slice(0, 10)} 起预警，暂无提醒`
          ) : (
            <Space orientation="vertical" size={2}>
              {watch.alerts.map((a) => (
                <span key={a.id}>
                  <Tag color={a.kind === 'volume' ? 'orange' : 'red'}>{a.kind_text}</Tag>
                  {alertText(a)}
                </span>
              ))}
            </Space>
          )
        }
      />
    </List.Item>
  );
}

/** 品牌预警: the member's watched brands with their latest alerts, one picker to add another. */
export function WatchListCard() {
  const watches = useBrandWatches();
  const toggle = useToggleBrandWatch();
  const { message } = App.useApp();
  const [adding, setAdding] = useState<BrandOption | null>(null);

  const change = async (brandId: string, watch: boolean) => {
    const done = await toggle.mutateAsync({ brandId, watch }).catch(() => null);
    if (done) message.success(watch ? BrandAlertMessage.watched : BrandAlertMessage.unwatched);
    return done;
  };

  return (
    <Card title="品牌预警" data-testid="brand-watch-list">
      <Typography.Paragraph type="secondary" className={styles.sample}>
        {BRAND_ALERT_RULE_TEXT}。最多 {BRAND_WATCH_MAX} 个品牌。
      </Typography.Paragraph>
      <div className={styles.formRow} style={{ marginTop: 0, marginBottom: 8 }}>
        <BrandPicker value={adding} onChange={setAdding} label="选择预警品牌" placeholder="选择要预警的品牌" />
        <Button
          disabled={!adding}
          loading={toggle.isPending}
          onClick={async () => {
            if (adding && (await change(adding.brand_id, true))) setAdding(null);
          }}
        >
          开启预警
        </Button>
      </div>
      <QueryState query={watches} title="品牌预警加载失败">
        {(list) => (
          <List
            size="small"
            locale={{ emptyText: '尚未预警任何品牌' }}
            dataSource={list}
            renderItem={(w) => <WatchItem watch={w} onRemove={() => void change(w.brand.id, false)} />}
          />
        )}
      </QueryState>
    </Card>
  );
}
