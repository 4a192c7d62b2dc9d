import { BRAND_GROUP_NAME_MAX } from '@boguan/contracts/brand-collect';
import { AutoComplete, Modal, Typography } from 'antd';
import { useState } from 'react';

interface Props {
  target: { brand_id: string; brand_cn_name: string; group: string } | null;
  groups: string[];
  onMove(brandId: string, group: string): Promise<boolean>;
  onClose(): void;
}

/** Pick an existing group or type a new name (a new name creates the group). */
export function MoveBrandDialog({ target, groups, onMove, onClose }: Props) {
  const [group, setGroup] = useState('');
  const submit = async () => {
    if (target && (await onMove(target.brand_id, group.trim()))) onClose();
  };
  return (
    <Modal
      title="移动到分组"
      open={target !== null}
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      afterClose={() => setGroup('')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        将「{target?.brand_cn_name}」从「{target?.group}」移到：选择已有分组，或输入新分组名称（最多
        {BRAND_GROUP_NAME_MAX}
        个字）
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
