import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useBrandFavourite } from '../api/brand-search-api';

/** The favourite star of a brand row: flips at once, goes back if the server refuses (limit, login). */
export function BrandStar({ brandId, name, collected }: { brandId: string; name: string; collected: boolean }) {
  const [shown, setShown] = useState(collected);
  const toggle = useBrandFavourite(brandId);
  const flip = () => {
    const next = !shown;
    setShown(next);
    toggle.mutate(next, { onError: () => setShown(!next) });
  };
  return (
    <Tooltip title={shown ? '取消收藏' : '收藏'}>
      <Button
        type="text"
        size="small"
        disabled={toggle.isPending}
        aria-label={shown ? `取消收藏 ${name}` : `收藏 ${name}`}
        aria-pressed={shown}
        data-testid="brand-star"
        icon={shown ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={flip}
      />
    </Tooltip>
  );
}
