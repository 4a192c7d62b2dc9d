import { describe, expect, it } from 'vitest';
import { qrKind } from './qr-display';

describe('qrKind', () => {
  it('shows data URLs and image files as images', () => {
    expect(qrKind('data:image/png;base64,iVBORw0KGgo=')).toBe('image');
    expect(qrKind('/static/qr/abc.PNG?v=2')).toBe('image');
    expect(qrKind('https://cdn.example/qr.svg')).toBe('image');
  });

  it('shows the WeChat qrconnect page in a frame', () => {
    expect(
      qrKind(
        'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&response_type=code&scope=snsapi_login#wechat_redirect',
      ),
    ).toBe('page');
  });
});
