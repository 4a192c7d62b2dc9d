import { SwapOutlined } from '@ant-design/icons';
import { ContrastMessage } from '@boguan/contracts/kol-contrast';
import { Button } from 'antd';
import { toast } from '../../lib/feedback-bridge';
import { type BasketItem, useContrastBasket } from './contrast-basket';

/**
 * 加入对比: puts the blogger in the comparison basket, or says the basket is full. In a list row it
 * is a small button that stays 已加入; `labelled` (a page header) shows an icon and takes the
 * blogger out again (移出对比).
 */
export function ContrastButton({ row, labelled = false }: { row: BasketItem; labelled?: boolean }) {
  const added = useContrastBasket((s) => s.items.some((i) => i.kol_id === row.kol_id));
  const add = useContrastBasket((s) => s.add);
  const remove = useContrastBasket((s) => s.remove);
  const put = () => {
    if (add(row)) toast('success', `已加入对比：${row.uname}`);
    else toast('warning', ContrastMessage.full);
  };
  if (labelled) {
    return (
      <Button
        icon={<SwapOutlined />}
        onClick={() => {
          if (!added) return put();
          remove(row.kol_id);
          toast('info', '已移出对比');
        }}
      >
        {added ? '移出对比' : '加入对比'}
      </Button>
    );
  }
  return (
    <Button size="small" disabled={added} onClick={put}>
      {added ? '已加入' : '加入对比'}
    </Button>
  );
}
