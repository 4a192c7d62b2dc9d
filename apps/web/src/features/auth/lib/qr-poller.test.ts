import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQrPoller, type QrPollAnswer, type QrSnapshot } from './qr-poller';

const waiting: QrPollAnswer = { code: 1, msg: '', data: { status: 'waiting' } };

function setup(answers: (poll: number) => QrPollAnswer, tickets: Array<{ qr_url: string; unid: string } | null>) {
  const events: string[] = [];
  const snapshots: QrSnapshot[] = [];
  const polledUnids: string[] = [];
  let ticketIndex = 0;
  const poller = createQrPoller({
    fetchTicket: async () => tickets[ticketIndex++] ?? null,
    poll: async (unid) => {
      polledUnids.push(unid);
      return answers(polledUnids.length);
    },
    onChange: (s) => snapshots.push(s),
    onLogin: (token) => events.push(`login:${token}`),
    onBind: (unid) => events.push(`bind:${unid}`),
    onWarning: (msg) => events.push(`warn:${msg}`),
  });
  return { poller, events, polledUnids, last: () => snapshots.at(-1) };
}

const ticket = { qr_url: 'data:image/png;base64,AAA', unid: 'u1' };

describe('QR poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2000 ms with the ticket unid', async () => {
    const t = setup(() => waiting, [ticket]);
    await t.poller.start();
    expect(t.last()).toMatchObject({ phase: 'waiting', qrUrl: ticket.qr_url, unid: 'u1', polls: 0 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.polledUnids).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.polledUnids).toEqual(['u1']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(t.polledUnids).toEqual(['u1', 'u1', 'u1']);
  });

  it('expires after 30 polls, clearing qr_url and unid', async () => {
    const t = setup(() => waiting, [ticket]);
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(2000 * 29);
    expect(t.last()?.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.polledUnids).toHaveLength(30);
    expect(t.last()).toEqual({ phase: 'expired', qrUrl: '', unid: '', polls: 30 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.polledUnids).toHaveLength(30);
  });

  it('refresh after expiry fetches a new ticket and counts from zero', async () => {
    const t = setup(() => waiting, [ticket, { qr_url: 'data:image/png;base64,BBB', unid: 'u2' }]);
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.last()?.phase).toBe('expired');
    await t.poller.start();
    expect(t.last()).toMatchObject({ phase: 'waiting', unid: 'u2', polls: 0 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.polledUnids.at(-1)).toBe('u2');
    expect(t.last()?.polls).toBe(1);
  });

  it('a token is a login and stops polling', async () => {
    const t = setup(
      (n) =>
        n === 3 ? { code: 1, msg: '登录成功', data: { status: 'login', token: 'tk', remove_token: 0 } } : waiting,
      [ticket],
    );
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.events).toEqual(['login:tk']);
    expect(t.polledUnids).toHaveLength(3);
    expect(t.last()?.phase).toBe('done');
  });

  it("status 'bind' hands the unid to the binding view", async () => {
    const t = setup(() => ({ code: 1, msg: '', data: { status: 'bind', unid: 'u1' } }), [ticket]);
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.events).toEqual(['bind:u1']);
    expect(t.polledUnids).toHaveLength(1);
  });

  it('code 0 warns with the server message and stops', async () => {
    const t = setup((n) => (n === 2 ? { code: 0, msg: '二维码已失效，请刷新', data: null } : waiting), [ticket]);
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.events).toEqual(['warn:二维码已失效，请刷新']);
    expect(t.polledUnids).toHaveLength(2);
    expect(t.last()?.phase).toBe('stopped');
  });

  it('stop() (leaving the view) ends polling and ignores an answer in flight', async () => {
    let release: (a: QrPollAnswer) => void = () => {};
    const events: string[] = [];
    const poller = createQrPoller({
      fetchTicket: async () => ticket,
      poll: () => new Promise((resolve) => (release = resolve)),
      onChange: () => {},
      onLogin: (token) => events.push(token),
      onBind: () => {},
      onWarning: () => {},
    });
    await poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    poller.stop();
    release({ code: 1, msg: '', data: { status: 'login', token: 'late', remove_token: 0 } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual([]);
  });

  it('a failed ticket request shows the failed state without polling', async () => {
    const t = setup(() => waiting, [null]);
    await t.poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.last()?.phase).toBe('failed');
    expect(t.polledUnids).toHaveLength(0);
  });
});
