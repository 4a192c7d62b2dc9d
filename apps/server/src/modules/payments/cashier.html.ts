import { formatChinaTime } from '@boguan/contracts/china-time';
import { levelName } from '@boguan/contracts/membership';
import { ORDER_STATUS_NAMES, PAY_METHOD_NAMES, TERM_NAMES, yuan } from '@boguan/contracts/payments';
import type { OrderRow } from './orders.repository.js';

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(title)}</title><style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6fa;margin:0;padding:24px;color:#1f2329}
.card{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.demo{color:#873800;background:#fff7e6;border:1px solid #ffd591;border-radius:6px;padding:8px 12px;font-size:13px;margin:12px 0}
dl{display:grid;grid-template-columns:96px 1fr;gap:8px 12px;margin:16px 0}dt{color:#5c6370}dd{margin:0}
.amount{font-size:28px;color:#cf1322;font-weight:600}.row{display:flex;gap:12px;margin-top:20px}
button{flex:1;height:40px;border-radius:8px;border:1px solid #d9d9d9;background:#fff;font-size:15px;cursor:pointer}
button.pay{background:#0958d9;border-color:#0958d9;color:#fff}</style></head><body><div class="card">${body}</div></body></html>`;
}

/** The demonstration cashier: the order and 确认支付 / 取消. */
export function cashierPage(order: OrderRow, now: Date): string {
  const open = order.status === 'pending' && new Date(order.expires_at).getTime() > now.getTime();
  const rows = [
    ['订单号', order.order_no],
    ['商品', `${levelName(order.level)}会员（${TERM_NAMES[order.term]}）`],
    ['支付方式', PAY_METHOD_NAMES[order.method]],
    ['订单状态', ORDER_STATUS_NAMES[order.status]],
    ['有效期至', formatChinaTime(order.expires_at)],
  ];
  const list = rows.map(([k, v]) => `<dt>${html(k ?? '')}</dt><dd>${html(v ?? '')}</dd>`).join('');
  const actions = open
    ? `<form method="post" action="/dev/cashier" class="row"><input type="hidden" name="order" value="${html(order.order_no)}">
<button type="submit" name="action" value="cancel">取消</button><button class="pay" type="submit" name="action" value="pay">确认支付</button></form>`
    : `<p>该订单当前不可支付（${html(ORDER_STATUS_NAMES[order.status])}）。</p>`;
  return shell(
    '博观演示收银台',
    `<h1>博观演示收银台</h1><div class="demo">演示模式：这里模拟${html(PAY_METHOD_NAMES[order.method])}收银台，不会产生真实扣款。确认后向服务器发送与真实支付渠道相同流程的签名通知。</div>
<div class="amount">¥${yuan(order.pay_fen)}</div><dl>${list}</dl>${actions}`,
  );
}

const RESULTS = {
  paid: ['支付成功', '已通知博观服务器，会员已开通。请返回博观页面查看。'],
  cancelled: ['已取消', '未支付，订单仍可在有效期内继续支付。'],
  'not-open': ['无法支付', '该订单已支付或已关闭。'],
  missing: ['订单不存在', '没有找到该订单。'],
  failed: ['通知失败', '服务器未接受支付通知，请查看日志。'],
} as const;

export function cashierResultPage(result: keyof typeof RESULTS, orderNo: string): string {
  const [title, text] = RESULTS[result];
  return shell(
    `演示收银台 - ${title}`,
    `<h1 data-result="${result}">${title}</h1><p>${html(text)}</p><p style="color:#5c6370">订单号：${html(orderNo)}</p>`,
  );
}
