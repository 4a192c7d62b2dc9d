import { Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { QueryState } from '../../../components/query-state';
import { useServerAgreement } from '../api/auth-api';
import styles from './agreement-page.module.css';

/** Standalone service-agreement page: the full terms from /api/User/get_server_agreement. */
export function AgreementPage() {
  const agreement = useServerAgreement();

  useEffect(() => {
    document.title = `${agreement.data?.title ?? '用户服务协议'} - 博观`;
  }, [agreement.data?.title]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <a className={styles.brand} href="/home">
          博观
        </a>
        <QueryState
          query={agreement}
          title="协议加载失败"
          loading={
            <div style={{ padding: 80, textAlign: 'center' }}>
              <Spin size="large" />
            </div>
          }
        >
          {(terms) => (
            <>
              <h1 className={styles.title}>{terms.title}</h1>
              <div className={styles.updated}>更新日期：{formatDate(terms.updated_at)}</div>
              <section
                className={styles.body}
                data-testid="agreement-body"
                // The terms scroll inside this box, so keyboard users must be able to focus it to scroll.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus (WCAG 2.1.1)
                tabIndex={0}
                aria-label={terms.title}
              >
                {terms.sections.map((section) => (
                  <section key={section.heading}>
                    <h2 className={styles.heading}>{section.heading}</h2>
                    {section.paragraphs.map((paragraph, index) => (
                      // Paragraph text is not unique, and the list never reorders.
                      // biome-ignore lint/suspicious/noArrayIndexKey: static terms text
                      <p key={index} className={styles.paragraph}>
                        {paragraph}
                      </p>
                    ))}
                  </section>
                ))}
              </section>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function formatDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY年M月D日') : value;
}
