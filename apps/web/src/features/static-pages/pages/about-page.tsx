import { Typography } from 'antd';
import { MENU_GROUPS } from '../../../config/menu';
import { StaticFrame } from '../components/static-frame';
import { StaticPageHead } from '../components/static-page-head';
import { TextCardGrid } from '../components/text-card-grid';
import styles from './static-pages.module.css';

const { Title } = Typography;

const PRINCIPLES = [
  { title: '数据可追溯', text: '每个榜单、指数与报告都由采集到的博文、用户、转发和评论计算得出，指数旁注明计算方法。' },
  { title: '面向投放决策', text: '从找博主、看博文、追热搜到品牌复盘，围绕一次营销投放的完整流程设计工具。' },
  { title: '如实标注', text: '尚在开发的功能标注「即将上线」；演示环境使用的模拟数据会明确标注为演示数据。' },
];

/** /about: what 博观 is and how it works. */
export function AboutPage() {
  return (
    <StaticFrame>
      <StaticPageHead title="关于博观" lead>
        博观是一个中文微博数据与营销分析平台，服务广告主、品牌方、广告媒介代理与舆情团队。「博观而约取」——我们把分散在微博上的博主、博文、话题、热搜与品牌信息整理成可检索、可比较、可导出的数据，帮助您更快做出投放判断。
      </StaticPageHead>
      <div className={styles.pageBody}>
        <TextCardGrid items={PRINCIPLES} cardClassName={styles.principle} col={{ xs: 24, md: 8 }} />
        <Title level={3} style={{ marginTop: 40 }}>
          平台能力
        </Title>
        <div className={styles.groupGrid}>
          {MENU_GROUPS.filter((group) => group.tools.length > 1).map((group) => (
            <section key={group.key} className={styles.groupCard}>
              <h4>{group.name}</h4>
              <p>{group.tools.map((tool) => tool.name).join('、')}</p>
            </section>
          ))}
        </div>
      </div>
    </StaticFrame>
  );
}
