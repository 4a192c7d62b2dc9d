import { EXPORT_SYNC_MAX_ROWS, type ExportQueued } from '@boguan/contracts/exports';
import {
  STOPE_EXPORT_EMPTY,
  STOPE_EXPORT_NO_PERMISSION,
  STOPE_EXPORT_USED_UP,
  type StopeExportCheck,
} from '@boguan/contracts/kol-stope';
import { App } from 'antd';
import { useState } from 'react';
import { download, request, requestData } from '../../../lib/api-client';
import { useUiStore } from '../../../stores/ui-store';
import { exportConfirmText } from '../lib/stope-dates';

const POLL_MS = 1500;
const POLL_LIMIT = 400;

interface ExportPaths {
  check: string;
  export: string;
  fallbackName: string;
}

export const STOPE_EXPORT: ExportPaths = {
  check: '/api/kol/analyseArticleExportCheckNum',
  export: '/api/kol/analyseArticleExport',
  fallbackName: '博主回采.xlsx',
};
export const AD_EXPORT: ExportPaths = {
  check: '/api/kol/adArtExportCheck',
  export: '/api/kol/adArtExport',
  fallbackName: '商业博文分析.xlsx',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The export with the count check (spec: "export with the count check"): ask how many rows the file
 * would hold and what is left, confirm with that count, then download. More than 2000 rows is built
 * by a job: poll /api/export/status and download from /api/export/download when it is done.
 */
export function useStopeExport(paths: ExportPaths) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const runQueued = async (id: number) => {
    const queued = await request<ExportQueued>(paths.export, { id });
    if (queued.code !== 1) return;
    const key = `export-${queued.data.export_id}`;
    message.open({ key, type: 'loading', content: '文件生成中，请稍候…', duration: 0 });
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      await wait(POLL_MS);
      const state = await requestData<{ status: string; progress: number; file_name: string }>('/api/export/status', {
        id: queued.data.export_id,
      }).catch(() => null);
      if (!state || state.status === 'failed') {
        message.open({ key, type: 'error', content: '导出失败，请重新导出' });
        return;
      }
      if (state.status === 'done') {
        message.destroy(key);
        await download('/api/export/download', { id: queued.data.export_id }, state.file_name);
        return;
      }
      message.open({ key, type: 'loading', content: `文件生成中 ${Math.round(state.progress * 100)}%`, duration: 0 });
    }
    message.open({ key, type: 'info', content: '文件仍在生成，完成后可在导出记录中下载' });
  };

  const start = async (id: number) => {
    setBusy(true);
    try {
      const check = await requestData<StopeExportCheck>(paths.check, { id }).catch(() => null);
      if (!check) return;
      if (!check.allowed) {
        // The same upgrade prompt the API's 1001 / 1002 open; an empty task only needs a note.
        if (check.reason === STOPE_EXPORT_NO_PERMISSION) useUiStore.getState().openUpgrade(1001, check.reason);
        else if (check.reason === STOPE_EXPORT_USED_UP) useUiStore.getState().openUpgrade(1002, check.reason);
        else message.warning(check.reason ?? STOPE_EXPORT_EMPTY);
        return;
      }
      modal.confirm({
        title: '导出',
        content: exportConfirmText(check.count, check.total, check.remaining_exports),
        okText: '确定导出',
        cancelText: '取消',
        onOk: async () => {
          if (check.count > EXPORT_SYNC_MAX_ROWS) await runQueued(id);
          else await download(paths.export, { id }, paths.fallbackName);
        },
      });
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
