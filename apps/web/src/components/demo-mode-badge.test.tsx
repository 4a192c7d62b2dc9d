import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataStatusKeys } from '../lib/data-status';
import { fakeApi, renderWithApp } from '../test/render';
import { DemoModeBadge } from './demo-mode-badge';

const status = (demoMode: boolean) => ({
  code: 1,
  data: {
    source: 'simulator',
    demo: true,
    demo_mode: demoMode,
    world: null,
    backfill: null,
    counts: { bloggers: 60, posts: 900, hot_search_captures: 3 },
    latest: { hot_search_at: null, post_at: null },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('demo mode badge', () => {
  it('says 演示模式 and where the codes are on a demo install', async () => {
    fakeApi({ '/api/index/data_status': status(true) });
    renderWithApp(<DemoModeBadge />);
    const badge = await screen.findByRole('complementary', { name: '演示模式' });
    expect(badge.textContent).toContain('/dev/sms');
  });

  it('is absent on an install with a real provider', async () => {
    fakeApi({ '/api/index/data_status': status(false) });
    const { client, container } = renderWithApp(<DemoModeBadge />);
    await waitFor(() => expect(client.getQueryData(dataStatusKeys.all)).toMatchObject({ demo_mode: false }));
    // The answer is in; a render later the badge would be there if it were going to be.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
