import { expect, test } from './support/test';

test('the root opens the home page of the built app from the one server process', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect((await health.json()).data.status).toBe('up');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(/博观/);
});
