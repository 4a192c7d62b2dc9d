import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useFavouriteToggle, useIsFavourite } from './api/favourites-api';
import styles from './favourite-star.module.css';

/**
 * The favourite star of a blogger: flips at once, goes back if the server refuses. `onChange` is
 * told the new state once the server has it. In a list row it is an icon; `labelled` (a page
 * header) adds 收藏 / 已收藏.
 */
export function FavouriteStar({
  kolId,
  name,
  collected,
  onChange,
  labelled = false,
}: {
  kolId: number;
  name: string;
  collected: boolean;
  onChange?: (collected: boolean) => void;
  labelled?: boolean;
}) {
  const [shown, setShown] = useState(collected);
  const toggle = useFavouriteToggle(kolId, onChange);
  const flip = () => {
    const next = !shown;
    setShown(next);
    toggle.mutate(next, { onError: () => setShown(!next) });
  };
  const label = shown ? `取消收藏 ${name}` : `收藏 ${name}`;
  const icon = shown ? <StarFilled className={styles.on} /> : <StarOutlined className={styles.off} />;
  if (labelled) {
    return (
      <Button loading={toggle.isPending} aria-label={label} aria-pressed={shown} icon={icon} onClick={flip}>
        {shown ? '已收藏' : '收藏'}
      </Button>
    );
  }
  return (
    <Tooltip title={shown ? '取消收藏' : '收藏'}>
      <Button
        type="text"
        size="small"
        disabled={toggle.isPending}
        aria-label={label}
        aria-pressed={shown}
        data-testid="favourite-star"
        icon={icon}
        onClick={flip}
      />
    </Tooltip>
  );
}

/** The star of a page that shows one blogger: asks whether it is a favourite first. */
export function FavouriteButton({ kolId, name }: { kolId: number; name: string }) {
  const favourite = useIsFavourite(kolId);
  if (favourite.isPending) return <Button loading>收藏</Button>;
  // Keyed by the answer: a later check (after a change elsewhere) starts the star from it.
  const collected = favourite.data === true;
  return <FavouriteStar key={String(collected)} kolId={kolId} name={name} collected={collected} labelled />;
}
