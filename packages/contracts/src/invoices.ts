/*
 * Invoices for paid orders (docs/invoices.md): kinds, title types, states, limits, messages and
 * the form's rules, shared by the web form and the server. The calls are in invoices.api.ts.
 */

export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_NAMES: Record<InvoiceType, string> = { normal: '普通发票', special: '增值税专用发票' };

export const TITLE_TYPES = ['company', 'personal'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
export const TITLE_TYPE_NAMES: Record<TitleType, string> = { company: '企业', personal: '个人' };

/** pending → issued | rejected; rejected → pending (reset); pending or rejected → cancelled. */
export const INVOICE_STATUSES = ['pending', 'issued', 'rejected', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  pending: '审核中',
  issued: '已开票',
  rejected: '已驳回',
  cancelled: '已撤销',
};
/** The states that hold their orders: an order is in at most one of these. */
export const LIVE_INVOICE_STATUSES = ['pending', 'issued', 'rejected'] as const satisfies readonly InvoiceStatus[];

/** An order's invoice state in the order history. */
export const ORDER_INVOICE_STATES = ['none', 'pending', 'issued', 'rejected'] as const;
export type OrderInvoiceState = (typeof ORDER_INVOICE_STATES)[number];
export const ORDER_INVOICE_STATE_NAMES: Record<OrderInvoiceState, string> = {
  none: '未申请',
  pending: '审核中',
  issued: '已开票',
  rejected: '已驳回',
};

export const INVOICE_PER_PAGE = 10;
export const ADMIN_INVOICE_PER_PAGE = 20;
export const INVOICE_MAX_ORDERS = 50;
export const INVOICE_MAX_FILES = 5;
export const INVOICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Enough for any honest use; stops a script from filling the disk with documents. */
export const INVOICE_DAILY_UPLOADS = 50;
/** The multipart field of the one file (upload_file and the operator's invoice_issue). */
export const INVOICE_FILE_FIELD = 'file';
/** What the file picker offers; the server decides by the bytes, not by this. */
export const INVOICE_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const INVOICE_PDF_ACCEPT = '.pdf,application/pdf';

export const InvoiceLabel = {
  order_nos: '开票订单',
  invoice_type: '发票类型',
  title_type: '抬头类型',
  title: '发票抬头',
  tax_no: '纳税人识别号',
  address: '注册地址',
  phone: '注册电话',
  bank_name: '开户银行',
  bank_account: '银行账号',
  email: '接收邮箱',
  file_ids: '企业资料',
  reason: '驳回原因',
} as const;

export const InvoiceMax = {
  title: 100,
  address: 200,
  phone: 30,
  bank_name: 100,
  email: 100,
  reason: 200,
} as const;

export const InvoiceMessage = {
  ordersEmpty: '请选择要开票的订单',
  badOrderNo: '订单号不正确',
  tooManyOrders: `每张发票最多包含${INVOICE_MAX_ORDERS}个订单`,
  invoiceType: '请选择发票类型',
  titleType: '请选择抬头类型',
  specialNeedsCompany: '增值税专用发票仅支持企业抬头',
  title: '请输入发票抬头',
  taxNoEmpty: '请输入纳税人识别号',
  taxNo: '纳税人识别号格式错误',
  address: '请输入注册地址',
  phoneEmpty: '请输入注册电话',
  phone: '注册电话格式错误',
  bankName: '请输入开户银行',
  bankAccountEmpty: '请输入银行账号',
  bankAccount: '银行账号格式错误',
  emailEmpty: '请输入接收邮箱',
  email: '接收邮箱格式错误',
  filesNeeded: '请上传营业执照或一般纳税人资格证明',
  badFile: '企业资料不正确',
  tooManyFiles: `最多上传${INVOICE_MAX_FILES}份企业资料`,
  fileNotFound: '企业资料不存在，请重新上传',
  orderNotFound: '订单不存在',
  orderNotPaid: '订单未支付，不能开票',
  orderRefunded: '订单已退款，不能开票',
  orderFree: '订单实付金额为0，不能开票',
  orderTaken: '订单已申请过发票',
  badId: '发票编号不正确',
  badFileId: '文件编号不正确',
  notFound: '发票不存在',
  fileMissing: '文件不存在',
  notRejected: '仅已驳回的发票可以重新提交',
  notCancellable: '仅审核中或已驳回的发票可以撤销',
  notPending: '该发票不是审核中状态',
  noPdf: '发票尚未开具',
  reasonEmpty: '请输入驳回原因',
  statusFilter: '发票状态不正确',
  uploadMissing: '请选择要上传的文件',
  uploadType: '仅支持上传 JPG、PNG 或 PDF 文件',
  uploadTooLarge: '文件大小不能超过5MB',
  uploadOne: '每次只能上传一个文件',
  uploadCap: '今日上传资料数量已达上限，请明天再试',
  pdfOnly: '请上传 PDF 格式的发票文件',
  notMultipart: '请使用 multipart/form-data 上传文件',
  asked: '请核对开票信息',
  submitted: '发票申请已提交，请等待审核',
  reset: '发票申请已重新提交，请等待审核',
  cancelled: '发票申请已撤销',
  uploaded: '上传成功',
  issued: '发票已开具',
  rejected: '发票申请已驳回',
} as const;

/** GB 32100-2015: the 31 symbols of the unified social credit code (no I, O, S, V, Z). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** As stored and printed: trimmed, upper case. */
export function normalizeTaxNo(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The 18-character unified social credit code: symbols of the code's alphabet, an administrative
 * division of six digits in places 3-8, and the check character of GB 32100-2015 (the weighted sum
 * of the first 17 modulo 31). A typo in any one place changes the check.
 */
export function isCreditCode(value: string): boolean {
  const code = normalizeTaxNo(value);
  if (code.length !== 18 || !/^[0-9A-Z]{2}\d{6}[0-9A-Z]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const digit = CREDIT_CODE_CHARS.indexOf(code[i] as string);
    if (digit < 0) return false;
    sum += digit * (CREDIT_CODE_WEIGHTS[i] as number);
  }
  return code[17] === CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

export const INVOICE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** Digits with an optional area code, extension or leading +, as written on a VAT invoice. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,28}[0-9]$/;

/** Digits only (people type bank account numbers in groups). */
export function normalizeBankAccount(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The fields of an application the rules read (after trimming). */
export interface InvoiceFormValues {
  invoice_type: InvoiceType;
  title_type: TitleType;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  file_ids: readonly number[];
}

type Field = keyof typeof InvoiceLabel;

function phoneProblem(phone: string, required: boolean): string | null {
  if (phone === '') return required ? InvoiceMessage.phoneEmpty : null;
  return PHONE_PATTERN.test(phone) ? null : InvoiceMessage.phone;
}

function accountProblem(account: string, required: boolean): string | null {
  if (account === '') return required ? InvoiceMessage.bankAccountEmpty : null;
  return /^\d{6,32}$/.test(normalizeBankAccount(account)) ? null : InvoiceMessage.bankAccount;
}

/**
 * The first rule an application breaks, in the form's order: the field and its message. A
 * personal title needs only the title and the e-mail; a company title on a 普通发票 needs the tax
 * number (address, phone and bank are printed when given); a 专用发票 is for companies only and
 * needs all of them plus a document.
 */
export function invoiceFormProblem(form: InvoiceFormValues): [Field, string] | null {
  const special = form.invoice_type === 'special';
  const company = form.title_type === 'company';
  if (special && !company) return ['title_type', InvoiceMessage.specialNeedsCompany];
  if (form.title === '') return ['title', InvoiceMessage.title];
  if (company) {
    if (form.tax_no === '') return ['tax_no', InvoiceMessage.taxNoEmpty];
    if (!isCreditCode(form.tax_no)) return ['tax_no', InvoiceMessage.taxNo];
    if (special && form.address === '') return ['address', InvoiceMessage.address];
    const phone = phoneProblem(form.phone, special);
    if (phone) return ['phone', phone];
    if (special && form.bank_name === '') return ['bank_name', InvoiceMessage.bankName];
    const account = accountProblem(form.bank_account, special);
    if (account) return ['bank_account', account];
  }
  if (form.email === '') return ['email', InvoiceMessage.emailEmpty];
  if (!INVOICE_EMAIL_PATTERN.test(form.email)) return ['email', InvoiceMessage.email];
  if (special && form.file_ids.length === 0) return ['file_ids', InvoiceMessage.filesNeeded];
  return null;
}

/** The application as it is kept and printed: personal titles carry no company fields. */
export function normalizeInvoiceForm<T extends InvoiceFormValues>(form: T): T {
  const company = form.title_type === 'company';
  return {
    ...form,
    tax_no: company ? normalizeTaxNo(form.tax_no) : '',
    address: company ? form.address : '',
    phone: company ? form.phone : '',
    bank_name: company ? form.bank_name : '',
    bank_account: company ? normalizeBankAccount(form.bank_account) : '',
    file_ids: company ? [...new Set(form.file_ids)] : [],
  };
}

/** The buyer's block as the VAT invoice prints it (名称 / 纳税人识别号 / 地址、电话 / 开户行及账号). */
export function titleBlockOf(form: {
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
}): { name: string; tax_no: string; address_phone: string; bank_account: string } {
  const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  return {
    name: form.title,
    tax_no: form.tax_no,
    address_phone: join(form.address, form.phone),
    bank_account: join(form.bank_name, form.bank_account),
  };
}
