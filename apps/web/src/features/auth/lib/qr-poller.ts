import type { WxLoginData, WxQrcodeData } from '@boguan/contracts/accounts.api';
import type { Envelope } from '@boguan/contracts/envelope';
import { QR_MAX_POLLS, QR_POLL_INTERVAL_MS } from './auth-messages';

/**
 * WeChat QR login as a small state machine (spec 4): fetch a ticket, poll it every 2 s, stop on
 * login / bind / a refusal, and expire after 30 polls. Framework-free so it is unit-tested with
 * fake timers; the view only renders snapshots.
 */
export type QrPhase = 'idle' | 'loading' | 'waiting' | 'expired' | 'stopped' | 'failed' | 'done';

export interface QrSnapshot {
  phase: QrPhase;
  qrUrl: string;
  unid: string;
  polls: number;
}

export type QrTicket = Pick<WxQrcodeData, 'qr_url' | 'unid'>;

/** One answer of /api/User/getwxlogin (data is null on a refusal). */
export type QrPollAnswer = Envelope<WxLoginData | null>;

export interface QrPollerDeps {
  fetchTicket(): Promise<QrTicket | null>;
  poll(unid: string): Promise<QrPollAnswer>;
  onChange(snapshot: QrSnapshot): void;
  onLogin(token: string, message?: string): void;
  onBind(unid: string): void;
  onWarning(message: string): void;
  intervalMs?: number;
  maxPolls?: number;
}

export interface QrPoller {
  start(): Promise<void>;
  stop(): void;
  snapshot(): QrSnapshot;
}

export const INITIAL_QR_SNAPSHOT: QrSnapshot = { phase: 'idle', qrUrl: '', unid: '', polls: 0 };

export function createQrPoller(deps: QrPollerDeps): QrPoller {
  const intervalMs = deps.intervalMs ?? QR_POLL_INTERVAL_MS;
  const maxPolls = deps.maxPolls ?? QR_MAX_POLLS;
  let state: QrSnapshot = INITIAL_QR_SNAPSHOT;
  // Every start/stop bumps the generation so answers of an abandoned run are ignored.
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (patch: Partial<QrSnapshot>): void => {
    state = { ...state, ...patch };
    deps.onChange(state);
  };

  const halt = (): void => {
    generation += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (run: number): void => {
    timer = setTimeout(() => void tick(run), intervalMs);
  };

  const tick = async (run: number): Promise<void> => {
    const unid = state.unid;
    const polls = state.polls + 1;
    update({ polls });
    const answer = await deps.poll(unid);
    if (run !== generation) return;
    if (answer.code !== 1) {
      halt();
      update({ phase: 'stopped' });
      deps.onWarning(answer.msg);
      return;
    }
    const data = answer.data;
    if (data?.status === 'login') {
      halt();
      update({ phase: 'done' });
      deps.onLogin(data.token, answer.msg);
      return;
    }
    if (data?.status === 'bind') {
      halt();
      update({ phase: 'done' });
      deps.onBind(data.unid || unid);
      return;
    }
    if (polls >= maxPolls) {
      halt();
      update({ phase: 'expired', qrUrl: '', unid: '' });
      return;
    }
    schedule(run);
  };

  return {
    async start() {
      halt();
      const run = generation;
      update({ phase: 'loading', qrUrl: '', unid: '', polls: 0 });
      const ticket = await deps.fetchTicket();
      if (run !== generation) return;
      if (!ticket?.unid || !ticket.qr_url) {
        update({ phase: 'failed' });
        return;
      }
      update({ phase: 'waiting', qrUrl: ticket.qr_url, unid: ticket.unid, polls: 0 });
      schedule(run);
    },
    stop: halt,
    snapshot: () => state,
  };
}
