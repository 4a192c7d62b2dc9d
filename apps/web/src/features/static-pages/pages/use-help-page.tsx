import { Anchor, Typography } from 'antd';
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
  { key: 'faq', title: '常见问题' },
];

/** /useHelp: how to use the product, written for a first-time advertiser. */
export function UseHelpPage() {
  return (
    <StaticFrame>
      <div className={styles.helpLayout}>
        <aside className={styles.helpNav}>
          <Anchor offsetTop={76} items={SECTIONS.map((s) => ({ key: s.key, href: `#${s.key}`, title: s.title }))} />
        </aside>
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
