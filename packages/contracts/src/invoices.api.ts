import { z } from 'zod';
import { chinaTime, counted, endpoints, noData, paged } from './endpoint.js';
import {
  formBody,
  id,
  idList,
  noFields,
  optionalChoice,
  page,
  requiredChoice,
  requiredText,
  text,
  textList,
} from './fields.js';
import {
  INVOICE_MAX_FILES,
  INVOICE_MAX_ORDERS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  invoiceFormProblem,
  InvoiceLabel as Label,
  InvoiceMax as Max,
  InvoiceMessage as Message,
  normalizeInvoiceForm,
  TITLE_TYPES,
} from './invoices.js';

/*
 * Invoices (docs/invoices.md): the user's application in two steps (invoice_ask checks and
 * answers the confirmation, invoice_submit saves), documents, lists, detail, reset, cancel and
 * the issued PDF; and the operator's rows under /api/admin/ (list, issue with the PDF, reject,
 * open a user's document).
 */

const ORDER_NO = /^BG\d{14}[0-9A-F]{8}$/;

/** The orders to invoice: repeated keys, `order_nos[]` or a JSON array; duplicates count once. */
const orderNos = textList(Label.order_nos, 32)
  .pipe(
    z
      .array(z.string().regex(ORDER_NO, Message.badOrderNo))
      .min(1, Message.ordersEmpty)
      .max(INVOICE_MAX_ORDERS, Message.tooManyOrders),
  )
  .transform((list) => [...new Set(list)]);

const formFields = {
  invoice_type: requiredChoice(INVOICE_TYPES, Message.invoiceType),
  title_type: requiredChoice(TITLE_TYPES, Message.titleType),
  title: text(Label.title, Max.title),
  // No length of their own: any wrong length is the shape rule's 纳税人识别号格式错误 / 银行账号格式错误.
  tax_no: text(Label.tax_no),
  address: text(Label.address, Max.address),
  phone: text(Label.phone, Max.phone),
  bank_name: text(Label.bank_name, Max.bank_name),
  bank_account: text(Label.bank_account),
  email: text(Label.email, Max.email),
  file_ids: idList(Message.badFile).refine((list) => list.length <= INVOICE_MAX_FILES, Message.tooManyFiles),
};

type FormFields = z.output<z.ZodObject<typeof formFields>>;

function checkForm(form: FormFields, ctx: z.RefinementCtx): void {
  const problem = invoiceFormProblem(form);
  if (problem) ctx.addIssue({ code: 'custom', message: problem[1], path: [problem[0]] });
}

/** POST /api/invoice/invoice_ask and invoice_submit: the same body, checked the same way. */
export const invoiceAskSchema = formBody(
  z
    .object({ order_nos: orderNos, ...formFields })
    .superRefine(checkForm)
    .transform((form) => normalizeInvoiceForm(form)),
);
export type InvoiceAskInput = z.output<typeof invoiceAskSchema>;
/** The application as the web sends it. */
export type InvoiceAskBody = z.input<typeof invoiceAskSchema>;

/** POST /api/invoice/invoice_reset: a rejected invoice corrected; its orders stay. */
export const invoiceResetSchema = formBody(
  z
    .object({ id: id(Message.badId), ...formFields })
    .superRefine(checkForm)
    .transform((form) => normalizeInvoiceForm(form)),
);
export type InvoiceResetInput = z.output<typeof invoiceResetSchema>;

export const invoiceIdSchema = z.object({ id: id(Message.badId) });
export const invoiceFileIdSchema = z.object({ id: id(Message.badFileId) });
export const invoiceListSchema = z.object({ page, status: optionalChoice(INVOICE_STATUSES, Message.statusFilter) });
export const invoiceRejectSchema = z.object({
  id: id(Message.badId),
  reason: requiredText(Label.reason, Max.reason, Message.reasonEmpty),
});

export const invoiceOrderSchema = z.strictObject({
  order_no: z.string(),
  /** 高级版 · 年度 */
  title: z.string(),
  pay_fen: z.number().int(),
  paid_time: chinaTime,
});
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

export const invoiceFileSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
});
export type InvoiceFile = z.infer<typeof invoiceFileSchema>;

/** The buyer's block as a VAT invoice prints it (名称 / 纳税人识别号 / 地址、电话 / 开户行及账号). */
export const titleBlockSchema = z.strictObject({
  name: z.string(),
  tax_no: z.string(),
  address_phone: z.string(),
  bank_account: z.string(),
});
export type TitleBlock = z.infer<typeof titleBlockSchema>;

const applicationFields = {
  invoice_type: z.enum(INVOICE_TYPES),
  invoice_type_name: z.string(),
  title_type: z.enum(TITLE_TYPES),
  title_type_name: z.string(),
  title_block: titleBlockSchema,
  email: z.string(),
  /** Sum of the orders' pay_fen, computed by the server. */
  amount_fen: z.number().int(),
  orders: z.array(invoiceOrderSchema),
  files: z.array(invoiceFileSchema),
};

/** invoice_ask: what would be saved, for the user to confirm; nothing is saved yet. */
export const invoiceConfirmSchema = z.strictObject(applicationFields);
export type InvoiceConfirm = z.infer<typeof invoiceConfirmSchema>;

const optionalTime = z.union([chinaTime, z.literal('')]);

const detailFields = {
  ...applicationFields,
  id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  status_name: z.string(),
  /** The fields as typed, to prefill a reset. */
  title: z.string(),
  tax_no: z.string(),
  address: z.string(),
  phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  /** The operator's reason of the last rejection ('' when never rejected). */
  reject_reason: z.string(),
  create_time: chinaTime,
  /** When it was last submitted (the first submission, or the last reset). */
  submit_time: chinaTime,
  issue_time: optionalTime,
  reject_time: optionalTime,
  /** Whether the issued PDF can be downloaded (invoice_download). */
  pdf_available: z.boolean(),
};

export const invoiceDetailSchema = z.strictObject(detailFields);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceListItemSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  status_name: z.string(),
  invoice_type_name: z.string(),
  title: z.string(),
  amount_fen: z.number().int(),
  order_count: z.number().int(),
  create_time: chinaTime,
  submit_time: chinaTime,
  issue_time: optionalTime,
  reject_reason: z.string(),
  pdf_available: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** The operator's view: everything the user sees, who asked, and how often it was submitted. */
export const adminInvoiceItemSchema = z.strictObject({
  ...detailFields,
  user_id: z.number().int(),
  user_name: z.string(),
  /** Masked (139****0001). */
  user_mobile: z.string(),
  submit_count: z.number().int(),
});
export type AdminInvoiceItem = z.infer<typeof adminInvoiceItemSchema>;

const fileDownload = { response: z.null(), kind: 'download' } as const;

export const invoicesApi = endpoints('invoices', {
  '/api/invoice/invoice_orders': {
    summary: '可开票订单（已支付、未退款、未在其他发票中）',
    request: noFields,
    response: counted(invoiceOrderSchema),
  },
  '/api/invoice/invoice_ask': {
    summary: '核对开票申请：校验全部字段并返回开票金额、订单与抬头信息，不保存',
    request: invoiceAskSchema,
    response: invoiceConfirmSchema,
  },
  '/api/invoice/invoice_submit': {
    summary: '提交开票申请（与 invoice_ask 相同的请求体）',
    request: invoiceAskSchema,
    response: invoiceDetailSchema,
  },
  '/api/Invoice/upload_file': {
    summary: '上传企业资料（multipart，文件字段 file，JPG/PNG/PDF，不超过 5MB，每次一个）',
    request: noFields,
    response: invoiceFileSchema,
    kind: 'upload',
  },
  '/api/invoice/invoice_lists': {
    summary: '我的发票（每页 10 条，最新在前）',
    request: invoiceListSchema,
    response: paged(invoiceListItemSchema),
  },
  '/api/invoice/invoice_detail': {
    summary: '发票详情：订单、资料、驳回原因、时间',
    request: invoiceIdSchema,
    response: invoiceDetailSchema,
  },
  '/api/invoice/invoice_reset': {
    summary: '修改并重新提交已驳回的发票申请（订单不变）',
    request: invoiceResetSchema,
    response: invoiceDetailSchema,
  },
  '/api/invoice/invoice_cancel': {
    summary: '撤销审核中或已驳回的发票申请，订单可重新申请',
    request: invoiceIdSchema,
    response: noData,
  },
  '/api/invoice/invoice_download': {
    summary: '下载已开具的发票 PDF',
    request: invoiceIdSchema,
    ...fileDownload,
  },
  '/api/invoice/invoice_file': {
    summary: '查看自己上传的企业资料',
    request: invoiceFileIdSchema,
    ...fileDownload,
  },
  '/api/admin/invoice_list': {
    summary: '运营：发票申请列表（审核中在前）',
    request: invoiceListSchema,
    response: paged(adminInvoiceItemSchema),
  },
  '/api/admin/invoice_issue': {
    summary: '运营：上传发票 PDF 并开具（multipart：id 与文件字段 file）',
    request: noFields,
    response: noData,
    kind: 'upload',
  },
  '/api/admin/invoice_reject': {
    summary: '运营：驳回发票申请并说明原因',
    request: invoiceRejectSchema,
    response: noData,
  },
  '/api/admin/invoice_file': {
    summary: '运营：查看用户上传的企业资料',
    request: invoiceFileIdSchema,
    ...fileDownload,
  },
});
