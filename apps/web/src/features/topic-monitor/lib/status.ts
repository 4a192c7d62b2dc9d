import { TopicMonStatus } from '@boguan/contracts/topic-monitor';

/** Tag colours of the four task states. */
export function statusColor(status: number): string {
  if (status === TopicMonStatus.running) return 'processing';
  if (status === TopicMonStatus.done) return 'success';
  if (status === TopicMonStatus.failed) return 'error';
  return 'default';
}
