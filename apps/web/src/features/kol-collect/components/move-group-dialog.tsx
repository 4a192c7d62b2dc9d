import { GROUP_NAME_MAX } from '@boguan/contracts/kol-collect';
import { AutoComplete, Modal, Typography } from 'antd';
import { useState } from 'react';

interface MoveGroupDialogProps {
  /** The blogger being moved (its name), or null when closed. */
  target: { kol_id: number; uname: string; group: string } | null;
  groups: string[];
  onMove(kolId: number, group: string): Promise<boolean>;
  onClose(): void;
}

/** Pick an existing group or type a new name (a new name creates the group). */
export function MoveGroupDialog({ target, groups, onMove, onClose }: MoveGroupDialogProps) {
  const [group, setGroup] = useState('');
  const submit = async () => {
    if (!target) return;
    if (await onMove(target.kol_id, group.trim())) onClose();
  };
  return (
    <Modal
      title="移动到分组"
      open={target !== null}
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      // Cleared after closing, not on opening: a name typed during the opening animation must stay.
      afterClose={() => setGroup('')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        将「{target?.uname}」从「{target?.group}」移到：选择已有分组，或输入新分组名称（最多{GROUP_NAME_MAX}个字）
      </Typography.Paragraph>
      <AutoComplete
        aria-label="分组名称"
        style={{ width: '100%' }}
        value={group}
        options={groups.filter((g) => g !== target?.group).map((g) => ({ value: g }))}
        placeholder="分组名称"
        onChange={setGroup}
        filterOption={(input, option) => String(option?.value ?? '').includes(input)}
      />
    </Modal>
  );
}
