import { STOPE_EXPORT_EMPTY, STOPE_EXPORT_NO_PERMISSION, STOPE_EXPORT_USED_UP } from '@boguan/contracts/kol-stope';
import { useCountedExport } from '../../../components/use-counted-export';
import type { StopeExporter } from '../api/kol-stope-api';
import { exportConfirmText } from '../lib/stope-dates';

/**
 * The export with the count check (spec: "export with the count check"): ask how many rows the file
 * would hold and what is left, confirm with that count, then download (more than 2000 rows is built
 * by a job, which the download waits for).
 */
export function useStopeExport(exporter: StopeExporter) {
  return useCountedExport({
    ...exporter,
    noPermission: STOPE_EXPORT_NO_PERMISSION,
    usedUp: STOPE_EXPORT_USED_UP,
    empty: STOPE_EXPORT_EMPTY,
    confirmText: exportConfirmText,
  });
}
