import { Tag, Tooltip } from 'antd';
import { useDataStatus } from '../../../lib/data-status';

const DEMO_HINT =
  '商户、本地博主与提到商户的微博由博观模拟器按固定种子生成，并非真实数据；榜单、区域与趋势按真实计算流程得出';

/** Beside figures built from the simulator's posts: says they are demo data. Absent otherwise. */
export function LifeDemoTag() {
  const { data } = useDataStatus();
  if (!data?.demo) return null;
  return (
    <Tooltip title={DEMO_HINT}>
      <Tag color="blue" data-testid="demo-data-tag" style={{ marginInlineEnd: 0 }}>
        演示数据
      </Tag>
    </Tooltip>
  );
}
