import { z } from 'zod';
import { BRAND_ALERT_KINDS, BrandAlertMessage } from './brand-alert.js';
import { brandIdField, brandRefSchema } from './brand-audience.api.js';
import { chinaDate, chinaTime, endpoints } from './endpoint.js';
import { noFields } from './fields.js';

/*
 * Brand alerts: POST /api/brand_alert/* (docs/brand-audience.md, "Brand alerts").
 */

const int = z.number().int();

export const brandAlertBrandSchema = z.object({
  brand_id: brandIdField(BrandAlertMessage.brandMissing, BrandAlertMessage.brandId),
});

export const brandAlertSchema = z.strictObject({
  id: int,
  day: chinaDate,
  kind: z.enum(BRAND_ALERT_KINDS),
  kind_text: z.string(),
  /** Mentions that day, or its negative share (0..1). */
  value: z.number(),
  mean: z.number(),
  sd: z.number(),
  threshold: z.number(),
  mentions: int,
  negative: int,
  create_time: chinaTime,
});
export type BrandAlert = z.infer<typeof brandAlertSchema>;

export const brandWatchSchema = z.strictObject({
  brand: brandRefSchema,
  create_time: chinaTime,
  /** The newest alerts of the brand for this member. */
  alerts: z.array(brandAlertSchema),
});
export type BrandWatch = z.infer<typeof brandWatchSchema>;

export const brandWatchStateSchema = z.strictObject({ brand_id: z.string(), watching: z.boolean() });

export const brandAlertApi = endpoints('brand-alert', {
  '/api/brand_alert/watch': {
    summary: '开启品牌预警（声量或负面占比异常升高时在消息中心提醒）',
    request: brandAlertBrandSchema,
    response: brandWatchStateSchema,
  },
  '/api/brand_alert/unwatch': {
    summary: '取消品牌预警',
    request: brandAlertBrandSchema,
    response: brandWatchStateSchema,
  },
  '/api/brand_alert/state': {
    summary: '是否已预警某品牌',
    request: brandAlertBrandSchema,
    response: brandWatchStateSchema,
  },
  '/api/brand_alert/list': {
    summary: '我的品牌预警：预警中的品牌及其最近的提醒',
    request: noFields,
    response: z.array(brandWatchSchema),
  },
});
