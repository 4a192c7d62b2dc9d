import type { AppConfig } from '../../src/config/config.js';
import { type Answer, createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** The operator's number in every operator test app. */
export const OPERATOR_MOBILE = '13900009999';

export interface OperatorApp {
  t: TestApp;
  /** A session of the operator (OPERATOR_MOBILE). */
  operator: string;
  operatorId: number;
}

/** A test app with one operator account; demo mode unless `overrides` say otherwise. */
export async function createOperatorApp(overrides: Partial<AppConfig> = {}): Promise<OperatorApp> {
  const t = await createTestApp({ operatorMobiles: [OPERATOR_MOBILE], ...overrides });
  const { token, userId } = await createUser(t, { mobile: OPERATOR_MOBILE });
  return { t, operator: token, operatorId: userId };
}

type Form = Record<string, string | number | string[] | undefined>;

/**
 * POSTs a form as the web does, with optional extra headers (X-Forwarded-Proto) and client address,
 * and returns the envelope (asserting HTTP 200).
 */
export async function send<T = unknown>(
  t: TestApp,
  url: string,
  form: Form = {},
  options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else body.append(key, String(value));
  }
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${url}: ${response.body}`);
  return response.json() as Answer<T>;
}

/** The operator log rows, oldest first. */
export async function operatorLogRows(t: TestApp) {
  return t.ctx.db.selectFrom('operator_logs').selectAll().orderBy('id').execute();
}

/** A valid request for each operator row (a body an operator may send). */
export const VALID_BODIES: Record<string, Form> = {
  '/api/admin/coupon_batch_list': { page: 1 },
  '/api/admin/coupon_batch_create': { name: '访问测试', kind: 'amount', amount: '10', valid_days: 7, audience: 'all' },
  '/api/admin/coupon_batch_stop': { id: 1 },
  '/api/admin/gift_codes_create': { level: 30, days: 7, count: 1, batch: '访问测试' },
  '/api/admin/gift_batch_list': { page: 1 },
  '/api/admin/order_list': { page: 1 },
  '/api/admin/order_detail': { order_no: 'BG20260105100000ABCDEF01' },
  '/api/admin/order_refund': { order_no: 'BG20260105100000ABCDEF01', reason: '访问测试' },
  '/api/admin/operator_logs': { page: 1 },
};

export interface BatchList {
  data: Array<{
    id: number;
    name: string;
    kind: string;
    desc: string;
    audience: string;
    quantity: number | null;
    claimed: number;
    used: number;
    state: string;
    state_name: string;
    starts_at: string;
    ends_at: string;
  }>;
  total: number;
}
