import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BRAND_CONTRAST_DEFAULT_PERIOD,
  BRAND_CONTRAST_MAX,
  BRAND_CONTRAST_MIN,
  BRAND_CONTRAST_PERIODS,
} from '@boguan/contracts/brand-contrast';
import { Avatar, Button, Card, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useChosenBrands, useStartBrandContrast } from '../api/brand-contrast-api';
import styles from '../components/brand-contrast.module.css';
import { BrandPicker } from '../components/brand-picker';
import { parseBrandIds } from '../lib/brand-ids-param';

/** /brandContrast?brand_ids=1001,1002: the chosen brands (from the brand search or searched here), then 开始对比. */
export function BrandContrastPage() {
  const [query, setQuery] = useSearchParams();
  const ids = parseBrandIds(query.get('brand_ids'));
  const [days, setDays] = useState<number>(BRAND_CONTRAST_DEFAULT_PERIOD);
  const chosen = useChosenBrands(ids);
  const start = useStartBrandContrast();
  const { submitting, run } = useSubmit();
  const brands = ids.length > 0 ? (chosen.data ?? []) : [];
  const setIds = (next: string[]) => setQuery(next.length > 0 ? { brand_ids: next.join(',') } : {}, { replace: true });
  const slots = Array.from({ length: BRAND_CONTRAST_MAX }, (_, i) => brands[i]);
  const known = brands.map((b) => b.brand_id);

  return (
    <div className={styles.page}>
      <Card
        size="small"
        title={`已选品牌（${brands.length}/${BRAND_CONTRAST_MAX}）`}
        extra={
          <Space>
            <Link to="/brandContrastHis">对比记录</Link>
            {brands.length > 0 && (
              <Button size="small" type="link" onClick={() => setIds([])}>
                清空
              </Button>
            )}
          </Space>
        }
      >
        <div className={styles.picked} data-testid="brand-contrast-slots">
          {slots.map((b, i) =>
            b ? (
              <div key={b.brand_id} className={`${styles.slot} ${styles.slotFilled}`} data-testid="brand-contrast-slot">
                <Avatar src={b.brand_pic || undefined} shape="square" size={44} alt={b.brand_cn_name}>
                  {b.brand_cn_name.slice(0, 1)}
                </Avatar>
                <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                  {b.brand_cn_name}
                </Typography.Text>
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  onClick={() => setIds(known.filter((id) => id !== b.brand_id))}
                >
                  移除
                </Button>
              </div>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their position
              <div key={`empty-${i}`} className={styles.slot}>
                <PlusOutlined style={{ fontSize: 20, color: '#bfbfbf' }} />
                <span className={styles.muted}>待添加</span>
              </div>
            ),
          )}
        </div>
        <Space style={{ marginTop: 16 }} align="center" wrap>
          <span>统计周期</span>
          <Segmented
            options={BRAND_CONTRAST_PERIODS.map((d) => ({ value: d, label: `近${d}天` }))}
            value={days}
            onChange={(v) => setDays(Number(v))}
          />
          <Button
            type="primary"
            size="large"
            disabled={brands.length < BRAND_CONTRAST_MIN}
            loading={submitting}
            onClick={() => void run(() => start.mutateAsync({ ids: known, days }).catch(() => undefined))}
          >
            开始对比
          </Button>
          <Typography.Text type="secondary">
            请选择{BRAND_CONTRAST_MIN}-{BRAND_CONTRAST_MAX}
            个品牌；每次对比计一次「品牌对比」使用次数，当天重复提交相同对比不重复计数
          </Typography.Text>
        </Space>
      </Card>
      <Card size="small" title="添加品牌">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          也可在<Link to="/brandSearch">品牌搜索</Link>中勾选品牌后点「对比」，或从
          <Link to="/brandCollect">收藏的品牌</Link>
          中选择。
        </Typography.Paragraph>
        <BrandPicker chosen={known} onAdd={(id) => setIds([...known, id])} />
      </Card>
    </div>
  );
}
