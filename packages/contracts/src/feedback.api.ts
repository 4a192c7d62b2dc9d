import { z } from 'zod';
import { chinaTime, counted, endpoints, noData } from './endpoint.js';
import {
  FEEDBACK_DESCRIBE_MAX,
  FEEDBACK_IMAGE_URL_MAX,
  FEEDBACK_MAX_FILES,
  FEEDBACK_TYPE_VALUES,
  FEEDBACK_URL_MAX,
  FEEDBACK_URL_PATTERN,
  FeedbackMessage,
  IS_CALL_VALUES,
  FeedbackLabel as Label,
  tooManyFilesMessage,
} from './feedback.js';
import { formBody, noFields, page, requiredText, text, textList } from './fields.js';

/*
 * Feedback: POST /api/user/opinionSub and /api/user/opinionLog. Uploads: POST
 * /api/user/upload_image and /api/common/uploadImage (multipart, one image in the field `life`).
 */

/** A text field that must be one of `values`: `{label}格式不正确` for a list or object, `message` otherwise. */
function textChoice<const T extends readonly [string, ...string[]]>(label: string, values: T, message: string) {
  return text(label).pipe(z.enum(values, { error: message }));
}

/** POST /api/user/opinionSub. The rules of spec 5, each with its message, checked in the form's order. */
export const opinionSubSchema = formBody(
  z.object({
    type: textChoice(Label.type, FEEDBACK_TYPE_VALUES, FeedbackMessage.type),
    url: text(Label.url).pipe(
      z.string().regex(FEEDBACK_URL_PATTERN, FeedbackMessage.url).max(FEEDBACK_URL_MAX, FeedbackMessage.urlTooLong),
    ),
    describe: requiredText(Label.describe, FEEDBACK_DESCRIBE_MAX, FeedbackMessage.describe),
    is_call: textChoice(Label.isCall, IS_CALL_VALUES, FeedbackMessage.isCall),
    img: textList(Label.img, FEEDBACK_IMAGE_URL_MAX).refine((list) => list.length <= FEEDBACK_MAX_FILES, {
      error: (issue) => {
        const count = Array.isArray(issue.input) ? issue.input.length : 0;
        return tooManyFilesMessage(count, count);
      },
    }),
  }),
);
export type OpinionSubInput = z.output<typeof opinionSubSchema>;

/** POST /api/user/opinionLog. */
export const opinionLogRequestSchema = z.object({ page });

export const opinionLogItemSchema = z.strictObject({
  create_time: chinaTime,
  /** 0 处理中, >0 已采纳. */
  status: z.number().int(),
  content: z.string(),
  /** In characters (code points). */
  content_length: z.number().int(),
  url: z.string(),
  /** Feedback type 1-3 and the image urls, for the record view. */
  type: z.number().int(),
  img: z.array(z.string()),
});
export type OpinionLogItem = z.infer<typeof opinionLogItemSchema>;

export const opinionLogSchema = counted(opinionLogItemSchema).extend({ per_page: z.number().int() });
export type OpinionLog = z.infer<typeof opinionLogSchema>;

export const uploadedImageSchema = z.strictObject({
  /** Where the browser fetches it (/uploads/img/...). */
  url: z.string(),
  /** The file name as chosen, made harmless. */
  name: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const feedbackApi = endpoints('feedback', {
  '/api/user/opinionSub': {
    summary: '提交意见反馈',
    request: opinionSubSchema,
    response: noData,
  },
  '/api/user/opinionLog': {
    summary: '我的反馈记录（每页 10 条，最新在前）',
    request: opinionLogRequestSchema,
    response: opinionLogSchema,
  },
});

const uploadImage = {
  summary: '上传图片（multipart，文件字段 life，PNG/JPG/GIF/WebP，不超过 5MB，每次一张）',
  request: noFields,
  response: uploadedImageSchema,
  kind: 'upload',
} as const;

export const uploadsApi = endpoints('uploads', {
  '/api/user/upload_image': uploadImage,
  '/api/common/uploadImage': uploadImage,
});
