import type { ProjectItem } from '@boguan/contracts/final-report.api';
import { Tag, Typography } from 'antd';
import { formatCount } from '../../../lib/format';
import { money } from '../lib/money';
import { PHASE_COLORS } from '../lib/report-status';
import styles from './final-report.module.css';

/** A project's name, brand, phase, dates, budget and posts, above its posts and its report. */
export function ProjectHeader({ project }: { project: ProjectItem }) {
  return (
    <div className={styles.header} data-testid="project-header">
      <Typography.Text strong>{project.name}</Typography.Text>
      <Tag>{project.brand}</Tag>
      <Tag color={PHASE_COLORS[project.phase]}>{project.phase_text}</Tag>
      <Typography.Text type="secondary">
        {project.start_date} 至 {project.end_date} · 预算 {money(project.budget_fen)} · 博文 {project.posts}/
        {project.max_posts} 条 · 互动 {formatCount(project.interactions)}
      </Typography.Text>
    </div>
  );
}
