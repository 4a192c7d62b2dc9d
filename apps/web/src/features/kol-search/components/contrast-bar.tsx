import { Avatar, Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { CONTRAST_MAX, CONTRAST_MIN, useContrastBasket } from '../../blogger-common/contrast-basket';
import styles from './kol-search.module.css';

/** The floating basket of bloggers picked for comparison; 开始对比 opens /bosContrast. */
export function ContrastBar() {
  const items = useContrastBasket((s) => s.items);
  const remove = useContrastBasket((s) => s.remove);
  const clear = useContrastBasket((s) => s.clear);
  const navigate = useNavigate();
  if (items.length === 0) return null;
  return (
    <section className={styles.basket} aria-label="对比栏" data-testid="contrast-basket">
      <span className={styles.basketTitle}>
        对比栏（{items.length}/{CONTRAST_MAX}）
      </span>
      <div className={styles.basketItems}>
        {items.map((item) => (
          <Tag key={item.kol_id} closable onClose={() => remove(item.kol_id)} style={{ marginInlineEnd: 0 }}>
            <Avatar src={item.avatar} alt="" size={18} style={{ marginInlineEnd: 4 }} />
            {item.uname}
          </Tag>
        ))}
      </div>
      <Button size="small" type="link" onClick={clear}>
        清空
      </Button>
      <Button
        type="primary"
        size="small"
        disabled={items.length < CONTRAST_MIN}
        title={items.length < CONTRAST_MIN ? `至少选择${CONTRAST_MIN}位博主` : undefined}
        onClick={() => navigate('/bosContrast')}
      >
        开始对比
      </Button>
    </section>
  );
}
