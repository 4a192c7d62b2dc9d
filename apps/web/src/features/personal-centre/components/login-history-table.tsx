import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { LOGIN_METHOD_LABELS, type LoginAttempt } from '../../../lib/login-history';
import { useLoginHistory } from '../api/personal-centre-api';
import styles from '../personal-centre.module.css';

const NOTE =
  '密码连续输错会触发等待时间，但不会锁定账号；如发现陌生 IP 的失败记录，建议修改密码，短信验证码登录始终可用。';

/** Rows carry no id: the position on the page keys them. */
type Row = LoginAttempt & { key: string };

/** 登录记录: every login attempt on the account, failures (possibly someone else's) highlighted. */
export function LoginHistoryTable() {
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);

  return (
    <div data-testid="login-history">
      <Alert type="info" showIcon title={NOTE} className={styles.note} />
      <QueryState query={history} title="登录记录加载失败" empty="暂无登录记录" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<Row>
            size="middle"
            loading={history.isFetching}
            dataSource={data.data.map((row, index) => ({ ...row, key: `${data.page}-${index}` }))}
            rowClassName={(row) => (row.success ? '' : (styles.failedRow ?? ''))}
            locale={{ emptyText: '暂无登录记录' }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
            columns={[
              { title: '时间', dataIndex: 'time', width: 200 },
              { title: 'IP 地址', dataIndex: 'ip', width: 200, render: (ip: string) => ip || '未知' },
              {
                title: '登录方式',
                dataIndex: 'method',
                width: 160,
                render: (method: LoginAttempt['method']) => LOGIN_METHOD_LABELS[method],
              },
              {
                title: '结果',
                dataIndex: 'success',
                width: 120,
                render: (success: boolean) =>
                  success ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
