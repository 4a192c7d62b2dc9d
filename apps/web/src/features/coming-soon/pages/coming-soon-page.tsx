import { findTool } from '@boguan/contracts/quick-entry';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';

/**
 * The honest page for a catalogue route whose tool is not built yet: its name, what it will do,
 * and no data of any kind.
 */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = findTool(pathname);
  const tool = page?.highlight ? findTool(page.highlight) : page;
  const name = page?.name ?? '该功能';

  return (
    <Result
      icon={<img src="/coming-soon.svg" alt="" width={220} height={160} />}
      title={<span>「{name}」即将上线</span>}
      subTitle={
        <div style={{ maxWidth: 480, margin: '0 auto' }}>
          <p style={{ margin: 0 }}>{page?.desc}</p>
          {tool && tool !== page && <p style={{ margin: '8px 0 0' }}>所属工具：{tool.name}</p>}
          <p style={{ margin: '8px 0 0' }}>我们正在开发这项功能，上线后会在首页公告中通知您。</p>
        </div>
      }
      extra={[
        <Button key="home" type="primary" onClick={() => navigate('/home')}>
          返回首页
        </Button>,
        <Button key="help" onClick={() => navigate('/useHelp')}>
          使用帮助
        </Button>,
      ]}
    />
  );
}
