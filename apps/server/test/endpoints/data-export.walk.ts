import { dataExportApi } from '@boguan/contracts/data-export.api';
import { walkCases } from './walk-support.js';

/** Posts of the demo world as CSV: every world has posts, so the count and the job have rows. */
const postsAsCsv = () => ({ dataset: 'posts', format: 'csv', columns: ['mid', 'text', 'created_at'] });

export const dataExportWalk = walkCases(dataExportApi, {
  '/api/data_export/auth': { body: () => ({}) },
  '/api/data_export/count': { body: postsAsCsv },
  '/api/data_export/submit': { body: postsAsCsv },
});
