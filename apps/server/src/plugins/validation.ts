import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { type ZodType, z } from 'zod';
import { AppError } from '../lib/app-error.js';

z.config(z.locales.zhCN());
const zhLocale = z.locales.zhCN().localeError;

const partNames: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * Turns the first zod issue into one Chinese sentence that names the field. A message
 * written in the schema (the spec's own wording) is kept as it is; a generic one from
 * the locale gets the field name in front.
 */
export function describeIssue(issue: z.core.$ZodIssue, part = 'body'): string {
  const field = issue.path.map(String).join('.');
  const generic = typeof zhLocale === 'function' ? zhLocale(issue as never) : undefined;
  const genericText = typeof generic === 'string' ? generic : generic?.message;
  if (genericText !== undefined && issue.message !== genericText) return issue.message;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined && field) {
    return `缺少参数 ${field}`;
  }
  return field ? `参数 ${field} 不正确：${issue.message}` : `${partNames[part] ?? '请求'}不正确：${issue.message}`;
}

const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    const message = first ? describeIssue(first, httpPart) : '请求参数不正确';
    return { error: AppError.bad(message, `validation failed on ${httpPart}: ${JSON.stringify(result.error.issues)}`) };
  };

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler as FastifySchemaCompiler<FastifySchema>);
  // Responses are plain envelopes built by our own code; schemas on them are for docs only.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
