import { App } from 'antd';
import { useEffect } from 'react';
import { setMessageApi } from '../lib/feedback-bridge';

export function AntdBridge(): null {
  const { message } = App.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}
