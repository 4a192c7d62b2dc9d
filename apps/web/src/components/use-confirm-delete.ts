import { DELETE_CONFIRM, DELETE_TITLE } from '@boguan/contracts/kol';
import { App } from 'antd';

/** Spec 8: every delete asks '你确定要删除吗?' in a dialog titled 删除; `onOk` runs the delete. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: DELETE_TITLE,
      content: DELETE_CONFIRM,
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk,
    });
}
