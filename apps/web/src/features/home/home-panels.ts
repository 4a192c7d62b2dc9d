import type { ComponentType } from 'react';

/**
 * One panel of the home page's data area, supplied by the app (app/home-panels.ts) so this feature
 * imports no tool: a tool that has something to show on /home adds its panel there. A panel is lazy,
 * so the home chunk stays small.
 */
export interface HomePanel {
  key: string;
  Component: ComponentType;
}
