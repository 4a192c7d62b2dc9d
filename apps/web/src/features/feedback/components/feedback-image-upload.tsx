import { FEEDBACK_MAX_FILES, UPLOAD_IMAGE_ACCEPT } from '@boguan/contracts/feedback';
import type { UploadedImage } from '@boguan/contracts/feedback.api';
import { Upload, type UploadFile } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { uploadFeedbackImage } from '../api/feedback-api';
import { uploadLimitProblem } from '../lib/feedback-rules';

interface FeedbackImageUploadProps {
  value?: UploadFile<UploadedImage>[];
  onChange?(files: UploadFile<UploadedImage>[]): void;
}

/**
 * Up to 5 screenshots, each uploaded through the api client (so codes and messages behave like
 * every other call). A selection that would pass the limit is refused as a whole, once.
 */
export function FeedbackImageUpload({ value = [], onChange }: FeedbackImageUploadProps) {
  return (
    <Upload<UploadedImage>
      listType="picture-card"
      accept={UPLOAD_IMAGE_ACCEPT}
      multiple
      fileList={value}
      onChange={({ fileList }) => onChange?.(fileList)}
      beforeUpload={(file, batch) => {
        const problem = uploadLimitProblem(value.length, batch.length);
        if (!problem) return true;
        // beforeUpload runs once per file of the selection; say it once.
        if (file.uid === batch[0]?.uid) toast('warning', problem);
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const blob = file as File;
        void uploadFeedbackImage(blob, blob.name).then((answer) => {
          if (answer.code === 1) {
            toast('success', answer.msg);
            onSuccess?.(answer.data);
          } else {
            onError?.(new Error(answer.msg));
          }
        });
      }}
    >
      {value.length < FEEDBACK_MAX_FILES && (
        <div style={{ color: 'var(--text-secondary)', fontSize: 13 }}>
          <div style={{ fontSize: 24, lineHeight: 1 }}>+</div>
          上传图片
        </div>
      )}
    </Upload>
  );
}
