import type { MessageInstance } from 'antd/es/message/interface';

/**
 * antd's message API needs the App context; the api client lives outside React.
 * `AntdBridge` (components/antd-bridge.tsx) stores the context-bound instance here.
 */
let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance): void {
  messageApi = api;
}

export function toast(kind: 'success' | 'warning' | 'error' | 'info', text: string): void {
  messageApi?.[kind](text);
}
