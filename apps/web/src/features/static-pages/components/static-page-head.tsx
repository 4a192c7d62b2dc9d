import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from '../pages/static-pages.module.css';

interface StaticPageHeadProps {
  title: string;
  /** The introduction under the title. */
  children: ReactNode;
  /** Sets the introduction in the larger lead type. */
  lead?: boolean;
}

/** The head of a standalone text page (/about, /contact): its title and a grey introduction. */
export function StaticPageHead({ title, children, lead = false }: StaticPageHeadProps) {
  return (
    <section className={styles.pageHead}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" className={lead ? styles.lead : undefined}>
        {children}
      </Typography.Paragraph>
    </section>
  );
}
