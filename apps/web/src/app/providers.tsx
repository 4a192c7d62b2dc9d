import { Code } from '@boguan/contracts/envelope';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { AntdBridge } from '../components/antd-bridge';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/feedback-bridge';
import { THEME } from './theme';

dayjs.locale('zh-cn');

/** The login and upgrade prompts already answer these; a toast would say it twice. */
const PROMPTED: readonly number[] = [Code.notLoggedIn, Code.noPermission, Code.quotaUsedUp];

/** The app's query client (tests build theirs with this too). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
    // A failed action says why once; a failed query is shown by QueryState instead.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && PROMPTED.includes(error.code)) return;
        toast(error instanceof ApiError ? 'warning' : 'error', error.message || '操作失败，请稍后再试');
      },
    }),
  });
}

const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntdApp>
        <AntdBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
