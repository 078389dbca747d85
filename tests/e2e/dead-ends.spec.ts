import { expect, test, type Page } from '@playwright/test';
import { openEventList, selectProduct, signIn, signInToHive } from './support.ts';

// Issue 28 #12: what a read-only role meets leads somewhere — an event row opens the event read-only, a registration
// template row opens what the role may see — and a speaker is offered no link that lands elsewhere than it says.

/** The portal's list over every event on one page (its filters cleared, not its default period). */
const EVERY_EVENT = `/events/list?filters=${encodeURIComponent('{}')}&options=${encodeURIComponent(JSON.stringify({ itemsPerPage: -1 }))}`;

/** The signed-in person's speaker id, as the app reads it. */
async function ownSpeakerId(page: Page): Promise<number> {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { speakerId } }' } });
  return (await response.json()).data.viewer.speakerId;
}

test('a field rep opens an event read-only from its row, by click and by Enter, and is offered no Generate QR', async ({ page }) => {
  await openEventList(page, 'field-rep@demo.test');
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate QR' })).toHaveCount(0);
  const shortName = (await row.getByRole('cell').first().locator('span').first().textContent())!;

  await row.click();
  await expect(page).toHaveURL(/\/event\/view\/\d+$/);
  const name = page.locator('dt', { hasText: /^Name$/ }).locator('xpath=following-sibling::dd');
  await expect(name).toHaveText(shortName);
  // Read-only: no field to type in, nothing to save.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/events\/list/);
  await page.getByRole('row').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\/view\/\d+$/);
  await expect(name).toHaveText(shortName);
});

test("marketing's read-only event leaves out the fields hidden from the role (notes, AV requirements)", async ({ page }) => {
  await openEventList(page, 'marketing@demo.test');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/event\/view\/\d+$/);
  await expect(page.locator('dt', { hasText: /^Program Name$/ })).toBeVisible();
  for (const hidden of ['Notes', 'AV Requirements'])
    await expect(page.locator('dt', { hasText: new RegExp(`^${hidden}$`) })).toHaveCount(0);
});

test("a field rep's registration template row opens its analytics, by click and by Enter", async ({ page }) => {
  await signInToHive(page, 'field-rep@demo.test');
  await page.goto('/registration/list');
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const template = (await row.getByRole('cell').first().textContent())!;
  await expect(row.getByRole('button', { name: `Edit ${template}` })).toHaveCount(0);
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Analytics: ${template}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await row.click();
  await expect(dialog).toBeVisible();
});

test("a speaker's co-speakers are names, not links to a profile they cannot open; no Assign Training; rows open read-only", async ({
  page,
}) => {
  await signIn(page, 'speaker@demo.test');
  const own = await ownSpeakerId(page);
  await page.goto(EVERY_EVENT);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  const headers = await page.locator('table[aria-label="Events table"] thead th').allTextContents();
  const column = headers.indexOf('Speakers');
  expect(column).toBeGreaterThanOrEqual(0);
  const cells = page.locator(`table[aria-label="Events table"] tbody tr > :nth-child(${column + 1})`);
  const shared = cells.filter({ has: page.locator('span + span') });
  // The demo speaker shares events with others: each such cell holds their own name as the one link.
  await expect(shared.first()).toBeVisible();
  for (const cell of await shared.all()) {
    expect(await cell.locator('span').count()).toBeGreaterThan(1);
    expect(await cell.getByRole('button').count()).toBeLessThanOrEqual(1);
  }
  const ownLink = shared.first().getByRole('button');
  await expect(ownLink).toHaveCount(1);
  await ownLink.click();
  await expect(page).toHaveURL(new RegExp(`/speaker/${own}$`));

  await page.goto(EVERY_EVENT);
  const first = page.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Assign Training' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/event\/view\/\d+$/);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('an admin in the speaker portal is offered Assign Training on an event row', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  // The portal opens on its first drawer screen (Speakers).
  await page.waitForURL(/\/(speakers|events)\/list/);
  await page.goto(EVERY_EVENT);
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Assign Training' }).click();
  await expect(page).toHaveURL(/\/training\/list\?eventId=\d+/);
});

test('Generate QR with no event selected says why on hover, and works once one is selected', async ({ page }) => {
  await openEventList(page);
  const qr = page.getByRole('toolbar', { name: 'Event actions' }).getByRole('button', { name: 'Generate QR' });
  await expect(qr).toHaveAttribute('aria-disabled', 'true');
  // A tooltip opens on the pointer entering: moved away and back until it shows (a hover during the table's first render
  // can be lost).
  await expect(async () => {
    await page.mouse.move(0, 0);
    await qr.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Select the events to generate QR codes for', { timeout: 2_000 });
  }).toPass();
  await page
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .first()
    .check();
  await expect(qr).toBeEnabled();
  await expect(qr).not.toHaveAttribute('aria-disabled', 'true');
});
