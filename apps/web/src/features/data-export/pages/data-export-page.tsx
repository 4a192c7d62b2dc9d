import {
  DATASET_LABELS,
  DATASETS,
  DataExportMessage,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
} from '@boguan/contracts/data-export';
import { Code } from '@boguan/contracts/envelope';
import { EXPORT_KEEP_DAYS } from '@boguan/contracts/exports';
import type { ExportCheck } from '@boguan/contracts/membership.api';
import { Alert, App, Button, Card, Radio, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useCountExport, useDataExportAuth, useSubmitExport } from '../api/data-export-api';
import { ColumnPicker } from '../components/column-picker';
import styles from '../components/data-export.module.css';
import { DatasetPicker } from '../components/dataset-picker';
import { ExportPreview, upgradeCodeOf } from '../components/export-preview';
import { ExportProgress } from '../components/export-progress';
import { FilterFields } from '../components/filter-fields';
import {
  bodyKey,
  type ExportDraft,
  emptyDraft,
  exportBody,
  exportProblem,
  formatRows,
  switchDataset,
} from '../lib/export-form';

/** The allowance line: exports left this month and the rows one file may hold, or the upgrade. */
function AllowanceLine() {
  const auth = useDataExportAuth();
  return (
    <QueryState query={auth} title="导出权限加载失败" loading={<Skeleton active paragraph={{ rows: 1 }} />}>
      {(allowance) =>
        allowance.allowed ? (
          <div className={styles.figures}>
            <Typography.Text>
              本月剩余导出次数：
              <Typography.Text strong>{allowance.per_month?.remaining ?? '不限'}</Typography.Text>
            </Typography.Text>
            <Typography.Text>
              单次最多导出：
              <Typography.Text strong>
                {allowance.max_rows === null ? '不限' : `${formatRows(allowance.max_rows)} 行`}
              </Typography.Text>
            </Typography.Text>
          </div>
        ) : (
          <div className={styles.actions}>
            <Tag color="orange">{DataExportMessage.noPermission}</Tag>
            <Button
              size="small"
              type="primary"
              onClick={() => useUiStore.getState().openUpgrade(Code.noPermission, DataExportMessage.noPermission)}
            >
              升级会员
            </Button>
          </div>
        )
      }
    </QueryState>
  );
}

/**
 * /dataExport: a dataset, its own filters, its columns and a format; 预估行数 says how many rows
 * match and how many the file will hold; 确认导出 submits one job, whose bar is followed to 下载.
 */
export function DataExportPage() {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<ExportDraft>(() => emptyDraft());
  // A preview answers for the choices it was asked with; any change asks for a new one.
  const [preview, setPreview] = useState<{ key: string; check: ExportCheck } | null>(null);
  const [exportId, setExportId] = useState<number | null>(null);
  const count = useCountExport();
  const submit = useSubmitExport();
  const counting = useGuardedSubmit();
  const sending = useGuardedSubmit();

  const set = (patch: Partial<ExportDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const body = exportBody(draft);
  const key = bodyKey(body);
  const fresh = preview !== null && preview.key === key ? preview.check : null;

  const estimate = () =>
    counting.submit(exportProblem(draft), async () => {
      const check = await count.mutateAsync(body).catch(() => null);
      if (!check) return;
      setPreview({ key, check });
      const code = upgradeCodeOf(check.reason);
      if (!check.allowed && code !== null) useUiStore.getState().openUpgrade(code, check.reason ?? '');
    });

  const confirm = () =>
    sending.submit(exportProblem(draft), async () => {
      const queued = await submit.mutateAsync(body).catch(() => null);
      if (!queued) return;
      message.success(DataExportMessage.submitted);
      setExportId(queued.export_id);
      // The use is counted: another export asks for a new preview (and sees what is left).
      setPreview(null);
    });

  return (
    <div className={styles.layout}>
      <Card title="数据导出" extra={<Link to="/dataExportRecord">导出记录</Link>}>
        <Typography.Paragraph type="secondary">
          {`按条件批量导出${DATASETS.map((d) => DATASET_LABELS[d]).join('、')}数据。文件在后台生成，完成后可在本页或导出记录中下载，保留${EXPORT_KEEP_DAYS}天。`}
        </Typography.Paragraph>
        <AllowanceLine />
      </Card>
      <Card title="1. 选择数据集">
        <DatasetPicker value={draft.dataset} onChange={(dataset) => setDraft((d) => switchDataset(d, dataset))} />
      </Card>
      <Card title={`2. 筛选条件：${DATASET_LABELS[draft.dataset]}`}>
        <FilterFields draft={draft} set={set} />
      </Card>
      <Card title="3. 导出列">
        <ColumnPicker dataset={draft.dataset} value={draft.columns} onChange={(columns) => set({ columns })} />
      </Card>
      <Card title="4. 导出格式">
        <Radio.Group
          aria-label="导出格式"
          value={draft.format}
          onChange={(e) => set({ format: e.target.value })}
          options={EXPORT_FORMATS.map((format) => ({ value: format, label: EXPORT_FORMAT_LABELS[format] }))}
        />
      </Card>
      <Card title="5. 预估行数并导出">
        <div className={styles.actions}>
          <Button loading={counting.submitting} onClick={() => void estimate()}>
            预估行数
          </Button>
          <Button
            type="primary"
            disabled={!fresh?.allowed || sending.submitting}
            loading={sending.submitting}
            onClick={() => void confirm()}
          >
            确认导出
          </Button>
        </div>
        <div style={{ marginTop: 12 }}>
          {fresh ? (
            <ExportPreview check={fresh} />
          ) : preview ? (
            <Alert type="info" showIcon title="筛选条件已修改，请重新预估行数" />
          ) : (
            <Typography.Text type="secondary">先预估行数，确认后再导出（预估不计导出次数）。</Typography.Text>
          )}
        </div>
      </Card>
      {exportId !== null && (
        <Card title="导出进度" extra={<Link to="/dataExportRecord">查看导出记录</Link>}>
          <ExportProgress key={exportId} id={exportId} />
        </Card>
      )}
    </div>
  );
}
