import { Code, type Envelope } from '@boguan/contracts/envelope';
import { App } from 'antd';
import { useState } from 'react';
import { useUiStore } from '../stores/ui-store';

/** What an export's count check answers (the *ExportCheck schemas of the contracts). */
export interface ExportCount {
  count: number;
  total: number;
  remaining_exports: number | null;
  allowed: boolean;
  reason: string | null;
}

export interface CountedExport<Target> {
  check: (target: Target) => Promise<Envelope<ExportCount>>;
  download: (target: Target) => Promise<unknown>;
  /** The check's refusals that open the upgrade prompt (as the API's 1001 / 1002 would). */
  noPermission: string;
  usedUp: string;
  /** The note when the check refuses without a reason (nothing to export). */
  empty: string;
  /** The confirmation: how many rows, of how many, and the exports left this month. */
  confirmText: (count: number, total: number, remaining: number | null) => string;
}

/**
 * An export behind its count check: ask how many rows the file would hold and what is left; a level
 * without the export or with none left gets the upgrade prompt, an empty one a note; otherwise confirm
 * with the count, then download (a job-built file is waited for by the download).
 */
export function useCountedExport<Target>(exporter: CountedExport<Target>) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const start = async (target: Target) => {
    setBusy(true);
    try {
      // A refusal of the check itself is already shown by the api client.
      const answer = await exporter.check(target);
      if (answer.code !== Code.ok) return;
      const check = answer.data;
      if (!check.allowed) {
        if (check.reason === exporter.noPermission) useUiStore.getState().openUpgrade(Code.noPermission, check.reason);
        else if (check.reason === exporter.usedUp) useUiStore.getState().openUpgrade(Code.quotaUsedUp, check.reason);
        else message.warning(check.reason ?? exporter.empty);
        return;
      }
      modal.confirm({
        title: '导出',
        content: exporter.confirmText(check.count, check.total, check.remaining_exports),
        okText: '确定导出',
        cancelText: '取消',
        onOk: () => exporter.download(target),
      });
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
