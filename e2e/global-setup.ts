import type { FullConfig } from '@playwright/test';

/**
 * Waits until the e2e server's demo history is filled. The fill shares the embedded database's
 * single connection with the API, so tests that started during it waited on its batches and
 * timed out at random; after it every test sees the same data and the same speed.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8181';
  const deadline = Date.now() + 240_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/api/index/data_status`, { method: 'POST' });
      const answer = (await response.json()) as { data?: { backfill?: { status?: string } } };
      last = answer.data?.backfill?.status ?? 'unknown';
      if (last === 'done') return;
      if (last === 'failed') throw new Error('the demo history fill failed');
    } catch (error) {
      if (error instanceof Error && error.message.includes('failed')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the demo history was not filled in time (last status: ${last})`);
}
