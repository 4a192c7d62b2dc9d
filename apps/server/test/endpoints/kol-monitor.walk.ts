import { kolMonitorApi, monitorSubmitSchema } from '@boguan/contracts/kol-monitor.api';
import { submitMonitors } from '../../src/modules/kol-monitor/kol-monitor.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A monitor of the fixture's member on one of the fixture's bloggers (each case its own blogger). */
async function oneMonitor(f: WalkFixture, index: number): Promise<number> {
  const blogger = f.kols[index];
  if (!blogger) throw new Error(`the walk fixture has no blogger ${index}`);
  const input = monitorSubmitSchema.parse({ kol_ids: [blogger.kolId], watch: ['new_post'], interval_minutes: 60 });
  const { ids } = await submitMonitors(f.t.ctx, { id: f.userId, level: 40 }, input);
  const [id] = ids;
  if (id === undefined) throw new Error('no monitor created');
  return id;
}

export const kolMonitorWalk = walkCases(kolMonitorApi, {
  '/api/kol/account_search': { body: (f) => ({ keyword: f.kol.uid }) },
  '/api/kol/account_monitor_auth': { body: () => ({}) },
  '/api/kol/account_monitor_submit': {
    body: (f) => ({
      kol_ids: [f.kols[0]?.kolId ?? f.kol.kolId],
      watch: ['fans_change', 'profile_change'],
      fans_threshold: 5,
      interval_minutes: 30,
      end_date: '',
    }),
  },
  '/api/kol/account_monitor_history': { body: () => ({ page: 1 }) },
  '/api/kol/account_monitor_edit': {
    body: async (f) => ({ id: await oneMonitor(f, 1), watch: ['deleted_post'], interval_minutes: 1440 }),
  },
  '/api/kol/edit_monitor_status': { body: async (f) => ({ id: await oneMonitor(f, 2), status: 2 }) },
  '/api/kol/delete_monitor_history': { body: async (f) => ({ id: await oneMonitor(f, 3) }) },
  '/api/kol/account_monitor_log': { body: () => ({ page: 1 }) },
});
