import { LEVEL_ACTIONS, toMemberLevel } from '@boguan/contracts/membership';
import { isBuilt, TOOL_CATALOGUE } from '@boguan/contracts/quick-entry';
import { Button, Card, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn, useUserStore } from '../../../stores/user-store';
import styles from './home.module.css';

const LEVEL_COLORS: Record<number, string> = { 20: 'default', 30: 'blue', 40: 'gold' };
/** Up to eight main tools as quick links (main pages are `quick`), those that exist today. */
const QUICK_LINKS = TOOL_CATALOGUE.filter((tool) => tool.quick && isBuilt(tool)).slice(0, 8);

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** The greeting with the user's membership and quick links into the tools. */
export function WelcomeBlock() {
  const info = useUserStore((s) => s.userinfo);
  const openLogin = useUiStore((s) => s.openLogin);
  const navigate = useNavigate();
  const loggedIn = isLoggedIn();
  const level = toMemberLevel(info?.package.level ?? 20);

  return (
    <Card size="small" className={styles.card}>
      {loggedIn ? (
        <div className={styles.welcome}>
          <div className={styles.welcomeTitle}>
            {greeting(dayjs().hour())}，{info?.nick_name ?? ''}
          </div>
          {info && (
            <div className={styles.welcomeLevel}>
              <Tag color={LEVEL_COLORS[level]}>{info.package.name}</Tag>
              <span className={styles.date}>
                {info.package.expires_at ? `${dayjs(info.package.expires_at).format('YYYY-MM-DD')} 到期` : '长期有效'}
              </span>
              <Button type="primary" size="small" onClick={() => navigate('/member')}>
                {LEVEL_ACTIONS[level]}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className={styles.welcome}>
          <div className={styles.welcomeTitle}>欢迎来到博观</div>
          <p className={styles.date}>微博博主、博文、话题、热搜与品牌数据，一站式营销分析。</p>
          <Button type="primary" onClick={() => openLogin()}>
            登录 / 注册
          </Button>
        </div>
      )}
      <div className={styles.quickLinks}>
        {QUICK_LINKS.map((tool) => (
          <Link key={tool.path} to={tool.path} className={styles.quickLink} title={tool.desc}>
            {tool.name}
          </Link>
        ))}
      </div>
    </Card>
  );
}
