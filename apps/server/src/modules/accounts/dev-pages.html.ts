import type { SmsPurpose } from '@boguan/contracts/accounts';
import type { InboxEntry } from '../../providers/sms/local-sms-provider.js';

/** Plain server-rendered pages (dev inbox, local QR confirmation, WeChat callback). */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif;
    background: #f4f6fa; color: #1f2329; }
  main { max-width: 720px; margin: 0 auto; padding: 20px 16px 40px; }
  h1 { font-size: 20px; margin: 8px 0 16px; }
  .card { background: #fff; border-radius: 10px; padding: 16px; box-shadow: 0 1px 4px rgba(0,0,0,.06); margin-bottom: 14px; }
  .nowrap { white-space: nowrap; }
  .muted { color: #8a919f; font-size: 13px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid #eef0f4; vertical-align: top; }
  .code { font: 600 18px/1.2 ui-monospace, Menlo, monospace; letter-spacing: 2px; color: #1677ff; }
  label.pick { display: flex; gap: 10px; align-items: center; padding: 12px; border: 1px solid #e5e8ef; border-radius: 8px;
    margin-bottom: 10px; font-size: 15px; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 15px; border: 1px solid #d0d5dd;
    border-radius: 6px; margin-top: 6px; }
  button { width: 100%; padding: 14px; font-size: 17px; color: #fff; background: #07c160; border: 0; border-radius: 8px; }
  .ok { color: #07c160; font-size: 18px; } .bad { color: #d4380d; font-size: 18px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The inbox is read by people in China: show UTC+8 wall time. */
function chinaTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

const purposeNames: Record<SmsPurpose, string> = {
  login: '短信登录',
  binding: '绑定手机号',
  reset: '找回密码',
  change_old: '更换手机号（原号码）',
  change_new: '更换手机号（新号码）',
  cancel: '注销账号',
};

export function smsInboxPage(entries: InboxEntry[] | null): string {
  if (entries === null) {
    return layout(
      '本地短信收件箱',
      '<h1>本地短信收件箱</h1><div class="card">当前使用真实短信服务商，没有本地收件箱。</div>',
    );
  }
  const rows = entries
    .map(
      (e) => `<tr><td class="nowrap">${escapeHtml(chinaTime(e.sent_at))}</td><td>${escapeHtml(e.mobile)}</td>
<td class="nowrap">${escapeHtml(purposeNames[e.purpose])}</td><td class="code">${escapeHtml(e.code)}</td><td>${escapeHtml(e.text)}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><thead><tr><th>时间（北京时间）</th><th>手机号</th><th>用途</th><th>验证码</th><th>短信内容</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">暂无短信。</p>';
  return layout(
    '本地短信收件箱',
    `<h1>本地短信收件箱</h1><p class="muted">仅本地开发可见：短信未真正发出，最新的在最上面。</p><div class="card">${table}</div>`,
  );
}

export interface IdentityChoice {
  openid: string;
  nickname: string;
  label: string;
}

export function encodeChoice(choice: IdentityChoice): string {
  return Buffer.from(JSON.stringify({ o: choice.openid, n: choice.nickname })).toString('base64url');
}

export function wxConfirmPage(unid: string, choices: IdentityChoice[]): string {
  const picks = choices
    .map(
      (
        c,
        index,
      ) => `<label class="pick"><input type="radio" name="pick" value="${encodeChoice(c)}"${index === 0 ? ' checked' : ''}>
<span>${escapeHtml(c.nickname)}<br><span class="muted">${escapeHtml(c.label)}</span></span></label>`,
    )
    .join('');
  return layout(
    '微信扫码确认',
    `<h1>微信登录确认</h1>
<p class="muted">本地模拟的微信扫码：选择或填写一个微信身份，点击“确认登录”后，电脑上的登录框会自动继续。</p>
<form method="post" action="/dev/wx-confirm" class="card">
<input type="hidden" name="unid" value="${escapeHtml(unid)}">
${picks}
<label class="pick"><input type="radio" name="pick" value="custom"><span>自定义微信身份</span></label>
<div class="card" style="box-shadow:none;border:1px solid #eef0f4">
<div>openid<input type="text" name="openid" maxlength="64" placeholder="例如 wx-my-test-id"></div>
<div style="margin-top:10px">昵称<input type="text" name="nickname" maxlength="32" placeholder="微信用户"></div>
</div>
<button type="submit">确认登录</button>
</form>`,
  );
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'already-scanned' | 'invalid';

const outcomeText: Record<ConfirmOutcome, [string, string]> = {
  confirmed: ['ok', '已确认登录，请回到电脑上的登录框继续。'],
  expired: ['bad', '二维码已失效，请在电脑上刷新二维码后重新扫码。'],
  'already-scanned': ['bad', '该二维码已被扫描，请在电脑上刷新二维码后重新扫码。'],
  invalid: ['bad', '微信身份格式错误：openid 只能包含字母、数字、下划线和短横线，最长64位。'],
};

export function wxConfirmResultPage(outcome: ConfirmOutcome): string {
  const [tone, text] = outcomeText[outcome];
  return layout('微信扫码确认', `<h1>微信登录确认</h1><div class="card"><p class="${tone}">${text}</p></div>`);
}

export function wxCallbackPage(outcome: 'confirmed' | 'expired' | 'already-scanned' | 'failed'): string {
  if (outcome === 'failed') {
    return layout(
      '微信登录',
      '<h1>微信登录</h1><div class="card"><p class="bad">微信授权失败，请刷新二维码后重试。</p></div>',
    );
  }
  return wxConfirmResultPage(outcome);
}
