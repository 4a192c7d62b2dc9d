import { chinaDate } from '@boguan/contracts/china-time';
import {
  FANS_THRESHOLD_MAX,
  FANS_THRESHOLD_MIN,
  MONITOR_INTERVALS,
  MonitorMessage,
  WATCH_KIND_KEYS,
  WATCH_KINDS,
  type WatchKind,
} from '@boguan/contracts/kol-monitor';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import { CheckboxGroupField } from '../../../components/checkbox-group-field';

/** What the settings fields hold. */
export interface MonitorSettings {
  watch: WatchKind[];
  fans_threshold: number;
  /** One of MONITOR_INTERVALS' values. */
  interval_minutes: number;
}

const WATCH_OPTIONS = WATCH_KIND_KEYS.map((kind) => ({ value: kind, label: WATCH_KINDS[kind] }));

/** The watch kinds, threshold, interval (and end date when creating) inside a parent antd Form. */
export function MonitorSettingsFields({ withEndDate }: { withEndDate: boolean }) {
  return (
    <>
      <Form.Item
        name="watch"
        label="监控内容"
        rules={[{ required: true, type: 'array', min: 1, message: MonitorMessage.watch }]}
      >
        <CheckboxGroupField options={WATCH_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="fans_threshold"
        label="粉丝变化阈值"
        tooltip="与上次提醒（或开始监控）时的粉丝数相比，增减达到该百分比即提醒"
        rules={[{ required: true, message: MonitorMessage.fansThreshold }]}
      >
        <InputNumber min={FANS_THRESHOLD_MIN} max={FANS_THRESHOLD_MAX} step={0.5} suffix="%" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item
        name="interval_minutes"
        label="监控频率"
        rules={[{ required: true, message: MonitorMessage.interval }]}
      >
        <Select style={{ width: 160 }} options={MONITOR_INTERVALS} aria-label="监控频率" />
      </Form.Item>
      {withEndDate && (
        <Form.Item name="end_date" label="结束日期" tooltip="不填则一直监控，直到手动暂停或删除">
          <DatePicker
            placeholder="不限"
            // An end date may not be before today in China time (the server's business dates).
            disabledDate={(day) => day.format('YYYY-MM-DD') < chinaDate(new Date())}
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
    </>
  );
}
