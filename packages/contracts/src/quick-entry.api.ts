import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { noFields } from './fields.js';
import { QUICK_ENTRY_GROUPS, QUICK_ENTRY_LABELS } from './quick-entry.js';

/** POST /api/User/getQuickEntry: the header's 快捷入口, common tools then hot tools. */

export const quickEntryToolSchema = z.strictObject({
  name: z.string(),
  /** The tool's path in the catalogue. */
  url: z.string(),
  label: z.enum(QUICK_ENTRY_LABELS),
});

export const quickEntryGroupSchema = z.strictObject({
  name: z.enum(QUICK_ENTRY_GROUPS),
  child: z.array(quickEntryToolSchema),
});
export type QuickEntryGroup = z.infer<typeof quickEntryGroupSchema>;

export const quickEntryApi = endpoints('quick-entry', {
  '/api/User/getQuickEntry': {
    summary: '快捷入口：常用工具与热门工具（fire/new 角标）',
    request: noFields,
    response: z.array(quickEntryGroupSchema),
  },
});
