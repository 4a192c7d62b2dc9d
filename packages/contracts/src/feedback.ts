/*
 * Feedback (the header's 意见反馈 dialog, /contact) and image uploads: the limits, choices and
 * messages the form and the server share. The calls and their schemas are in feedback.api.ts.
 */

/** Spec 9 limits for feedback and its images. */
export const FEEDBACK_MAX_FILES = 5;
export const FEEDBACK_DESCRIBE_MAX = 200;
export const FEEDBACK_URL_MAX = 300;
/** An attached image is the url of an upload (/uploads/img/...), absolute or relative. */
export const FEEDBACK_IMAGE_URL_MAX = 500;
export const FEEDBACK_LOG_PAGE_SIZE = 10;
/** Log entries longer than this are collapsible in the record list. */
export const FEEDBACK_COLLAPSE_LENGTH = 40;

export const FEEDBACK_TYPES = [
  { value: 1, label: '平台问题' },
  { value: 2, label: '新需求' },
  { value: 3, label: '其他' },
] as const;
/** The feedback types as a form sends them. */
export const FEEDBACK_TYPE_VALUES = ['1', '2', '3'] as const;

export const IS_CALL_OPTIONS = [
  { value: '1', label: '可以' },
  { value: '0', label: '不方便' },
] as const;
export const IS_CALL_VALUES = ['1', '0'] as const;

export const FeedbackLabel = {
  type: '反馈类型',
  url: '页面地址',
  describe: '问题描述',
  isCall: '是否方便电话沟通',
  img: '图片地址',
} as const;

export const FeedbackMessage = {
  type: '请选择想反馈问题或意见的类型',
  url: '请填写正确的页面地址',
  urlTooLong: `页面地址不能超过${FEEDBACK_URL_MAX}个字符`,
  describe: '请输入问题描述',
  describeTooLong: `问题描述不能超过${FEEDBACK_DESCRIBE_MAX}个字符`,
  isCall: '请选择是否方便电话沟通为您提供服务',
  notOwnImage: '图片不存在或不属于当前账号，请重新上传',
  ok: '提交成功，感谢您的反馈',
} as const;

/** Spec 5: the message when more than 5 files are chosen (N this time, M in total). */
export function tooManyFilesMessage(selectedNow: number, selectedTotal: number): string {
  return `当前限制选择 ${FEEDBACK_MAX_FILES} 个文件，本次选择了 ${selectedNow} 个文件，共选择了 ${selectedTotal} 个文件`;
}

export const FEEDBACK_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** Uploads: images only, checked by their bytes. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of the one file (spec 7). */
export const UPLOAD_FIELD = 'life';
/** What the file picker offers; the server decides by the bytes, not by this. */
export const UPLOAD_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const UploadMessage = {
  tooLarge: '图片大小不能超过5MB',
  missing: '请选择要上传的图片',
  wrongType: '仅支持上传 PNG、JPG、GIF、WebP 格式的图片',
  oneAtATime: '每次只能上传一张图片',
  dailyCap: '今日上传图片数量已达上限，请明天再试',
  notMultipart: '请使用 multipart/form-data 上传文件',
  ok: '上传成功',
} as const;
