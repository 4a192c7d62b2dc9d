import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AntdBridge } from '../components/antd-bridge';
import { createQueryClient } from '../lib/query-client';

export interface FakeAnswer {
  code: number;
  msg?: string;
  data?: unknown;
}

/**
 * Stubs `fetch` so each API path answers from `answers` (a function may look at the body); every
 * call is recorded with its path and form fields. Unknown paths answer code 0 接口不存在.
 */
export function fakeApi(answers: Record<string, FakeAnswer | ((form: URLSearchParams) => FakeAnswer)>) {
  const calls: Array<{ path: string; form: URLSearchParams }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const form = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined);
    calls.push({ path, form });
    const answer = answers[path];
    const envelope = typeof answer === 'function' ? answer(form) : (answer ?? { code: 0, msg: '接口不存在' });
    return new Response(JSON.stringify({ msg: '操作成功', data: null, ...envelope }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a page or component as the app does: antd in Chinese, a query client, a router. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', client = createQueryClient() }: { route?: string; client?: QueryClient } = {},
) {
  return {
    client,
    ...render(
      <ConfigProvider locale={zhCN}>
        <AntdApp>
          <AntdBridge />
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>,
    ),
  };
}
