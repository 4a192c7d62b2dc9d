import { Alert } from 'antd';
import { useDataStatus } from '../../../lib/data-status';

/**
 * Says plainly that the figures come from demo data when they do (/api/index/data_status): the
 * simulator's posts, bloggers and hot-search lists are generated, not Weibo's; the dashboard
 * computes them as it would real data. Absent otherwise.
 */
export function DemoDataNotice() {
  const { data } = useDataStatus();
  if (!data?.demo) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="demo-data-notice"
      title="当前为演示数据"
      description="博主、博文、话题与热搜均由博观模拟器按固定种子生成，并非真实微博数据；本页各项数字按真实计算流程从这些数据得出。"
    />
  );
}
