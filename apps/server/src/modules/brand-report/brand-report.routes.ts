import { BRAND_REPORT_DELETED, BRAND_REPORT_SUBMITTED } from '@boguan/contracts/brand-report';
import { brandReportApi } from '@boguan/contracts/brand-report.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { exportBrandReportBloggers, exportBrandReportPosts } from './brand-report.export.js';
import {
  brandReportAllowance,
  brandReportCard,
  brandReportHistory,
  brandReportResult,
  brandReportStatus,
  deleteBrandReport,
  searchReportBrands,
  submitBrandReport,
} from './brand-report.service.js';

/** Brand report (/brandReport, /brandReportLog, /brandResult; docs/brand-report.md). */
export function brandReportRoutes(ctx: AppContext) {
  return handlersFor(brandReportApi, {
    '/api/brand_report/searchBrand': async ({ body }) => ok(await searchReportBrands(ctx, body.keyword)),
    '/api/brand_report/check': async ({ body }) => ok(await brandReportCard(ctx, body.brand_id)),
    '/api/brand_report/remainingTimes': async ({ user }) => ok(await brandReportAllowance(ctx, user)),
    '/api/brand_report/submit': async ({ user, body }) =>
      ok(await submitBrandReport(ctx, user, body), BRAND_REPORT_SUBMITTED),
    '/api/brand_report/history': async ({ user, body }) => ok(await brandReportHistory(ctx, user, body)),
    '/api/brand_report/status': async ({ user, body }) => ok(await brandReportStatus(ctx, user, body.id)),
    '/api/brand_report/result': async ({ user, body }) => ok(await brandReportResult(ctx, user, body.id)),
    '/api/brand_report/deleteTask': async ({ user, body }) => {
      await deleteBrandReport(ctx, user, body.id);
      return ok(null, BRAND_REPORT_DELETED);
    },
    '/api/brand_report/exportArt': async ({ user, body }) => exportBrandReportPosts(ctx, user, body.id),
    '/api/brand_report/exportBlogger': async ({ user, body }) => exportBrandReportBloggers(ctx, user, body.id),
  });
}
