import { Code } from '@boguan/contracts/envelope';
import { POST_FOUND_CAP, PostSearchMessage } from '@boguan/contracts/post-search';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useUiStore } from '../../../stores/ui-store';
import { checkExport, exportResults, exportSelection, postSearchKeys } from '../api/post-search-api';
import type { SearchState } from '../lib/search-state';

/** The confirm text: how many rows the file holds, of how many, and the exports left this month. */
export function exportConfirmText(count: number, total: number, remaining: number | null): string {
  const more = total >= POST_FOUND_CAP ? '+' : '';
  const capped = total > count ? `（共${total}${more}条匹配，按会员上限导出前${count}条）` : '';
  const left = remaining === null ? '' : `，本月还可导出${remaining}次`;
  return `将导出${count}条博文${capped}${left}。超过2000条时转为导出任务，完成后可在导出记录中下载。`;
}

/**
 * 导出结果 with the count check (getTimes): a level without exports or with none left gets the
 * upgrade prompt, an empty result a note, otherwise a confirm with the count; then the download
 * (a job-built file is waited for). 导出所选 downloads the ticked posts at once.
 */
export function useSearchExport() {
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refreshRecords = () => client.invalidateQueries({ queryKey: [...postSearchKeys.all, 'records'] });

  const exportAll = async (state: SearchState) => {
    setBusy(true);
    try {
      const answer = await checkExport(state);
      if (answer.code !== Code.ok) return;
      const check = answer.data;
      if (!check.allowed) {
        if (check.reason === PostSearchMessage.exportNoPermission)
          useUiStore.getState().openUpgrade(Code.noPermission, check.reason);
        else if (check.reason === PostSearchMessage.exportUsedUp)
          useUiStore.getState().openUpgrade(Code.quotaUsedUp, check.reason);
        else message.warning(check.reason ?? PostSearchMessage.exportEmpty);
        return;
      }
      modal.confirm({
        title: '导出搜索结果',
        content: exportConfirmText(check.count, check.total, check.remaining_exports),
        okText: '确定导出',
        cancelText: '取消',
        onOk: async () => {
          const started = exportResults(state);
          // A queued export shows in the records at once; the download follows when it is built.
          setTimeout(refreshRecords, 500);
          await started;
          await refreshRecords();
        },
      });
    } finally {
      setBusy(false);
    }
  };

  const exportPicked = async (mids: string[]) => {
    setBusy(true);
    try {
      await exportSelection(mids);
      await refreshRecords();
    } finally {
      setBusy(false);
    }
  };

  return { exportAll, exportPicked, busy };
}
