import { Code } from '@boguan/contracts/envelope';
import { STOPE_EXPORT_EMPTY, STOPE_EXPORT_NO_PERMISSION, STOPE_EXPORT_USED_UP } from '@boguan/contracts/kol-stope';
import { App } from 'antd';
import { useState } from 'react';
import { useUiStore } from '../../../stores/ui-store';
import type { StopeExporter } from '../api/kol-stope-api';
import { exportConfirmText } from '../lib/stope-dates';

/**
 * The export with the count check (spec: "export with the count check"): ask how many rows the file
 * would hold and what is left, confirm with that count, then download (a job-built file included).
 */
export function useStopeExport(exporter: StopeExporter) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const start = async (id: number) => {
    setBusy(true);
    try {
      // A refusal of the check itself is already shown by the api client.
      const answer = await exporter.check(id);
      if (answer.code !== Code.ok) return;
      const check = answer.data;
      if (!check.allowed) {
        // The same upgrade prompt the API's 1001 / 1002 open; an empty task only needs a note.
        if (check.reason === STOPE_EXPORT_NO_PERMISSION)
          useUiStore.getState().openUpgrade(Code.noPermission, check.reason);
        else if (check.reason === STOPE_EXPORT_USED_UP)
          useUiStore.getState().openUpgrade(Code.quotaUsedUp, check.reason);
        else message.warning(check.reason ?? STOPE_EXPORT_EMPTY);
        return;
      }
      modal.confirm({
        title: '导出',
        content: exportConfirmText(check.count, check.total, check.remaining_exports),
        okText: '确定导出',
        cancelText: '取消',
        // More than 2000 rows is built by a job; the download waits for it and then saves the file.
        onOk: () => exporter.download(id),
      });
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
