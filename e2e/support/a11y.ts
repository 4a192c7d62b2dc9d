import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Whether nothing on the page is between two looks: no finite CSS animation running, no antd-mobile mask mid-fade. */
function isStill(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ) &&
      Array.from(document.querySelectorAll('.adm-mask')).every((mask) => {
        const opacity = Number(getComputedStyle(mask).opacity);
        return opacity === 0 || opacity === 1;
      }),
  );
}

/** Waits (up to 5 s) until the page is still: a dialog fading in or out, or a button between states, is half transparent. */
async function waitUntilStill(page: Page): Promise<void> {
  for (let waited = 0; waited < 5_000 && !(await isStill(page).catch(() => true)); waited += 100) {
    await page.waitForTimeout(100);
  }
}

/**
 * Notes any animation or transition that starts from now on. A popup that opens and finishes its
 * fade while axe reads leaves the page still at the end, yet axe may have read its colours half
 * faded: the start event is what tells.
 */
function watchForMovement(page: Page): Promise<void> {
  return page
    .evaluate(() => {
      const flags = window as unknown as { __a11yMoved?: boolean; __a11yWatching?: boolean };
      flags.__a11yMoved = false;
      if (flags.__a11yWatching) return;
      flags.__a11yWatching = true;
      for (const type of ['animationstart', 'transitionstart']) {
        document.addEventListener(
          type,
          () => {
            flags.__a11yMoved = true;
          },
          true,
        );
      }
    })
    .catch(() => undefined);
}

/** Whether something started moving since watchForMovement, or the page was replaced (then: judge again). */
async function movedSinceWatch(page: Page): Promise<boolean> {
  const moved = await page
    .evaluate(() => (window as unknown as { __a11yMoved?: boolean }).__a11yMoved)
    .catch(() => undefined);
  return moved !== false || !(await isStill(page).catch(() => true));
}

/** The page's serious and critical WCAG violations, one line each with where they are. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Endless animations (spinners, an active progress bar) are left running. Something that started to
  // move while axe was reading (a popup opening after its request answered) makes that reading void:
  // judge again once it has stopped.
  let results: Awaited<ReturnType<typeof analyzeSettled>>;
  for (let attempt = 1; ; attempt += 1) {
    await waitUntilStill(page);
    await watchForMovement(page);
    results = await analyzeSettled(page);
    if (attempt >= 3 || !(await movedSinceWatch(page))) break;
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

/**
 * Axe's findings once the page stands still. A page that navigates under axe (a reload after a
 * login, a redirect) is judged again once the new document has loaded.
 */
async function analyzeSettled(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForLoadState('load');
      // While a modal dialog is open the page behind it is masked and out of reach: judge the dialog.
      const modal = await page.locator('[role="dialog"][aria-modal="true"]:visible').count();
      const builder = new AxeBuilder({ page }).withTags(WCAG);
      if (modal > 0) builder.include('[role="dialog"][aria-modal="true"]');
      return await builder.analyze();
    } catch (error) {
      const navigated = error instanceof Error && /context was destroyed|navigat/i.test(error.message);
      if (!navigated || attempt >= 3) throw error;
    }
  }
}

/**
 * Fails with the list when the page has any serious or critical WCAG 2.1 A/AA violation. With
 * A11Y_REPORT=<file> it appends them there instead, so one run lists every page's problems.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const problems = await accessibilityProblems(page);
  const report = process.env.A11Y_REPORT;
  if (report && problems.length > 0) {
    appendFileSync(report, `== ${where}\n${problems.join('\n')}\n`);
    return;
  }
  if (problems.length > 0) {
    throw new Error(`accessibility problems on ${where}:\n${problems.join('\n')}`);
  }
}
