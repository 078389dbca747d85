import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();
/** The demo speaker linked to speaker@demo.test (the first of three named Ava Abbott): their e-mail is unique. */
const AVA = 'ava.abbott0@';
const listUrl = (search: string) => `/speakers/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: search }))}`;

/** Signs in as the demo admin, picks `product` and opens the speaker list. */
async function openSpeakers(page: Page, product: 'Hive' | 'Speaker Portal' = 'Hive') {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, product);
  // The product's first screen (Events in Hive, Speakers in the portal: spec 000 §2.2), then the list (narrow windows
  // keep the drawer closed).
  await expect(page).toHaveURL(product === 'Hive' ? /\/events\/list/ : /\/speakers\/list/);
  await page.goto('/speakers/list');
  await expect(page.getByRole('heading', { name: 'Speaker Management' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Speakers table' }).getByRole('row').nth(1)).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Speakers table' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function rowAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an admin searches and filters the speakers; the URL keeps both across a reload', async ({ page }) => {
  await openSpeakers(page);
  await page.getByLabel('Search').fill('abbott');
  await expect(page).toHaveURL(/abbott/);
  // The header row is the only one without the name searched for.
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasNotText: /abbott/i }),
  ).toHaveCount(1);
  await expect(rowOf(page, 'Abbott').first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Speaker filters' });
  const year = new Date().getFullYear();
  await filters.getByRole('checkbox', { name: 'Approved' }).check();
  await filters.getByLabel('Year').selectOption(String(year));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toEqual({ statuses: ['APPROVED'], year });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2 set)' })).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveValue('abbott');
  await page.getByRole('button', { name: 'Filters (2 set)' }).click();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/filters=/);
});

test('an admin adds a speaker with a login, inactivates and reactivates them in the speaker portal, and deletes them after confirming', async ({
  page,
}) => {
  const last = `Lovelace${stamp}`;
  await openSpeakers(page, 'Speaker Portal');
  await page.getByRole('button', { name: 'Add Speaker' }).click();
  await expect(page).toHaveURL(/\/speaker\/add$/);
  await page.getByRole('button', { name: 'Save' }).click();
  for (const text of ['First Name is required', 'Last Name is required', 'Speaker Type is required']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByLabel(/^First Name/)).toBeFocused();
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill(last);
  await page.getByLabel(/^Email/).fill(`ada.${stamp.toLowerCase()}@example.com`);
  await page.getByLabel(/^Speaker Type/).selectOption('HCP');
  await page.getByRole('switch', { name: 'Create a login for the speaker' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully created').first()).toBeVisible();
  await expect(toast(page, 'Successfully created a new user')).toBeVisible();
  await expect(page).toHaveURL(/\/speakers\/list/);

  // The same e-mail again with a login: the service refuses the login and so creates no speaker either.
  const twin = `Twin${stamp}`;
  await page.goto('/speaker/add');
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill(twin);
  await page.getByLabel(/^Email/).fill(`ada.${stamp.toLowerCase()}@example.com`);
  await page.getByLabel(/^Speaker Type/).selectOption('HCP');
  await page.getByRole('switch', { name: 'Create a login for the speaker' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `User with email ada.${stamp.toLowerCase()}@example.com already exists`)).toBeVisible();
  // Said under Email after this one Save, not only after a second (issue 28 #17).
  await expect(page.locator('form').getByText(`User with email ada.${stamp.toLowerCase()}@example.com already exists`)).toBeVisible();
  await expect(page).toHaveURL(/\/speaker\/add$/);
  await page.goto(listUrl(twin));
  await expect(page.getByText('No speakers found')).toBeVisible();

  await page.goto(listUrl(last));
  await expect(rowOf(page, last)).toHaveCount(1);
  await rowAction(page, `Ada ${last}`, 'Inactivate');
  await expect(toast(page, 'Speaker inactivated successfully')).toBeVisible();
  await expect(rowOf(page, last).getByText('Inactive')).toBeVisible();
  await rowAction(page, `Ada ${last}`, 'Reactivate');
  await expect(toast(page, 'Speaker reactivated successfully')).toBeVisible();
  await expect(rowOf(page, last).getByText('Inactive')).toBeHidden();

  await rowAction(page, `Ada ${last}`, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete speaker' });
  await expect(confirm.getByText('Are you sure you want to delete this speaker?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, last)).toHaveCount(1);
  await rowAction(page, `Ada ${last}`, 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
  await expect(page.getByText('No speakers found')).toBeVisible();
});

test('leaving the Add Speaker form with changes asks first', async ({ page }) => {
  await openSpeakers(page);
  await page.getByRole('button', { name: 'Add Speaker' }).click();
  await page.getByLabel(/^First Name/).fill('Half-typed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/speakers\/list/);
});

test('Export All downloads an XLSX of the listed speakers', async ({ page }) => {
  await openSpeakers(page);
  await page.goto(listUrl('abbott'));
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasNotText: /abbott/i }),
  ).toHaveCount(1);
  const listed = (await table(page).getByRole('row').count()) - 1;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export All' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as string[]).slice(1)));
  expect(rows[0]!.slice(0, 5)).toEqual(['First Name', 'Last Name', 'Email', 'Credentials', 'Speaker Type']);
  expect(rows).toHaveLength(listed + 1);
  expect(rows.slice(1).every((r) => /abbott/i.test(`${r[0]} ${r[1]} ${r[2]}`))).toBe(true);
});

test("an admin views a speaker's events from the Hive list", async ({ page }) => {
  await openSpeakers(page);
  await page.goto(listUrl(AVA));
  await rowAction(page, 'Ava Abbott', 'View Events');
  await expect(page).toHaveURL(/\/speaker\/\d+\/events$/);
  await expect(page.getByRole('heading', { name: 'Speaker Events' })).toBeVisible();
  const events = page.getByRole('table', { name: 'Speaker events table' });
  // An admin reads expense headers: each event's cost and honoraria too (issue 29).
  await expect(events.getByRole('columnheader')).toHaveText(['Event Title', 'Start Date', 'Status', 'Cost', 'Honoraria']);
  await expect(events.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('a speaker opening the speaker list lands on their own profile', async ({ page }) => {
  await signIn(page, 'speaker@demo.test');
  await page.goto('/speakers/list');
  await expect(page).toHaveURL(/\/speaker\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const own = new URL(page.url()).pathname;
  // Another speaker's profile is their own too.
  await page.goto('/speaker/999999');
  await expect(page).toHaveURL(new RegExp(`${own}$`));
});

test('an admin impersonates a speaker from the speaker-portal list and finishes', async ({ page }) => {
  await openSpeakers(page, 'Speaker Portal');
  // An inactive speaker is refused before anything changes.
  await page.goto(`/speakers/list?options=${encodeURIComponent(JSON.stringify({ itemsPerPage: 50 }))}`);
  const inactive = table(page)
    .getByRole('row')
    .filter({ has: page.getByText('Inactive', { exact: true }) })
    .first();
  await inactive.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Impersonate Speaker' }).click();
  await expect(toast(page, 'This speaker is inactive and can not be impersonated')).toBeVisible();

  await page.goto(listUrl(AVA));
  await rowAction(page, 'Ava Abbott', 'Impersonate Speaker');
  await expect(page.getByText('Impersonating Ava Abbott')).toBeVisible();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Speakers', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish Impersonating' }).click();
  await expect(page.getByText('Impersonating Ava Abbott')).toBeHidden();
  await expect(drawer.getByRole('link', { name: 'Speakers', exact: true })).toBeVisible();
});

/** The toolbar's controls as laid out, and whether the page itself scrolls sideways. */
const toolbarLayout = (page: Page) =>
  page.evaluate(() => ({
    controls: [...document.querySelector('[role="toolbar"][aria-label="Speaker actions"]')!.children].map((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: r.left, right: r.right };
    }),
    pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
  }));

for (const [width, oneRow] of [
  [1280, true],
  [800, false],
] as const) {
  test(`at ${width} px the speaker list's toolbar ${oneRow ? 'is one row' : 'has no control over another'}, and the page does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSpeakers(page, 'Speaker Portal');
    const { controls, pageScrollsSideways } = await toolbarLayout(page);
    const [search, ...buttons] = controls;
    if (oneRow) {
      // The buttons share their top, and the search box (its label above it) ends on their line.
      expect(
        buttons.every((b) => b.top === buttons[0]!.top && b.bottom === search!.bottom),
        JSON.stringify(controls),
      ).toBe(true);
    }
    const overlap = controls.some((a, i) =>
      controls.slice(i + 1).some((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
    );
    expect(overlap, JSON.stringify(controls)).toBe(false);
    expect(pageScrollsSideways).toBe(false);
  });
}
