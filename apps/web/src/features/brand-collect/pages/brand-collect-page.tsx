import { BRAND_COLLECT_PAGE_SIZE } from '@boguan/contracts/brand-collect';
import type { BrandFavourite } from '@boguan/contracts/brand-collect.api';
import { BRAND_CONTRAST_MAX, BRAND_CONTRAST_MIN } from '@boguan/contracts/brand-contrast';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useBrandFavouriteChange, useBrandFavouriteGroups, useBrandFavourites } from '../api/brand-collect-api';
import styles from '../components/brand-collect.module.css';
import { BrandFavouriteTable } from '../components/brand-favourite-table';
import { BrandGroupList } from '../components/brand-group-list';
import { MoveBrandDialog } from '../components/move-brand-dialog';

/** /brandCollect: favourite brands by group with their recent mentions; move, remove, compare 2-5. */
export function BrandCollectPage() {
  const [group, setGroup] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [moving, setMoving] = useState<BrandFavourite | null>(null);
  const groups = useBrandFavouriteGroups();
  const list = useBrandFavourites(group, page);
  const change = useBrandFavouriteChange();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();

  const selectGroup = (next: string | undefined) => {
    setGroup(next);
    setPage(1);
  };
  const remove = (row: BrandFavourite) =>
    confirmDelete(async () => {
      if (await change({ path: '/api/brand_collect/del', body: { brand_id: row.brand_id } })) {
        setSelected((ids) => ids.filter((id) => id !== row.brand_id));
        if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
      }
    });
  const canCompare = selected.length >= BRAND_CONTRAST_MIN && selected.length <= BRAND_CONTRAST_MAX;

  return (
    <div className={styles.layout}>
      <BrandGroupList
        groups={groups.data?.groups}
        total={groups.data?.total ?? 0}
        limit={groups.data?.limit ?? 0}
        loading={groups.isLoading}
        selected={group}
        onSelect={selectGroup}
      />
      <Card size="small" title={group ?? '全部收藏'} extra={<Link to="/brandSearch">去品牌搜索添加</Link>}>
        <div className={styles.toolbar}>
          <Typography.Text type="secondary">
            勾选 {BRAND_CONTRAST_MIN}-{BRAND_CONTRAST_MAX} 个品牌进行对比，已选 {selected.length} 个
            {selected.length > 0 && (
              <Button type="link" size="small" onClick={() => setSelected([])}>
                清空
              </Button>
            )}
          </Typography.Text>
          <Button
            type="primary"
            disabled={!canCompare}
            onClick={() => navigate(`/brandContrast?brand_ids=${selected.map(encodeURIComponent).join(',')}`)}
          >
            对比所选
          </Button>
        </div>
        <QueryState query={list} title="收藏列表加载失败">
          {(favourites) => (
            <BrandFavouriteTable
              rows={favourites.data}
              recent={{ from: favourites.recent_from, to: favourites.recent_to }}
              loading={list.isFetching}
              page={page}
              perPage={BRAND_COLLECT_PAGE_SIZE}
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
      <MoveBrandDialog
        target={moving}
        groups={(groups.data?.groups ?? []).map((g) => g.name)}
        onMove={(brandId, name) =>
          change({ path: '/api/brand_collect/move', body: { brand_id: brandId, group: name } })
        }
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
