import { BRAND_TAB_LABELS, type BrandTab } from '@boguan/contracts/brand-search';
import { Grid } from 'antd';

/** The tabs' names on a phone: the four full names overflow into antd's "more" menu, which is not a valid tab. */
const SHORT_LABELS: Record<BrandTab, string> = {
  overview: '概览',
  content: '内容',
  bloggers: '博主',
  audience: '受众',
};

/** Names the brand page's tabs for the screen: full names, or short ones below antd's `sm` breakpoint. */
export function useBrandTabLabel(): (tab: BrandTab) => string {
  const narrow = Grid.useBreakpoint().sm === false;
  return (tab) => (narrow ? SHORT_LABELS[tab] : BRAND_TAB_LABELS[tab]);
}
