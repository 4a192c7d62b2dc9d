import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { BRAND_DEFAULT_GROUP, BRAND_GROUP_NAME_MAX } from '@boguan/contracts/brand-collect';
import type { NameCount } from '@boguan/contracts/kol.api';
import { Button, Card, Input, Modal, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useBrandFavouriteChange } from '../api/brand-collect-api';
import styles from './brand-collect.module.css';

interface Props {
  groups: NameCount[] | undefined;
  total: number;
  limit: number;
  loading: boolean;
  selected: string | undefined;
  onSelect(group: string | undefined): void;
}

/** The groups on the left: counts, rename, delete (its brands go to 默认分组). */
export function BrandGroupList({ groups, total, limit, loading, selected, onSelect }: Props) {
  const change = useBrandFavouriteChange();
  const confirmDelete = useConfirmDelete();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');

  const rename = async () => {
    if (renaming === null) return;
    const body = { group: renaming, new_name: newName.trim() };
    if (await change({ path: '/api/brand_collect/rename_group', body })) {
      if (selected === renaming) onSelect(newName.trim());
      setRenaming(null);
    }
  };

  const item = (name: string | undefined, label: string, count: number, editable: boolean) => (
    <div
      key={name ?? '*'}
      data-testid="brand-collect-group"
      className={`${styles.groupItem} ${selected === name ? styles.groupActive : ''}`}
    >
      <button
        type="button"
        className={styles.groupButton}
        aria-current={selected === name ? 'true' : undefined}
        onClick={() => onSelect(name)}
      >
        <span className={styles.groupName} title={label}>
          {label}
        </span>
        <span className={styles.muted}>{count}</span>
      </button>
      {editable && name !== undefined && (
        <>
          <Tooltip title="重命名">
            <Button
              type="text"
              size="small"
              aria-label={`重命名 ${name}`}
              icon={<EditOutlined />}
              onClick={() => {
                setNewName(name);
                setRenaming(name);
              }}
            />
          </Tooltip>
          <Tooltip title="删除分组">
            <Button
              type="text"
              size="small"
              aria-label={`删除分组 ${name}`}
              icon={<DeleteOutlined />}
              onClick={() =>
                confirmDelete(async () => {
                  const done = await change({ path: '/api/brand_collect/delete_group', body: { group: name } });
                  if (done && selected === name) onSelect(undefined);
                })
              }
            />
          </Tooltip>
        </>
      )}
    </div>
  );

  return (
    <Card size="small" title="收藏分组" extra={<span className={styles.muted}>{`${total}/${limit}`}</span>}>
      {loading && !groups ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <nav aria-label="品牌收藏分组">
          {item(undefined, '全部收藏', total, false)}
          {(groups ?? []).map((g) => item(g.name, g.name, g.count, g.name !== BRAND_DEFAULT_GROUP))}
        </nav>
      )}
      <Modal
        title="重命名分组"
        open={renaming !== null}
        okText="保存"
        cancelText="取消"
        onOk={rename}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        <Input
          aria-label="新分组名称"
          value={newName}
          maxLength={BRAND_GROUP_NAME_MAX}
          showCount
          onChange={(event) => setNewName(event.target.value)}
          onPressEnter={rename}
        />
      </Modal>
    </Card>
  );
}
