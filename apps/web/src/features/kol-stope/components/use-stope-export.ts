import {
  STOPE_EXPORT_EMPTY,
  STOPE_EXPORT_NO_PERMISSION,
  STOPE_EXPORT_USED_UP,
  type StopeExportCheck,
} from '@boguan/contracts/kol-stope';
import { App } from 'antd';
import { useState } from 'react';
import { download, requestData } from '../../../lib/api-client';
import { useUiStore } from '../../../stores/ui-store';
import { exportConfirmText } from '../lib/stope-dates';

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

/**
 * The export with the count check (spec: "export with the count check"): ask how many rows the file
 * would hold and what is left, confirm with that count, then download (a job-built file included).
 */
export function useStopeExport(paths: ExportPaths) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);

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
          // More than 2000 rows is built by a job; download() waits for it and then saves the file.
          await download(paths.export, { id }, paths.fallbackName);
        },
      });
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
