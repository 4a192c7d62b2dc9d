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
    colorLink: BRAND_TEXT,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};
