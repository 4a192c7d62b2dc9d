import { DataExportMessage } from '@boguan/contracts/data-export';
import { Code } from '@boguan/contracts/envelope';
import type { ExportCheck } from '@boguan/contracts/membership.api';
import { Alert, Button, Typography } from 'antd';
import { useUiStore } from '../../../stores/ui-store';
import { formatRows } from '../lib/export-form';
import styles from './data-export.module.css';

/** The refusals the upgrade prompt answers, with the code the API would have answered them with. */
export function upgradeCodeOf(reason: string | null): 1001 | 1002 | null {
  if (reason === DataExportMessage.noPermission) return Code.noPermission;
  if (reason === DataExportMessage.usedUp) return Code.quotaUsedUp;
  return null;
}

/** The file is cut: more rows match than the level lets one file hold. */
export const isCut = (check: ExportCheck): boolean => check.max_rows !== null && check.total > check.max_rows;

/**
 * 预估行数's answer: the rows matching, the rows the file will hold (and that it is cut at the
 * level's limit when more match), the exports left this month; or why it cannot run, with the
 * upgrade where a level answers it.
 */
export function ExportPreview({ check }: { check: ExportCheck }) {
  if (!check.allowed) {
    const code = upgradeCodeOf(check.reason);
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="export-preview"
        title={check.reason ?? DataExportMessage.nothing}
        action={
          code !== null && (
            <Button
              size="small"
              type="primary"
              onClick={() => useUiStore.getState().openUpgrade(code, check.reason ?? '')}
            >
              升级会员
            </Button>
          )
        }
      />
    );
  }
  return (
    <div data-testid="export-preview">
      <div className={styles.figures}>
        <Typography.Text>
          符合条件 <Typography.Text strong>{formatRows(check.total)}</Typography.Text> 行
        </Typography.Text>
        <Typography.Text>
          本次将导出 <Typography.Text strong>{formatRows(check.count)}</Typography.Text> 行
        </Typography.Text>
        <Typography.Text>
          本月剩余导出次数：
          <Typography.Text strong>
            {check.remaining_exports === null ? '不限' : `${check.remaining_exports} 次`}
          </Typography.Text>
        </Typography.Text>
      </div>
      {isCut(check) && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={`符合条件的数据超过当前会员等级单次导出上限 ${formatRows(check.max_rows ?? 0)} 行，文件只包含前 ${formatRows(check.count)} 行`}
          description="如需导出全部数据，可缩小时间范围或增加筛选条件分批导出，或升级会员提高上限。"
        />
      )}
    </div>
  );
}
