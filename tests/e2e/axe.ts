import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = ['serious', 'critical'];

// Colours are judged at rest: a button that just became enabled is still fading in (Fluent's colour transitions), and
// axe would measure the contrast of a frame in between.
const AT_REST = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * axe-core runs in the page itself, injected once per document (every screen of the app shares one), with `axe.run`.
 * `@axe-core/playwright`'s `analyze()` injects the whole library again on every call and opens a blank page to merge
 * the results (runPartial/finishRun, for cross-origin frames the app does not have): about a second a check, most of
 * the role sweep's time. Frames are not entered: the app's only frames show PDFs in Chromium's own viewer.
 */
async function injectOnce(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axe.source);
  await page.addStyleTag({ content: AT_REST });
}

/**
 * The serious and critical WCAG A/AA findings on the page, or inside `include` (a CSS selector, e.g. an
 * open dialog), one readable line each: `rule-id (impact) at target: help`.
 */
export async function seriousA11yFindings(page: Page, include?: string): Promise<string[]> {
  await injectOnce(page);
  return page.evaluate(
    async ({ include, tags, blocking }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // Fluent's focus trap (tabster) puts hidden focus sentinels around popovers and dialogs; they hand focus on at
      // once and are never read, but axe reports them as aria-hidden-focus.
      const exclude = [['[data-tabster-dummy]']];
      const { violations } = await axe.run(include ? { include: [[include]], exclude } : { exclude }, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations
        .filter((v) => blocking.includes(v.impact ?? ''))
        .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 120)}: ${v.help}`));
    },
    { include, tags: WCAG_TAGS, blocking: BLOCKING },
  );
}

/** Fails with the list of serious or critical findings on the page (or inside `include`). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousA11yFindings(page, include), 'serious or critical accessibility findings').toEqual([]);
}
