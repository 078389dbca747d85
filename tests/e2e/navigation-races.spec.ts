import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, toast } from './support.ts';

// Timing races between a person's navigation and the app's own, made deterministic: Chromium's CPU is slowed 4× (the
// DevTools protocol's CPU throttling), so the window between the drawer appearing and a screen finishing its mount —
// where a screen that wrote the address on mount cancelled the navigation the person had started (issue 25) — is
// wide on every machine instead of on a busy day only. Every click here is made the moment its control shows.
const CPU_SLOWDOWN = 4;

test.beforeEach(async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Every event count the list's pager shows, from the first frame: the list must never show a count it then replaces.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenEventCounts: string[] }).seenEventCounts = seen;
    new MutationObserver(() => {
      for (const match of document.body?.innerText.match(/\((?:[\d,]+\+?) events?\)/g) ?? []) if (!seen.includes(match)) seen.push(match);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const seenEventCounts = (page: Page) => page.evaluate(() => (window as unknown as { seenEventCounts: string[] }).seenEventCounts);

/** Holds the responses whose request matches until `release()`: a slow network, at a moment the test chooses. */
async function hold(page: Page, url: string | RegExp, matches: (body: string | null) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route) => {
    if (!matches(route.request().postData())) return route.fallback();
    arrived();
    await released;
    await route.fallback();
  });
  return { asked, release };
}

test('a speaker who clicks Resources the moment the drawer shows lands on their resources', async ({ page }) => {
  // The list's events arrive only after the click, and the Resources screen's code only after the list has mounted:
  // the order in which a slow machine delivered them when the list's own address write cancelled the click.
  const events = await hold(page, '**/graphql', (body) => !!body?.includes('query EventListRouteQuery'));
  const resourcesCode = await hold(page, /\/assets\/ResourceLandingRoute-[^/]+\.js$/);
  await signIn(page, 'speaker@demo.test');
  await events.asked;
  await drawer(page).getByRole('link', { name: 'Resources' }).click();
  await resourcesCode.asked;
  events.release();
  await expect(page.getByText(/\(\d+ events?\)/)).toBeVisible();
  resourcesCode.release();
  await expect(page).toHaveURL(/\/resource\/\d+$/);
  await expect(page.getByText('NOTICE: Unauthorized distribution of resources is strictly prohibited.')).toBeVisible();
});

test('a speaker who clicks Profile, then Trainings, as soon as each shows, gets each', async ({ page }) => {
  await signIn(page, 'speaker@demo.test');
  await drawer(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/speaker\/\d+$/);
  await drawer(page).getByRole('link', { name: 'Trainings' }).click();
  await expect(page).toHaveURL(/\/training\/list/);
});

test("the speaker portal's list opens on the default period: one count, never the unfiltered one first", async ({ page }) => {
  await signIn(page, 'speaker@demo.test');
  await expect(page).toHaveURL(/\/events\/list\?filters=/);
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  await expect(page.getByText(/\(\d+ events?\)/)).toBeVisible();
  expect(await seenEventCounts(page)).toHaveLength(1);

  // Filters cleared by the person stay cleared (the default does not come back), across a reload too.
  await page.getByRole('button', { name: 'Filters (1 set)' }).click();
  await page.getByRole('dialog', { name: 'Event filters' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/\(\d+ events?\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('an admin who picks the Speaker Portal and clicks Events at once gets the event list on its default period', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await drawer(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events\/list\?filters=/);
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  await drawer(page).getByRole('link', { name: 'Speakers' }).click();
  await expect(page).toHaveURL(/\/speakers\/list/);
  await expect(page.getByRole('table', { name: 'Speakers table' })).toBeVisible();
});

test('a missing record sends its screen back to the list, but not past a navigation the person has started', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/venue/edit/999999');
  await expect(toast(page, 'Venue not found')).toBeVisible();
  await expect(page).toHaveURL(/\/venues\/list/);

  // The answer that the venue is missing arrives while the person's click on Speakers is still loading its screen.
  const venue = await hold(page, '**/graphql', (body) => !!body?.includes('query VenueEditRouteQuery'));
  const speakersCode = await hold(page, /\/assets\/SpeakerListRoute-[^/]+\.js$/);
  await page.goto('/venue/edit/999999');
  await venue.asked;
  await drawer(page).getByRole('link', { name: 'Speakers' }).click();
  await speakersCode.asked;
  const answered = page.waitForResponse((response) => !!response.request().postData()?.includes('query VenueEditRouteQuery'));
  venue.release();
  await answered;
  speakersCode.release();
  await expect(page).toHaveURL(/\/speakers\/list/);
  await expect(page.getByRole('table', { name: 'Speakers table' })).toBeVisible();
});
