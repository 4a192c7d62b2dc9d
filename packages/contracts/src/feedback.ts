import { z } from 'zod';
import { foldBracketKeys, formList, formPage, formText } from './profile.js';

/** Spec 9 limits for feedback and its images. */
export const FEEDBACK_MAX_FILES = 5;
export const FEEDBACK_DESCRIBE_MAX = 200;
export const FEEDBACK_URL_MAX = 300;
export const FEEDBACK_LOG_PAGE_SIZE = 10;
/** Log entries longer than this are collapsible in the record list. */
export const FEEDBACK_COLLAPSE_LENGTH = 40;

export const FEEDBACK_TYPES = [
  { value: 1, label: '平台问题' },
  { value: 2, label: '新需求' },
  { value: 3, label: '其他' },
] as const;

export const IS_CALL_OPTIONS = [
  { value: '1', label: '可以' },
  { value: '0', label: '不方便' },
] as const;

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

/** /api/user/opinionSub. */
export const opinionSubSchema = z.preprocess(
  foldBracketKeys,
  z
    .object({
      type: formText('反馈类型'),
      url: formText('页面地址'),
      describe: formText('问题描述'),
      is_call: formText('是否方便电话沟通'),
      img: formList('图片地址', 500),
    })
    .superRefine((form, ctx) => {
      const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
      if (!['1', '2', '3'].includes(form.type)) return fail('type', FeedbackMessage.type);
      if (!FEEDBACK_URL_PATTERN.test(form.url)) return fail('url', FeedbackMessage.url);
      if (form.url.length > FEEDBACK_URL_MAX) return fail('url', FeedbackMessage.urlTooLong);
      if (form.describe === '') return fail('describe', FeedbackMessage.describe);
      if (form.describe.length > FEEDBACK_DESCRIBE_MAX) return fail('describe', FeedbackMessage.describeTooLong);
      if (form.is_call !== '1' && form.is_call !== '0') return fail('is_call', FeedbackMessage.isCall);
      if (form.img.length > FEEDBACK_MAX_FILES) {
        return fail('img', tooManyFilesMessage(form.img.length, form.img.length));
      }
    }),
);
export type OpinionSubInput = z.output<typeof opinionSubSchema>;

/** /api/user/opinionLog and similar paged lists. */
export const pageSchema = z.object({ page: formPage });

export interface OpinionLogItem {
  /** YYYY-MM-DD HH:mm:ss, China time. */
  create_time: string;
  /** 0 处理中, >0 已采纳. */
  status: number;
  content: string;
  content_length: number;
  url: string;
  /** Feedback type 1-3 and the image urls, for the record view. */
  type: number;
  img: string[];
}

export interface OpinionLog {
  data: OpinionLogItem[];
  total: number;
  per_page: number;
}

/** Uploads: images only, checked by their bytes. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'life';

export const UploadMessage = {
  tooLarge: '图片大小不能超过5MB',
  missing: '请选择要上传的图片',
  wrongType: '仅支持上传 PNG、JPG、GIF、WebP 格式的图片',
  oneAtATime: '每次只能上传一张图片',
  dailyCap: '今日上传图片数量已达上限，请明天再试',
  ok: '上传成功',
} as const;

export interface UploadedImage {
  url: string;
  name: string;
}
