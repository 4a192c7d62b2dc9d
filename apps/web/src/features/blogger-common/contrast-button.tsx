import { Button } from 'antd';
import { toast } from '../../lib/feedback-bridge';
import { type BasketItem, CONTRAST_MAX, useContrastBasket } from './contrast-basket';

/** 加入对比 of a list row: puts the blogger in the comparison basket, or says the basket is full. */
export function ContrastButton({ row }: { row: BasketItem }) {
  const added = useContrastBasket((s) => s.items.some((i) => i.kol_id === row.kol_id));
  const add = useContrastBasket((s) => s.add);
  return (
    <Button
      size="small"
      disabled={added}
      onClick={() => {
        const { kol_id, uid, uname, avatar, verify, category } = row;
        if (add({ kol_id, uid, uname, avatar, verify, category })) toast('success', `已加入对比：${uname}`);
        else toast('warning', `对比最多选择${CONTRAST_MAX}位博主`);
      }}
    >
      {added ? '已加入' : '加入对比'}
    </Button>
  );
}
