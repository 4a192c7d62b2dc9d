import type { Sentiment } from '@boguan/contracts/sentiment.api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENTIMENT_QUERY_META } from '../lib/sentiment-corrections';
import { fakeApi, renderWithApp } from '../test/render';
import { SentimentTag } from './sentiment-tag';

afterEach(() => vi.unstubAllGlobals());

const model: Sentiment = { label: 'positive', score: 0.8, corrected: false };

const correction = (label: string) => ({
  code: 1,
  msg: label === 'negative' ? '已修正为负面' : '已修正为中性',
  data: {
    kind: 'post',
    id: '5001',
    text: '新手机开箱',
    model_label: 'positive',
    label,
    create_time: '2026-01-03 10:00:00',
    update_time: '2026-01-03 10:00:00',
  },
});

async function pick(name: string) {
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('SentimentTag', () => {
  it('sets a label from its menu, says so and shows 已修正', async () => {
    const api = fakeApi({ '/api/sentiment/correct': correction('negative') });
    renderWithApp(<SentimentTag kind="post" id="5001" sentiment={model} />);
    const tag = screen.getByRole('button', { name: '情感：正面，点击修改' });
    expect(tag.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(tag);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['正面', '中性', '负面']);
    await pick('负面');
    expect(await screen.findByText('已修正为负面')).toBeTruthy();
    const corrected = screen.getByRole('button', { name: '情感：负面（已修正），点击修改' });
    expect(corrected.textContent).toContain('已修正');
    const form = api.calls[0]?.form;
    expect(api.calls.map((c) => c.path)).toEqual(['/api/sentiment/correct']);
    expect([form?.get('kind'), form?.get('id'), form?.get('label')]).toEqual(['post', '5001', 'negative']);
  });

  it('undoes a correction back to the model label', async () => {
    const api = fakeApi({
      '/api/sentiment/undo': {
        code: 1,
        msg: '已撤销修正，恢复为模型判断',
        data: { kind: 'post', id: '5001', label: 'positive', score: 0.8, corrected: false },
      },
    });
    renderWithApp(<SentimentTag kind="post" id="5001" sentiment={{ label: 'neutral', score: 0.8, corrected: true }} />);
    await userEvent.click(screen.getByRole('button', { name: '情感：中性（已修正），点击修改' }));
    await pick('撤销修正');
    expect(await screen.findByText('已撤销修正，恢复为模型判断')).toBeTruthy();
    const tag = screen.getByRole('button', { name: '情感：正面，点击修改' });
    expect(tag.textContent).not.toContain('已修正');
    expect(api.calls[0]?.path).toBe('/api/sentiment/undo');
  });

  it('sends one request at a time: the tag is busy until the answer comes', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SentimentTag kind="comment" id="c1" sentiment={model} />);
    await userEvent.click(screen.getByRole('button', { name: /点击修改/ }));
    await pick('中性');
    const busy = screen.getByRole('button', { name: /点击修改/ });
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBe('true'));
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(busy);
    expect(screen.queryByRole('menuitem', { name: '负面' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify(correction('neutral')), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('button', { name: '情感：中性（已修正），点击修改' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the label when the server refuses, and shows why', async () => {
    fakeApi({ '/api/sentiment/correct': { code: 0, msg: '内容不存在或已删除' } });
    renderWithApp(<SentimentTag kind="post" id="5001" sentiment={model} />);
    await userEvent.click(screen.getByRole('button', { name: '情感：正面，点击修改' }));
    await pick('负面');
    expect(await screen.findByText('内容不存在或已删除')).toBeTruthy();
    expect(screen.getByRole('button', { name: '情感：正面，点击修改' })).toBeTruthy();
  });

  it('refreshes the reports that show labels, and only those', async () => {
    fakeApi({ '/api/sentiment/correct': correction('negative') });
    const { client } = renderWithApp(<SentimentTag kind="post" id="5001" sentiment={model} />);
    await client.prefetchQuery({ queryKey: ['report'], queryFn: () => 1, meta: SENTIMENT_QUERY_META });
    await client.prefetchQuery({ queryKey: ['other'], queryFn: () => 2 });
    await userEvent.click(screen.getByRole('button', { name: '情感：正面，点击修改' }));
    await pick('负面');
    await waitFor(() => expect(client.getQueryState(['report'])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});
