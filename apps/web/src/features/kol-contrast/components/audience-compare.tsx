import { SyncOutlined } from '@ant-design/icons';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { ContrastDetail } from '@boguan/contracts/kol-contrast.api';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';
import { genderOption, provinceOption } from '../lib/contrast-charts';
import styles from './kol-contrast.module.css';

/** Each blogger's audience by gender and province, side by side, with the basis it was computed on. */
export function AudienceCompare({ detail }: { detail: ContrastDetail }) {
  const { audience, bloggers } = detail;
  const names = new Map(bloggers.map((b) => [b.kol_id, b.uname]));
  return (
    <Card
      size="small"
      title="受众对比"
      extra={
        <Space size={4}>
          {audience.sampling && (
            <Tag icon={<SyncOutlined spin />} color="processing">
              粉丝样本采集中
            </Tag>
          )}
          <Tag color={audience.basis === 'none' ? 'default' : 'blue'}>{audience.basis_label}</Tag>
        </Space>
      }
    >
      {audience.basis === 'none' ? (
        <Empty
          description={
            audience.sampling
              ? '正在采集这些博主的粉丝样本，完成后自动显示受众对比'
              : '暂无受众样本数据：这些博主尚无粉丝抽样，也没有已采集的转发/评论用户'
          }
        />
      ) : (
        <div className={styles.audience}>
          {audience.bloggers.map((a) => (
            <div key={a.kol_id} data-testid="audience-column">
              <Typography.Text strong>{names.get(a.kol_id)}</Typography.Text>
              <div className={styles.muted}>样本 {formatCount(a.sample_size)} 个账号</div>
              {a.sample_size === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_LIST} />
              ) : (
                <>
                  <EChart option={genderOption(a)} ariaLabel={`${names.get(a.kol_id)}的受众性别`} height={200} />
                  <EChart
                    option={provinceOption(a)}
                    ariaLabel={`${names.get(a.kol_id)}的受众地域`}
                    height={Math.max(140, a.provinces.length * 24 + 40)}
                  />
                </>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
