import type { MessageType } from '@boguan/contracts/home-content';
import { Tag } from 'antd';

/** Each kind of message keeps one colour in the list and on the detail page. */
const TYPE_COLORS: Record<MessageType, string> = {
  system: 'default',
  membership: 'gold',
  order: 'orange',
  coupon: 'red',
  monitor: 'blue',
  hot_search: 'volcano',
  export: 'cyan',
  referral: 'green',
  withdraw: 'purple',
  invoice: 'geekblue',
  brand_alert: 'magenta',
  custom_order: 'lime',
};

export function MessageTypeTag({ type, name }: { type: MessageType; name: string }) {
  return (
    <Tag color={TYPE_COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
