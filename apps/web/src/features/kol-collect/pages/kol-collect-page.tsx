import { COLLECT_PAGE_SIZE } from '@boguan/contracts/kol-collect';
import type { FavouriteItem } from '@boguan/contracts/kol-collect.api';
import { CONTRAST_MAX, CONTRAST_MIN } from '@boguan/contracts/kol-contrast';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useStartContrast } from '../../blogger-common/api/contrast-api';
import { useFavouriteAction, useFavouriteGroups, useFavourites } from '../../blogger-common/api/favourites-api';
import { FavouriteTable } from '../components/favourite-table';
import { GroupList } from '../components/group-list';
import styles from '../components/kol-collect.module.css';
import { MoveGroupDialog } from '../components/move-group-dialog';

/** /bosCollect: favourite bloggers by group; move, remove, and compare 2-5 of them. */
export function KolCollectPage() {
  const [group, setGroup] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<FavouriteItem[]>([]);
  const [moving, setMoving] = useState<FavouriteItem | null>(null);
  const groups = useFavouriteGroups();
  const list = useFavourites(group, page);
  const act = useFavouriteAction();
  const compare = useStartContrast();
  const { submitting, run } = useSubmit();
  const confirmDelete = useConfirmDelete();

  const selectGroup = (next: string | undefined) => {
    setGroup(next);
    setPage(1);
  };
  const remove = (row: FavouriteItem) =>
    confirmDelete(async () => {
      if (await act({ action: 'remove', kol_id: row.kol_id })) {
        setSelected((rows) => rows.filter((r) => r.kol_id !== row.kol_id));
        // The last row of a later page went: show the page before.
        if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
      }
    });
  const canCompare = selected.length >= CONTRAST_MIN && selected.length <= CONTRAST_MAX;

  return (
    <div className={styles.layout}>
      <GroupList
        groups={groups.data?.groups}
        total={groups.data?.total ?? 0}
        limit={groups.data?.limit ?? 0}
        loading={groups.isLoading}
        selected={group}
        onSelect={selectGroup}
      />
      <Card size="small" title={group ?? '全部收藏'}>
        <div className={styles.toolbar}>
          <Typography.Text type="secondary">
            勾选 {CONTRAST_MIN}-{CONTRAST_MAX} 位博主进行对比，已选 {selected.length} 位
            {selected.length > 0 && (
              <Button type="link" size="small" onClick={() => setSelected([])}>
                清空
              </Button>
            )}
          </Typography.Text>
          <Button
            type="primary"
            disabled={!canCompare}
            loading={submitting}
            onClick={() =>
              void run(() => compare.mutateAsync(selected.map((row) => row.kol_id)).catch(() => undefined))
            }
          >
            对比所选
          </Button>
        </div>
        <QueryState query={list} title="收藏列表加载失败">
          {(favourites) => (
            <FavouriteTable
              rows={favourites.data}
              loading={list.isFetching}
              page={page}
              perPage={COLLECT_PAGE_SIZE}
              total={favourites.total}
              selected={selected}
              onSelect={setSelected}
              onPage={setPage}
              onMove={setMoving}
              onRemove={remove}
            />
          )}
        </QueryState>
      </Card>
      <MoveGroupDialog
        target={moving}
        groups={(groups.data?.groups ?? []).map((g) => g.name)}
        onMove={(kolId, name) => act({ action: 'move', kol_id: kolId, group: name })}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
