import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTRAST_MAX, CONTRAST_MIN } from '@boguan/contracts/kol-contrast';
import { Avatar, Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useStartContrast } from '../../blogger-common/api/contrast-api';
import { useContrastBasket } from '../../blogger-common/contrast-basket';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { BloggerPicker } from '../components/blogger-picker';
import styles from '../components/kol-contrast.module.css';

/** /bosContrast: the picked bloggers (from any list's 加入对比, or searched here), then 开始对比. */
export function KolContrastPage() {
  const items = useContrastBasket((s) => s.items);
  const remove = useContrastBasket((s) => s.remove);
  const clear = useContrastBasket((s) => s.clear);
  const start = useStartContrast();
  const { submitting, run } = useSubmit();
  const slots = Array.from({ length: CONTRAST_MAX }, (_, i) => items[i]);

  return (
    <div className={styles.page}>
      <Card
        size="small"
        title={`已选博主（${items.length}/${CONTRAST_MAX}）`}
        extra={
          <Space>
            <Link to="/bosContrastHis">对比记录</Link>
            {items.length > 0 && (
              <Button size="small" type="link" onClick={clear}>
                清空
              </Button>
            )}
          </Space>
        }
      >
        <div className={styles.picked} data-testid="contrast-slots">
          {slots.map((item, i) =>
            item ? (
              <div key={item.kol_id} className={`${styles.slot} ${styles.slotFilled}`} data-testid="contrast-slot">
                <Avatar src={item.avatar} size={48} alt={item.uname} />
                <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                  {item.uname}
                </Typography.Text>
                <VerifyBadge verify={item.verify} />
                <Button size="small" type="text" icon={<CloseOutlined />} onClick={() => remove(item.kol_id)}>
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
          <Button
            type="primary"
            size="large"
            disabled={items.length < CONTRAST_MIN}
            loading={submitting}
            onClick={() => void run(() => start.mutateAsync(items.map((i) => i.kol_id)).catch(() => undefined))}
          >
            开始对比
          </Button>
          <Typography.Text type="secondary">
            请选择{CONTRAST_MIN}-{CONTRAST_MAX}位博主；每次对比计一次「博主对比」使用次数
          </Typography.Text>
        </Space>
      </Card>
      <Card size="small" title="添加博主">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          也可在<Link to="/bosSearch">博主搜索</Link>、榜单或<Link to="/bosCollect">我的收藏</Link>中点「加入对比」。
        </Typography.Paragraph>
        <BloggerPicker />
      </Card>
    </div>
  );
}
