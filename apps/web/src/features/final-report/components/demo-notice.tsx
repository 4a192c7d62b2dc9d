import { Alert } from 'antd';

/**
 * Above a report or a project built from the simulator's posts: the figures come from the real
 * code paths, but the posts and bloggers are generated, and the member must be told.
 */
export function DemoNotice({ demoPosts, total }: { demoPosts: number; total: number }) {
  if (demoPosts === 0) return null;
  const which = demoPosts >= total ? '全部博文' : `其中 ${demoPosts} 条博文`;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="demo-notice"
      title="演示数据"
      description={`${which}及其博主由博观模拟器按固定种子生成，并非真实微博数据；各项数字按真实计算流程得出。`}
    />
  );
}
