import { DAY_MS } from '@boguan/contracts/china-time';
import {
  DEFAULT_COMMON_TOOLS,
  findTool,
  isBuilt,
  QUICK_ENTRY_FIRE,
  QUICK_ENTRY_SIZE,
  type QuickEntryLabel,
  TOOL_CATALOGUE,
  type ToolEntry,
} from '@boguan/contracts/quick-entry';
import type { QuickEntryGroup } from '@boguan/contracts/quick-entry.api';
import type { AppContext } from '../../lib/context.js';
import { topRoutes } from '../statistics/statistics.repository.js';

/** 常用工具 looks at the user's last 90 days; 热门工具 at everyone's last 7 (spec wording). */
const COMMON_WINDOW_DAYS = 90;
const HOT_WINDOW_DAYS = 7;

function quickTools(paths: readonly string[]): ToolEntry[] {
  const tools: ToolEntry[] = [];
  for (const path of paths) {
    const tool = findTool(path);
    if (tool?.quick && isBuilt(tool) && !tools.includes(tool)) tools.push(tool);
  }
  return tools;
}

/** Fills a ranked list up to the size with fallbacks it does not already hold. */
function fill(ranked: ToolEntry[], fallback: readonly ToolEntry[]): ToolEntry[] {
  const out = [...ranked];
  for (const tool of fallback) {
    if (out.length >= QUICK_ENTRY_SIZE) break;
    if (!out.includes(tool)) out.push(tool);
  }
  return out.slice(0, QUICK_ENTRY_SIZE);
}

const entry = (tool: ToolEntry, label: QuickEntryLabel) => ({ name: tool.name, url: tool.path, label });

/**
 * 常用工具: the tools this user opened or used most (flow and fun statistics), topped up
 * with a default set. 热门工具: the most used tools across all users over the last 7 days,
 * the top three with data marked 'fire', tools marked new in the catalogue 'new'. Both offer
 * built tools only.
 */
export async function quickEntry(ctx: AppContext, userId: number): Promise<QuickEntryGroup[]> {
  const now = ctx.clock.now().getTime();
  const [mine, everyone] = await Promise.all([
    topRoutes(ctx.db, { userId, since: new Date(now - COMMON_WINDOW_DAYS * DAY_MS), limit: 30 }),
    topRoutes(ctx.db, { since: new Date(now - HOT_WINDOW_DAYS * DAY_MS), limit: 30 }),
  ]);
  // Only pages that exist: an entry never leads to a 即将上线 page.
  const catalogueQuick = TOOL_CATALOGUE.filter((tool) => tool.quick && isBuilt(tool));

  const common = fill(quickTools(mine.map((row) => row.route)), [
    ...quickTools([...DEFAULT_COMMON_TOOLS]),
    ...catalogueQuick,
  ]);
  const hotRanked = quickTools(everyone.map((row) => row.route));
  const newTools = catalogueQuick.filter((tool) => tool.isNew);
  const hot = fill(hotRanked, [...newTools, ...catalogueQuick]);

  return [
    { name: '常用工具', child: common.map((tool) => entry(tool, tool.isNew ? 'new' : '')) },
    {
      name: '热门工具',
      child: hot.map((tool, index) => {
        const fire = index < QUICK_ENTRY_FIRE && index < hotRanked.length;
        return entry(tool, fire ? 'fire' : tool.isNew ? 'new' : '');
      }),
    },
  ];
}
