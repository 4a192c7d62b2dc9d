import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useFavouriteToggle } from './api/favourites-api';
import styles from './favourite-star.module.css';

/**
 * The favourite star of a blogger row: flips at once, goes back if the server refuses.
 * `onChange` is told the new state once the server has it.
 */
export function FavouriteStar({
  kolId,
  name,
  collected,
  onChange,
}: {
  kolId: number;
  name: string;
  collected: boolean;
  onChange?: (collected: boolean) => void;
}) {
  const [shown, setShown] = useState(collected);
  const toggle = useFavouriteToggle(kolId, onChange);
  const flip = () => {
    const next = !shown;
    setShown(next);
    toggle.mutate(next, { onError: () => setShown(!next) });
  };
  const label = shown ? `取消收藏 ${name}` : `收藏 ${name}`;
  return (
    <Tooltip title={shown ? '取消收藏' : '收藏'}>
      <Button
        type="text"
        size="small"
        disabled={toggle.isPending}
        aria-label={label}
        aria-pressed={shown}
        data-testid="favourite-star"
        icon={shown ? <StarFilled className={styles.on} /> : <StarOutlined className={styles.off} />}
        onClick={flip}
      />
    </Tooltip>
  );
}
