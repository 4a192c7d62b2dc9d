import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ServiceQr } from './service-qr';

describe('ServiceQr', () => {
  it('shows a QR code of the contact page, named for screen readers, on hover', async () => {
    renderWithApp(<ServiceQr />);
    await userEvent.hover(screen.getByRole('button', { name: /联系客服/ }));
    const qr = await screen.findByRole('img', { name: '联系客服二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('手机扫码联系客服')).toBeTruthy();
  });
});
