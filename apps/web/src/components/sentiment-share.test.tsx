import { SENTIMENT_SMALL_SAMPLE } from '@boguan/contracts/sentiment';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentimentShare } from './sentiment-share';

const legendText = (label: string) =>
  [...document.querySelectorAll('li')].find((li) => li.getAttribute('data-sentiment') === label)?.textContent;

describe('SentimentShare', () => {
  it('shows each share with its count and the number of texts, marked as a small sample below 30', () => {
    render(<SentimentShare counts={{ positive: 12, neutral: 3, negative: 5, total: 20 }} />);
    expect(legendText('positive')).toBe('正面60.0%12 条');
    expect(legendText('neutral')).toBe('中性15.0%3 条');
    expect(legendText('negative')).toBe('负面25.0%5 条');
    expect(screen.getByText('基于 20 条')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(SENTIMENT_SMALL_SAMPLE);
    expect(SENTIMENT_SMALL_SAMPLE).toBe('样本不足（少于30条），仅供参考');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('情感占比：正面 60.0%，中性 15.0%，负面 25.0%');
  });

  it('has no small-sample mark from 30 texts on', () => {
    render(<SentimentShare counts={{ positive: 10, neutral: 10, negative: 10, total: 30 }} />);
    expect(screen.getByText('基于 30 条')).toBeTruthy();
    expect(legendText('positive')).toBe('正面33.3%10 条');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(SENTIMENT_SMALL_SAMPLE)).toBeNull();
  });

  it('shows zeros and the mark when nothing was counted', () => {
    render(<SentimentShare counts={{ positive: 0, neutral: 0, negative: 0, total: 0 }} />);
    const share = screen.getByTestId('sentiment-share');
    expect(within(share).getByText('基于 0 条')).toBeTruthy();
    expect(legendText('negative')).toBe('负面0.0%0 条');
    expect(within(share).getByRole('note')).toBeTruthy();
  });
});
