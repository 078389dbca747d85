import { expect, test, type Page } from '@playwright/test';
import { openEventList, toast } from './support.ts';

const stamp = Date.now().toString(36);
const NAME = `E2E-${stamp}`;
const TITLE = `Cardiology update ${stamp}`;

async function openEventsAsAdmin(page: Page) {
  await openEventList(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

test('an admin adds an event, finds it in the list and edits it', async ({ page }) => {
  await openEventsAsAdmin(page);

  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page).toHaveURL(/\/event\/add/);

  // Submitting the empty form shows the spec's validation texts.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByLabel('Program Name').fill('');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Program Name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('bad/name');
  await expect(page.getByText(/Name cannot include special characters/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await page.getByLabel('Program Name').fill(TITLE);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/list/);
  // The list opens at the top, and the toast covers none of its toolbar's buttons.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const note = await toast(page, 'Successfully created').boundingBox();
  for (const button of await page.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (!note || !box || box.y > 200) continue;
    const overlaps =
      box.x < note.x + note.width && note.x < box.x + box.width && box.y < note.y + note.height && note.y < box.y + box.height;
    expect(overlaps, `the toast covers ${await button.textContent()}`).toBe(false);
  }

  // The new row is found by searching; the search lands in the URL.
  await page.getByLabel('Search').fill(NAME);
  await expect(page).toHaveURL(/options=/);
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(TITLE);

  // Edit: Update stays disabled until something changes.
  await row.getByText(TITLE).click();
  await expect(page).toHaveURL(/\/event\/edit\/\d+/);
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Program Name').fill(`${TITLE} (revised)`);
  await expect(update).toBeEnabled();

  // Leaving with a change asks first; choosing Save saves and leaves.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You have made some changes')).toBeVisible();
  await expect(page.getByText('Please discard or save changes first')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully updated event')).toBeVisible();

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: NAME }))}`);
  await expect(page.getByRole('row').filter({ hasText: `${TITLE} (revised)` })).toHaveCount(1);
});

/** Opens Edit Event of DP-1000 from the list (not synced from Veeva, so its fields are editable). */
async function editDp1000(page: Page) {
  await openEventsAsAdmin(page);
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'DP-1000' }))}`);
  await page.getByRole('row').filter({ hasText: 'DP-1000' }).click();
  await expect(page).toHaveURL(/\/event\/edit\/\d+/);
}

test('leaving an edited event and discarding keeps the old values', async ({ page }) => {
  await editDp1000(page);
  const title = page.getByLabel('Program Name');
  const before = await title.inputValue();
  await title.fill(`${before} changed`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/events\/list/);
  await expect(page.getByRole('row').filter({ hasText: `${before} changed` })).toHaveCount(0);
});

test('Escape on the unsaved-changes dialog keeps the form and its edits; only Discard leaves', async ({ page }) => {
  await editDp1000(page);
  const title = page.getByLabel('Program Name');
  const edited = `${await title.inputValue()} kept`;
  await title.fill(edited);
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/event\/edit\/\d+/);
  await expect(title).toHaveValue(edited);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/events\/list/);
});

test('sorting and paging round-trip through the URL', async ({ page }) => {
  await openEventsAsAdmin(page);
  await expect(page.getByRole('row')).toHaveCount(11); // header + default page size 10
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ page: 2, itemsPerPage: 5 }))}`);
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(6);
});

test('marketing sees events read-only: no Add Event, a row click opens the event read-only, not its edit', async ({ page }) => {
  await openEventList(page, 'marketing@demo.test');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/event\/view\/\d+$/);
  await page.goto('/event/add');
  await expect(page).not.toHaveURL(/\/event\/add/);
});
