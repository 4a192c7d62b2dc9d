import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { getServerAgreement } from '../api/auth-api';
import styles from './agreement-page.module.css';

/** Standalone service-agreement page: the full terms from /api/User/get_server_agreement. */
export function AgreementPage() {
  const agreement = useQuery({ queryKey: ['server-agreement'], queryFn: getServerAgreement, staleTime: Infinity });

  useEffect(() => {
    document.title = `${agreement.data?.title ?? '用户服务协议'} - 博观`;
  }, [agreement.data?.title]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <a className={styles.brand} href="/home">
          博观
        </a>
        {agreement.isPending && (
          <div style={{ padding: 80, textAlign: 'center' }}>
            <Spin size="large" />
          </div>
        )}
        {agreement.isError && (
          <Result
            status="warning"
            title="协议加载失败"
            subTitle={agreement.error.message}
            extra={<Button onClick={() => void agreement.refetch()}>重新加载</Button>}
          />
        )}
        {agreement.data && (
          <>
            <h1 className={styles.title}>{agreement.data.title}</h1>
            <div className={styles.updated}>更新日期：{formatDate(agreement.data.updated_at)}</div>
            <div className={styles.body} data-testid="agreement-body">
              {agreement.data.sections.map((section) => (
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
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function formatDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY年M月D日') : value;
}
