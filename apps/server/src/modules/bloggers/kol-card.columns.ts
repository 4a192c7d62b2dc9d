import { VERIFY_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { metricLabel } from '@boguan/contracts/metrics';
import type { XlsxColumn } from '../exports/xlsx.js';

/**
 * Who a blogger is, as every blogger-card export writes it after the blogger's name:
 * UID, 认证, 分类, 粉丝数, 地区.
 */
export const KOL_PROFILE_COLUMNS: readonly XlsxColumn<KolCard>[] = [
  { header: 'UID', value: (r) => r.uid, width: 14 },
  { header: '认证', value: (r) => VERIFY_LABELS[r.verify], width: 10 },
  { header: '分类', value: (r) => r.category.join('/'), width: 16 },
  { header: metricLabel('fans'), value: (r) => r.fans, width: 14 },
  { header: '地区', value: (r) => [r.province, r.city].filter(Boolean).join(' '), width: 16 },
];
