import {
  PROPAGATION_EXPORT_EMPTY,
  PROPAGATION_EXPORT_NO_PERMISSION,
  PROPAGATION_EXPORT_USED_UP,
} from '@boguan/contracts/propagation';
import { useCountedExport } from '../../../components/use-counted-export';
import { propagationExporter } from '../api/propagation-api';
import { exportConfirmText } from '../lib/spread-format';

/**
 * The export after its count check (spec 7: analyseArticleExportCheckNum, then analyseArticleExport):
 * how many rows and what is left, a confirmation with that count, then the download.
 */
export function usePropagationExport() {
  return useCountedExport({
    ...propagationExporter,
    noPermission: PROPAGATION_EXPORT_NO_PERMISSION,
    usedUp: PROPAGATION_EXPORT_USED_UP,
    empty: PROPAGATION_EXPORT_EMPTY,
    confirmText: exportConfirmText,
  });
}
