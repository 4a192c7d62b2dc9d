import { featureRule, LEVEL_NAMES, MemberLevel } from '@boguan/contracts/membership';
import { API_KEY_HEADER, API_KEY_RATE_PER_MINUTE, OPEN_API_PATHS, OPEN_API_TAG } from '@boguan/contracts/open-api';
import { Anchor, Grid, Typography } from 'antd';
import { type CSSProperties, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS } from '../../../config/menu';
import { MembershipTable } from '../components/membership-table';
import { StaticFrame } from '../components/static-frame';
import styles from './static-pages.module.css';

const { Title, Paragraph, Text } = Typography;

const SECTIONS = [
  { key: 'start', title: '注册与登录' },
  { key: 'tools', title: '功能导航' },
  { key: 'member', title: '会员与次数' },
  { key: 'account', title: '账户与权益' },
  { key: 'open-api', title: '开放接口（API）' },
  { key: 'faq', title: '常见问题' },
];

/*
 * The open API (docs/open-api.md). The paths come from the contracts' OPEN_API_PATHS; their
 * summaries live in the endpoint map, whose zod schemas this page does not load, so each path is
 * listed under its area and /api/docs has the rest.
 */
const AREA_LABELS: Record<string, string> = {
  index: '数据状态',
  kol: '博主',
  kol_ranking: '博主榜单',
  article: '博文',
  article_ranking: '博文榜单',
  hot_search: '热搜',
  topic_ranking: '话题榜单',
  brand: '品牌',
  brand_ranking: '品牌榜单',
};

/** The open paths by area (`/api/<area>/...`), in the contracts' order. */
function openPathGroups(): Array<{ label: string; paths: string[] }> {
  const groups = new Map<string, string[]>();
  for (const path of OPEN_API_PATHS) {
    const label = AREA_LABELS[path.split('/')[2] ?? ''] ?? '其他';
    groups.set(label, [...(groups.get(label) ?? []), path]);
  }
  return [...groups].map(([label, paths]) => ({ label, paths }));
}

const keysOf = (level: MemberLevel) => featureRule('open_api', level).maxRows ?? 0;

/** A curl call of the open API with a placeholder key, against this site. */
function curlExample(origin: string, path: string, body: string): string {
  return [
    `curl -s -X POST "${origin}${path}" \\`,
    `  -H "${API_KEY_HEADER}: bg_你的Key" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '${body}'`,
  ].join('\n');
}

/** A code block wraps inside itself: a long command never pushes a phone's page sideways. */
const CODE_BLOCK: CSSProperties = {
  margin: '8px 0 16px',
  padding: '10px 12px',
  borderRadius: 6,
  background: '#f5f5f5',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

const PATH_LIST: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '4px 8px', marginTop: 4 };

function OpenApiSection() {
  const origin = window.location.origin;
  return (
    <section id="open-api" className={styles.helpSection}>
      <Title level={3}>开放接口（API）</Title>
      <Paragraph>
        开放接口让您在自己的程序、脚本或报表工具中直接读取博观的数据：数据和数字与网页版完全相同，返回格式也相同，都是{' '}
        <Text code>{'{code, msg, data}'}</Text>（code 为 1 表示成功，数据在 data 中）。调用按 API Key
        所属账号的会员权益计算，与在网页上使用同一功能一样计入当日或当月的次数、受同样的条数限制。
      </Paragraph>
      <ul>
        <li>
          {LEVEL_NAMES[MemberLevel.free]}不支持开放接口；{LEVEL_NAMES[MemberLevel.advanced]}可同时持有{' '}
          {keysOf(MemberLevel.advanced)} 个 API Key，{LEVEL_NAMES[MemberLevel.professional]}可同时持有{' '}
          {keysOf(MemberLevel.professional)} 个。
        </li>
        <li>
          每个 API Key 每分钟最多调用 {API_KEY_RATE_PER_MINUTE} 次；超出后返回 code 0，响应头{' '}
          <Text code>Retry-After</Text> 给出需要等待的秒数。
        </li>
        <li>已撤销或无效（伪造、填错）的 API Key 返回 code -1。</li>
        <li>开放接口只提供数据查询：账户、支付、导出和修改类的接口不能用 API Key 调用，请登录网页版使用。</li>
      </ul>
      <Title level={4}>创建 API Key</Title>
      <Paragraph>
        登录后进入<Link to="/user">个人中心 → 开放接口</Link>，点击「创建 API Key」并填写名称。完整的 Key
        只在创建时显示一次，请立即复制保存，之后列表中只显示前缀。Key 泄露或不再使用时，在同一处「撤销」，撤销立即生效。
      </Paragraph>
      <Title level={4}>调用示例</Title>
      <Paragraph>
        所有接口都是 POST 请求，Key 放在请求头 <Text code>{API_KEY_HEADER}</Text> 中，参数可用 JSON
        或表单提交。读取实时热搜（无参数）：
      </Paragraph>
      <pre style={CODE_BLOCK} data-testid="open-api-curl">
        {curlExample(origin, '/api/hot_search/realtime', '{}')}
      </pre>
      <Paragraph>按关键词搜索博主（带参数）：</Paragraph>
      <pre style={CODE_BLOCK} data-testid="open-api-curl-body">
        {curlExample(origin, '/api/kol/search', '{"keyword":"美妆"}')}
      </pre>
      <Title level={4}>可调用的接口</Title>
      <Paragraph>
        共 {OPEN_API_PATHS.length} 个接口。每个接口的说明、请求参数和返回字段见<a href="/api/docs">接口文档</a>
        ，其中可用 API Key 调用的接口标有「{OPEN_API_TAG}」。
      </Paragraph>
      <div data-testid="open-api-paths">
        {openPathGroups().map((group) => (
          <div key={group.label} style={{ marginBottom: 8 }}>
            <Text strong>{group.label}</Text>
            <div style={PATH_LIST}>
              {group.paths.map((path) => (
                <Text key={path} code>
                  {path}
                </Text>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * A link to /useHelp#section (e.g. from the personal centre) scrolls there once the page is in and
 * its layout is settled (`ready`: the breakpoint is known, so the text no longer reflows).
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash, ready]);
}

/** /useHelp: how to use the product, written for a first-time advertiser. */
export function UseHelpPage() {
  // A phone has no room for the section list beside the text: the text takes the whole width.
  const { md } = Grid.useBreakpoint();
  const narrow = md === false;
  useScrollToHash(md !== undefined);
  return (
    <StaticFrame>
      <div className={styles.helpLayout} style={narrow ? { padding: '20px 16px 48px' } : undefined}>
        {!narrow && (
          <aside className={styles.helpNav}>
            <Anchor offsetTop={76} items={SECTIONS.map((s) => ({ key: s.key, href: `#${s.key}`, title: s.title }))} />
          </aside>
        )}
        <article className={styles.helpBody}>
          <Title level={2}>使用帮助</Title>
          <Paragraph type="secondary">
            博观是面向广告主、品牌方与媒介代理的微博数据与营销分析平台。下面介绍如何开始使用、各项功能在哪里，以及会员权益与常见问题。
          </Paragraph>

          <section id="start" className={styles.helpSection}>
            <Title level={3}>注册与登录</Title>
            <Paragraph>点击页面右上角「登录/注册」，可以用三种方式进入平台：</Paragraph>
            <ul>
              <li>
                <Text strong>微信扫码</Text>：用微信扫描弹窗中的二维码。二维码约 1
                分钟后失效，点击即可刷新。第一次扫码的微信需要绑定手机号：
                已注册的手机号会直接关联，新手机号会同时完成注册。
              </li>
              <li>
                <Text strong>密码登录</Text>：输入手机号和密码。输错一次后需要同时填写图形验证码，看不清可点击图片更换。
              </li>
              <li>
                <Text strong>短信验证码登录</Text>
                ：输入手机号后点击「获取验证码」，收到短信后填写即可；尚未注册的手机号会自动注册。
              </li>
            </ul>
            <Paragraph>
              忘记密码时，在登录弹窗点击「忘记密码」：先验证手机号，再填写短信验证码和新密码，修改成功后请用新密码重新登录，其他设备上的登录会同时失效。
            </Paragraph>
          </section>
          <section id="tools" className={styles.helpSection}>
            <Title level={3}>功能导航</Title>
            <Paragraph>
              左侧菜单按用途分组，窗口较窄时菜单会自动收起，点击顶部的折叠按钮可随时展开。页面顶部的「快捷入口」列出您最常用的工具和近期热门工具，「搜索」可同时查找博主、博文和品牌。
              标有「即将上线」的功能正在开发中。
            </Paragraph>
            <div className={styles.groupGrid}>
              {MENU_GROUPS.filter((group) => group.key !== 'home').map((group) => (
                <section key={group.key} className={styles.groupCard}>
                  <h4>{group.name}</h4>
                  <ul>
                    {group.tools.map((tool) => (
                      <li key={tool.path}>
                        <Text strong>{tool.name}</Text>：{tool.desc}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
          <section id="member" className={styles.helpSection}>
            <Title level={3}>会员与次数</Title>
            <Paragraph>
              会员分为免费版、高级版和专业版。每项功能按会员等级限定可用次数（按北京时间每日或每月计算）和单次可查看、导出的条数。当前等级不支持某项功能时会弹出升级提示；次数用完时会提示「今日使用次数已用完」或「本月使用次数已用完」，
              次日或次月自动恢复，也可以升级会员获得更多次数。
            </Paragraph>
            <MembershipTable />
          </section>
          <section id="account" className={styles.helpSection}>
            <Title level={3}>账户与权益</Title>
            <ul>
              <li>点击右上角的用户名可查看会员等级与到期时间，并进入会员购买、付费推广、礼品兑换和使用帮助。</li>
              <li>
                <Text strong>礼品兑换</Text>：输入活动或礼品卡上的兑换码（不超过 30
                个字符），兑换成功后会员等级或有效期立即更新；每个兑换码只能使用一次。
              </li>
              <li>
                <Text strong>优惠券</Text>
                ：符合条件的新用户登录后会看到领券弹窗，领取后可在账户信息中查看，购买会员时使用。
              </li>
              <li>
                <Text strong>意见反馈</Text>：点击顶部「意见反馈」，选择问题类型、填写页面地址和问题描述（不超过 200
                字），最多可附 5 张截图；在「反馈记录」里能看到处理状态。
              </li>
              <li>首页的「我的消息」会收到会员、优惠券以及监测任务的提醒。</li>
            </ul>
          </section>
          <OpenApiSection />
          <section id="faq" className={styles.helpSection}>
            <Title level={3}>常见问题</Title>
            <Paragraph>
              <Text strong>为什么提示我先登录？</Text>
              <br />
              搜索、反馈、快捷入口以及榜单、对比、收藏、监测、数据看板等功能需要登录后使用，点击后会弹出登录窗口，登录后停留在原页面。
            </Paragraph>
            <Paragraph>
              <Text strong>登录后又回到了未登录状态？</Text>
              <br />
              登录状态失效（例如在别处修改了密码）时，页面会自动刷新为未登录状态，重新登录即可。
            </Paragraph>
            <Paragraph>
              <Text strong>手机上可以使用吗？</Text>
              <br />
              可以。用手机浏览器打开博观会自动进入移动版，支持登录、查看公告和账户信息，更多功能陆续上线。
            </Paragraph>
            <Paragraph>
              <Text strong>页面长时间打不开？</Text>
              <br />
              网络较慢时页面会显示加载进度；超过 120 秒仍未加载完成会提示超时，点击「重新加载」即可。
            </Paragraph>
          </section>
        </article>
      </div>
    </StaticFrame>
  );
}
