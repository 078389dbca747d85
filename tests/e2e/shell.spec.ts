import { expect, test } from '@playwright/test';
import { openEventList, selectProduct, signIn, signInToHive, toast } from './support.ts';

test('the footer shows the build and server versions', async ({ page }) => {
  await openEventList(page);
  await expect(page.getByText(/^version: \S+ \/ [0-9a-f]{12}$/)).toBeVisible();
});

test('Page Not Found keeps the app bar and drawer when signed in, with a button back home; signed out it stands alone', async ({
  page,
}) => {
  await openEventList(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/events\/list/);

  await page.getByRole('button', { name: /Admin/ }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
});

test('the login page shows the tenant logo as its heading, named by its alt text, without repeating the name', async ({ page }) => {
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: 'Demo Pharma' });
  const logo = heading.getByRole('img', { name: 'Demo Pharma' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  // The name is written once, in the logo; no text heading repeats it.
  await expect(page.getByText('Demo Pharma', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading')).toHaveCount(1);
});

test('every page has the Hive icon (no favicon 404)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await openEventList(page);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const answer = await page.request.get(icon!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});

test('returning from single sign-on without a token says so', async ({ page }) => {
  await page.goto('/auth/return');
  await expect(toast(page, 'Authentication error. Please try again.')).toBeVisible();
});

test('a route the role may not open says Access forbidden and does not open it', async ({ page }) => {
  await openEventList(page, 'marketing@demo.test');
  await page.goto('/event/add');
  await expect(toast(page, 'Access forbidden')).toBeVisible();
  await expect(page).not.toHaveURL(/\/event\/add/);
});

test('a route of another product says Route unavailable for current product and moves on', async ({ page }) => {
  await openEventList(page);
  // The Dashboard product chosen (in another tab, or a stored choice): its screens are the dashboards, not the events.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('hive.session') ?? '{}');
    localStorage.setItem('hive.session', JSON.stringify({ ...session, product: 'DASHBOARD' }));
  });
  await page.goto('/events/list');
  await expect(toast(page, 'Route unavailable for current product')).toBeVisible();
  await expect(page).not.toHaveURL(/\/events\/list/);
});

test('an impersonation that can no longer act ends with the spec text and lands on Home, not in a Login loop', async ({ page }) => {
  await openEventList(page);
  // The speaker being impersonated is gone (removed, or their user inactivated) while the admin's session stands.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('hive.session') ?? '{}');
    localStorage.setItem('hive.session', JSON.stringify({ ...session, impersonatedSpeakerId: '999999' }));
  });
  await page.goto('/speaker/999999');
  await expect(toast(page, 'Impersonated speaker does not have a speaker account')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/list/);
  await expect(page.getByRole('button', { name: 'Finish Impersonating' })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/events\/list/);
  await expect(page.getByRole('table', { name: 'Events table' })).toBeVisible();
});

test('switching product from the Apps menu opens the other product afresh', async ({ page }) => {
  await openEventList(page);
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('menuitem', { name: 'Speaker Portal' }).click();
  // The portal's first drawer item is Speakers (it swaps with Events between the products, spec 000 §2.2).
  await expect(page).toHaveURL(/\/speakers\/list/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  // The portal's list: its default period applied, no management toolbar.
  await expect(page).toHaveURL(/\/events\/list\?filters=/);
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
});

test('Edit Event without an id says No Event ID, once, and shows the list', async ({ page }) => {
  await openEventList(page);
  for (const address of ['/event/edit', '/event/edit/abc']) {
    await page.goto(address);
    await expect(toast(page, 'No Event ID')).toBeVisible();
    await expect(page).toHaveURL(/\/events\/list/);
    await expect(page.locator('.fui-ToastTitle')).toHaveCount(1);
  }
});

test('an admin impersonating a speaker sees whom, and Finish Impersonating returns to their own session', async ({ page }) => {
  await openEventList(page);
  // Starting is the speaker screens' action (a later issue); it stores the speaker id in the session.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('hive.session') ?? '{}');
    localStorage.setItem('hive.session', JSON.stringify({ ...session, impersonatedSpeakerId: '1', product: 'SPEAKER_PORTAL' }));
  });
  await page.goto('/events/list');
  await expect(page.getByRole('status').filter({ hasText: /^Impersonating \S+ \S+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Finish Impersonating' }).click();
  await expect(page.getByRole('button', { name: 'Finish Impersonating' })).toHaveCount(0);
  await expect(page.getByText(/^Impersonating/)).toHaveCount(0);
});

test('after a 403 the Forbidden page explains and offers Logout', async ({ page }) => {
  await openEventList(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The server refusing the next list read (as after a role change on the server).
  await page.route('**/graphql', (route) =>
    /query EventListRouteQuery\b/.test(route.request().postDataJSON()?.query ?? '')
      ? route.fulfill({
          json: { data: null, errors: [{ message: 'You do not have permission to read event', extensions: { code: 'FORBIDDEN' } }] },
        })
      : route.fallback(),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/forbidden/);
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page.getByText('Please talk to an Admin to be granted access.')).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a compliance user lands on the Speaker Fee Calculator (spec 000 §2.4), which the drawer offers instead of Events', async ({
  page,
}) => {
  await signInToHive(page, 'sfc-compliance@demo.test');
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Access Forbidden')).toHaveCount(0);
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: 'Fee Calculator' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Events' })).toHaveCount(0);
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/calculator$/);
});

test('Select Product offers only products with a screen; Event Management is the list with add and edit', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page.getByText('Select Product')).toBeVisible();
  // Who is signed in, and a way out (issue 28 #19).
  await expect(page.getByText(/^Signed in as /)).toContainText(/\S+/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  for (const [name, description] of [
    ['Hive', 'Run speaker programs: events, speakers, venues and attendees.'],
    ['Speaker Portal', 'Speakers see their events, trainings and documents.'],
    ['Event Management', 'Add and edit events from the event list.'],
    ['Dashboard', 'Reports and charts on programs and spend.'],
  ] as const) {
    const card = page.getByRole('button', { name, exact: true });
    await expect(card).toBeVisible();
    // Each card shows the product's icon and a line on what it is for.
    await expect(card.locator('[data-product-icon] svg')).toBeVisible();
    await expect(card).toContainText(description);
    await expect(card).toHaveAccessibleDescription(description);
  }
  await selectProduct(page, 'Event Management');
  await expect(page).toHaveURL(/\/events\/list/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});

test('Logout on Select Product signs out', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/login/);
});

test('on a long form the app bar and the drawer stay put and Save stays in reach while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openEventList(page);
  await page.goto('/event/add');
  await expect(page.getByRole('heading', { name: 'Add Event' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Add Event', exact: true });
  // The top of a form longer than the window: its actions are on screen already.
  await expect(save).toBeInViewport();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.getByRole('banner')).toBeInViewport();
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Speakers' })).toBeInViewport();
  await expect(save).toBeInViewport();
});
