import {
  findTool,
  TOOL_CATALOGUE,
  TOOL_GROUPS,
  type ToolEntry,
  type ToolGroupKey,
} from '@boguan/contracts/quick-entry';

/**
 * The desktop sidebar, built from the shared tool catalogue (packages/contracts quick-entry.ts,
 * which the server also uses for quick entry and statistics): one group per spec 2 sidebar group,
 * one entry per main tool page. Detail, record and result pages (catalogue `highlight`) are routed
 * but not listed; they highlight their tool's entry, as /area and /getfans highlight the ranking.
 */

export interface MenuGroup {
  key: ToolGroupKey;
  name: string;
  /** A group with one tool shows as a single entry without a submenu. */
  tools: ToolEntry[];
}

export const MENU_GROUPS: MenuGroup[] = TOOL_GROUPS.map((group) => ({
  key: group.key,
  name: group.name,
  tools: TOOL_CATALOGUE.filter((tool) => tool.group === group.key && !tool.highlight),
}));

export interface RouteInfo {
  path: string;
  name: string;
  desc: string;
  group: MenuGroup;
  /** The sidebar entry highlighted on this route. */
  menuPath: string;
}

const groupByKey = new Map(MENU_GROUPS.map((group) => [group.key, group]));

function toRouteInfo(entry: ToolEntry): RouteInfo {
  const group = groupByKey.get(entry.group);
  if (!group) throw new Error(`tool ${entry.path} names an unknown group ${entry.group}`);
  return { path: entry.path, name: entry.name, desc: entry.desc, group, menuPath: entry.highlight ?? entry.path };
}

/** Every desktop shell route of spec 2. */
export const ROUTES: RouteInfo[] = TOOL_CATALOGUE.map(toRouteInfo);

/** The catalogue entry of a path, ignoring case and a trailing slash. */
export function findRoute(pathname: string): RouteInfo | undefined {
  const entry = findTool(pathname);
  return entry ? toRouteInfo(entry) : undefined;
}
