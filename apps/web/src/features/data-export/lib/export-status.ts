import type { ExportStatus } from '@boguan/contracts/exports';

/** How an export's state reads on the page. */
export const EXPORT_STATUS_TEXT: Record<ExportStatus, string> = {
  running: '生成中',
  done: '已完成',
  failed: '导出失败',
};

export const EXPORT_STATUS_COLORS: Record<ExportStatus, string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
};
