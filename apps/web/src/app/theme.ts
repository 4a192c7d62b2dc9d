import type { ThemeConfig } from 'antd';

/** The brand orange: fills, borders, large text, charts. 2.5:1 on white, so never small text. */
export const BRAND = '#ff8200';
/** The brand colour for text, links and filled buttons with white text: 5.4:1 on white (WCAG AA). */
export const BRAND_TEXT = '#ad4e00';

/**
 * antd's theme: its primary colour is what links, selected tabs and primary buttons (white text on
 * the fill) use, so it is the text shade; secondary text is darkened to 4.5:1 or more on white.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_TEXT,
    // Hover and press go darker, not lighter, so white text on a primary button stays readable.
    colorPrimaryHover: '#8a3d00',
    colorPrimaryActive: '#6b2f00',
    colorLink: BRAND_TEXT,
    colorLinkHover: '#8a3d00',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Status colours as text (danger buttons, success and processing tags, up/down figures) need
    // 4.5:1 on white and on their own light fills; antd's defaults reach 2.2 to 4.1.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorInfo: '#0958d9',
    // antd derives the light fills from these seeds; from dark seeds it derives greyish fills
    // (#adb8a5 behind a success tag, 2.7:1), so the fills and borders are antd's usual light ones.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorPrimaryBg: '#fff7ed',
    colorPrimaryBgHover: '#fff1e0',
    colorPrimaryBorder: '#ffd8a8',
  },
  components: {
    // The selected menu entry: brand text on a light brand fill (4.9:1).
    Menu: { itemSelectedBg: '#fff1e0', itemSelectedColor: BRAND_TEXT },
    // A selected row keeps links and brand text readable (antd derives a darker fill from the primary).
    Table: { rowSelectedBg: '#fff7ed', rowSelectedHoverBg: '#fff1e0' },
  },
};
