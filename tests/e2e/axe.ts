import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical WCAG A/AA findings on the page, or inside `include` (a CSS selector, e.g. an
 * open dialog), one readable line each: `rule-id (impact) at target: help`.
 */
export async function seriousA11yFindings(page: Page, include?: string): Promise<string[]> {
  // Colours are judged at rest: a button that just became enabled is still fading in (Fluent's colour
  // transitions), and axe would measure the contrast of a frame in between.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Fluent's focus trap (tabster) puts hidden focus sentinels around popovers and dialogs; they hand focus on at
  // once and are never read, but axe reports them as aria-hidden-focus.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-tabster-dummy]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 120)}: ${v.help}`));
}

/** Fails with the list of serious or critical findings on the page (or inside `include`). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousA11yFindings(page, include), 'serious or critical accessibility findings').toEqual([]);
}
