import { HOT_AD_TAG, HotSearchMessage } from '@boguan/contracts/hot-search';
import { Tag, Tooltip } from 'antd';
import { LABEL_COLORS } from '../lib/hot-format';

const DEMO_HINT = '热搜由博观模拟器按固定种子生成，并非真实微博数据；排名、时长与变化均按真实计算流程得出';

/** 演示数据 beside a list made by the simulator; nothing for real captures. */
export function HotDemoTag({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <Tooltip title={DEMO_HINT}>
      <Tag color="blue" data-testid="demo-data-tag" style={{ marginInlineEnd: 0 }}>
        {HotSearchMessage.demo}
      </Tag>
    </Tooltip>
  );
}

/** Weibo's 新/热/沸/爆 label, or the paid mark. */
export function HotLabel({ label, isAd }: { label: string; isAd: boolean }) {
  if (isAd) return <Tag color="blue">{HOT_AD_TAG}</Tag>;
  if (!label) return null;
  return (
    <Tag color={LABEL_COLORS[label] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
