import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { LevelCards } from '../components/level-cards';
import { StaticFrame } from '../components/static-frame';
import { TextCardGrid } from '../components/text-card-grid';
import styles from './static-pages.module.css';

const FEATURES = [
  {
    title: '找博主',
    text: '按领域、粉丝量、认证类型与互动表现筛选博主，综合榜、涨粉榜、地区榜一目了然，多位博主并排对比。',
  },
  { title: '看博文', text: '搜索博文、监测转评赞走势、还原转发传播路径，投放结束一键生成结案报告。' },
  { title: '追热点', text: '实时热搜与历史热搜、话题热度榜与话题监测，第一时间发现可借势的话题。' },
  { title: '懂品牌', text: '品牌声量榜与增长榜、品牌对比与受众画像，复盘竞品在微博的投放与合作博主。' },
  { title: '导数据', text: '博主、博文与榜单数据导出为 Excel，导出记录随时重新下载。' },
  { title: '随时看', text: '手机浏览器打开自动进入移动版，公告、消息与账户信息随身查看。' },
];

/** /marketing: the landing page. Logging in from here lands on /home (spec 2). */
export function MarketingPage() {
  const openLogin = useUiStore((s) => s.openLogin);
  const navigate = useNavigate();
  const start = () => (isLoggedIn() ? navigate('/home') : openLogin('wechat', '/home'));

  return (
    <StaticFrame afterLogin="/home">
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <Typography.Title style={{ fontSize: 40, lineHeight: 1.3 }}>让每一次微博投放都有数据可依</Typography.Title>
          <Typography.Paragraph className={styles.heroLead}>
            博观为广告主、品牌方与媒介代理整理微博博主、博文、话题、热搜与品牌数据，从选号、监测到结案复盘，一个平台完成。
          </Typography.Paragraph>
          <div className={styles.heroActions}>
            <Button type="primary" size="large" onClick={start}>
              {isLoggedIn() ? '进入平台' : '免费注册 / 登录'}
            </Button>
            <Button size="large" onClick={() => navigate('/useHelp')}>
              查看使用帮助
            </Button>
          </div>
        </div>
        <img className={styles.heroArt} src="/marketing-hero.svg" alt="" />
      </section>

      <section className={styles.pageBody}>
        <div className={styles.center}>
          <Typography.Title level={2}>覆盖微博营销的完整流程</Typography.Title>
        </div>
        <TextCardGrid items={FEATURES} cardClassName={styles.featureCard} col={{ xs: 24, sm: 12, lg: 8 }} />
      </section>

      <section className={styles.levels}>
        <div className={styles.center}>
          <Typography.Title level={2}>选择适合您的版本</Typography.Title>
        </div>
        <LevelCards onStart={start} />
      </section>
    </StaticFrame>
  );
}
