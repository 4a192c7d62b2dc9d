import { INVOICE_FILE_ACCEPT, INVOICE_MAX_FILES } from '@boguan/contracts/invoices';
import type { InvoiceFile } from '@boguan/contracts/invoices.api';
import { Button, Upload, type UploadFile } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { uploadInvoiceFile } from '../api/invoice-api';

interface DocumentUploadProps {
  value?: UploadFile<InvoiceFile>[];
  onChange?(files: UploadFile<InvoiceFile>[]): void;
}

/** The ids of the documents uploaded so far (failed or unfinished ones are not sent). */
export function uploadedIds(files: UploadFile<InvoiceFile>[] | undefined): number[] {
  return (files ?? []).flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
}

/** A document already on the server, as the upload list shows it (reset prefill). */
export function uploadedFile(file: InvoiceFile): UploadFile<InvoiceFile> {
  return { uid: `file-${file.id}`, name: file.name, status: 'done', response: file };
}

/**
 * 营业执照 / 一般纳税人资格证明: JPG, PNG or PDF, each through the api client (so refusals say the
 * server's words); the server decides the kind by the bytes.
 */
export function DocumentUpload({ value = [], onChange }: DocumentUploadProps) {
  return (
    <Upload<InvoiceFile>
      accept={INVOICE_FILE_ACCEPT}
      fileList={value}
      maxCount={INVOICE_MAX_FILES}
      onChange={({ fileList }) => onChange?.(fileList)}
      customRequest={({ file, onSuccess, onError }) => {
        const blob = file as File;
        void uploadInvoiceFile(blob, blob.name).then((answer) => {
          if (answer.code === 1) {
            toast('success', answer.msg);
            onSuccess?.(answer.data);
          } else {
            onError?.(new Error(answer.msg));
          }
        });
      }}
    >
      {value.length < INVOICE_MAX_FILES && <Button>上传资料</Button>}
    </Upload>
  );
}
