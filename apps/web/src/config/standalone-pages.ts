/** Pages outside the shell and the mobile pages, with the names used for titles and statistics. */
export const STANDALONE_PAGES: Record<string, string> = {
  '/useHelp': '使用帮助',
  '/contact': '联系我们',
  '/about': '关于我们',
  '/marketing': '博观 · 微博营销数据平台',
  '/agreement': '用户服务协议',
  // In the shell but outside the catalogue (staff only, docs/operator.md).
  '/operator': '运营后台',
};

export interface MobilePage {
  path: string;
  name: string;
  /** For pages whose tool is not built yet: what it will do. */
  desc: string;
}

export const MOBILE_PAGES: MobilePage[] = [
  { path: '/m/index', name: '博观', desc: '' },
  { path: '/m/login', name: '登录', desc: '' },
  { path: '/m/user', name: '我的', desc: '' },
  { path: '/m/member', name: '会员中心', desc: '在手机上选择会员套餐，完成购买或续费。' },
  { path: '/m/coupon', name: '我的优惠券', desc: '查看已领取的优惠券、面额、使用门槛与有效期。' },
  { path: '/m/blogger', name: '博主搜索', desc: '在手机上按关键词与领域搜索微博博主，查看粉丝与互动数据。' },
  { path: '/m/ranking/list', name: '博主榜单', desc: '在手机上查看博主综合榜、涨粉榜与地区榜。' },
];

export function findMobilePage(pathname: string): MobilePage | undefined {
  const clean = pathname.replace(/\/+$/, '').toLowerCase();
  return MOBILE_PAGES.find((page) => page.path.toLowerCase() === clean);
}
