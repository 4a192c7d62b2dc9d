/**
 * Operator-facing facts shown on the contact page and in the header. Change them here for a
 * deployment; nothing else in the app spells them out.
 */
export const SITE = {
  name: '博观',
  slogan: '微博数据与营销分析平台',
  serviceHours: '工作日 9:00–18:00',
} as const;
