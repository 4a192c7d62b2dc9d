import type { MonitorItem } from '@boguan/contracts/kol-monitor.api';
import { Drawer } from 'antd';
import { MonitorLogList } from './monitor-log-list';

/** The notices of one monitored account, opened from its row. */
export function MonitorLogDrawer({ item, onClose }: { item: MonitorItem | null; onClose: () => void }) {
  return (
    <Drawer title={item ? `变更记录 · ${item.uname}` : '变更记录'} open={item !== null} onClose={onClose} size={720}>
      {item && <MonitorLogList key={item.id} monitorId={item.id} showAccount={false} />}
    </Drawer>
  );
}
