import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router';
import { claimChunkReload, isChunkLoadError, ScreenTimeoutError } from './chunk-reload';

/** What a screen shows when it cannot load: chunk failures reload once, the rest offer a retry. */
export function ScreenLoadError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [reloading] = useState(() => isChunkLoadError(error) && claimChunkReload(location.pathname));

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) return <Result status="info" title="页面已更新，正在重新加载…" />;

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title="页面不存在" extra={<Button onClick={() => navigate('/')}>返回首页</Button>} />;
  }
  const timedOut = error instanceof ScreenTimeoutError;
  return (
    <Result
      status={timedOut ? 'warning' : 'error'}
      title={timedOut ? '页面加载超时' : '页面加载失败'}
      subTitle={
        timedOut ? '网络较慢，页面在 120 秒内未能加载完成，请检查网络后重试。' : '页面没能加载出来，请检查网络后重试。'
      }
      extra={[
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
