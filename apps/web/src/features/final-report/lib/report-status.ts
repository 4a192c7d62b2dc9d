import type { ProjectPhase, ReportStatus } from '@boguan/contracts/final-report';

/** Tag colours of a report's states (antd presets dark enough for text). */
export const STATUS_COLORS: Record<ReportStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };
export const PHASE_COLORS: Record<ProjectPhase, string> = {
  upcoming: 'default',
  running: 'processing',
  ended: 'success',
};

/** 0..1 as a whole percentage for the progress bar. */
export const percent = (fraction: number) => Math.round(fraction * 100);
