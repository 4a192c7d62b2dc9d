import type { BrandContrastDetail, ContrastCountShare } from '@boguan/contracts/brand-contrast.api';
import { Card, Empty, Progress, Typography } from 'antd';
import styles from './brand-contrast.module.css';
import { shareText } from './format-share';

function ShareRows({ rows }: { rows: ContrastCountShare[] }) {
  return (
    <div>
      {rows.map((r) => (
        <div key={r.key} title={shareText(r.share)} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <span style={{ width: 48, flex: 'none', fontSize: 12 }}>{r.label}</span>
          <Progress
            percent={Math.round(r.share.share * 1000) / 10}
            size="small"
            style={{ margin: 0, flex: 1 }}
            aria-label={`${r.label} ${shareText(r.share)}`}
          />
          <span className={styles.muted} style={{ width: 40, textAlign: 'right' }}>
            {r.count}
          </span>
        </div>
      ))}
    </div>
  );
}

/** Gender and region of each brand's mentioning bloggers, every share over its sample size. */
export function AudienceCompare({ detail }: { detail: BrandContrastDetail }) {
  return (
    <Card size="small" title="提及人群画像">
      <div className={styles.audience}>
        {detail.figures.map((f, i) => (
          <Card
            key={f.brand_id}
            size="small"
            type="inner"
            title={detail.brands[i]?.brand_cn_name}
            data-testid="brand-audience"
          >
            {f.audience.sample_size === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无提及博主资料（n=0）" />
            ) : (
              <>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  样本：{f.audience.sample_size} 位提及博主（n={f.audience.sample_size}）
                </Typography.Text>
                <Typography.Title level={5} style={{ fontSize: 13, margin: '8px 0 4px' }}>
                  性别
                </Typography.Title>
                <ShareRows rows={f.audience.gender} />
                <Typography.Title level={5} style={{ fontSize: 13, margin: '8px 0 4px' }}>
                  地域
                </Typography.Title>
                <ShareRows rows={f.audience.regions} />
              </>
            )}
          </Card>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        占比 = 人数 ÷ 样本量；悬停可见 Wilson 95% 置信区间。地域列出前 8 个省份，其余合并为“其他”。
      </Typography.Text>
    </Card>
  );
}
