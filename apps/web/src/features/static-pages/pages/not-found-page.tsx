import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Any desktop path outside the catalogue. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          返回首页
        </Button>
      }
    />
  );
}
