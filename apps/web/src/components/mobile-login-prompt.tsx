import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';

interface MobileLoginPromptProps {
  /** The page's own centred block (its padding differs per page). */
  className: string | undefined;
  title: string;
  description: string;
}

/** What a mobile tool page shows a visitor: what logging in opens, and 去登录 to /m/login. */
export function MobileLoginPrompt({ className, title, description }: MobileLoginPromptProps) {
  const navigate = useNavigate();
  return (
    <div className={className}>
      <ErrorBlock status="empty" title={title} description={description} />
      <Button color="primary" block onClick={() => navigate('/m/login')}>
        去登录
      </Button>
    </div>
  );
}
