import type { SmsPurpose } from '@boguan/contracts/accounts';
import { type SmsMessage, type SmsProvider, smsText } from './sms-provider.js';

export interface InboxEntry {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sent_at: string;
}

interface LogLike {
  info(object: object, message: string): void;
}

/**
 * Delivers nothing: the code goes to an in-memory inbox that the demo-mode pages /dev/sms and
 * /dev/sms.json show (newest first), so a developer or an e2e test can complete an SMS flow
 * without a phone. The log says a message was kept, never its code.
 */
export class LocalSmsProvider implements SmsProvider {
  readonly kind = 'local' as const;
  private readonly entries: InboxEntry[] = [];

  constructor(
    private readonly log: LogLike,
    private readonly capacity = 200,
  ) {}

  async send(message: SmsMessage, sentAt: Date): Promise<void> {
    const entry: InboxEntry = { ...message, text: smsText(message), sent_at: sentAt.toISOString() };
    this.entries.unshift(entry);
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
    this.log.info({ mobile: message.mobile, purpose: message.purpose }, 'local SMS kept for /dev/sms (not delivered)');
  }

  /** Newest first; all numbers or one. */
  recent(mobile?: string): InboxEntry[] {
    return mobile ? this.entries.filter((entry) => entry.mobile === mobile) : [...this.entries];
  }
}
