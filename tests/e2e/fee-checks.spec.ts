import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, signInToHive, toast } from './support.ts';

// The Speaker Fee Calculator's checks (spec 002 §2.10) over the demo seed's checks; the fee structure stays as seeded.

const table = (page: Page) => page.getByRole('table', { name: 'Checks table' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
/** The text of one column (0-based) of every row shown. */
const column = (page: Page, index: number) =>
  bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

async function openCalculator(page: Page) {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  await page.getByRole('link', { name: 'Fee Calculator' }).click();
  await expect(page).toHaveURL(/\/calculator/);
  await expect(page.getByRole('heading', { name: 'Speaker Fee Calculator' })).toBeVisible();
}

/** Opens a row's menu and picks `item`. */
async function rowMenu(page: Page, row: number, item: string) {
  await bodyRows(page)
    .nth(row)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The Metadata dialog of the first row: its calculation lines (label, category, answer, math) and what follows. */
async function expectMetadata(page: Page) {
  await rowMenu(page, 0, 'Metadata');
  const dialog = page.getByRole('dialog', { name: 'Check metadata' });
  const lines = dialog.getByRole('table', { name: 'Calculation' }).locator('tbody tr');
  // The demo structure: Speaker tier adds, Program type multiplies, Audience size adds, Travel adds or is ignored.
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0).locator('td')).toHaveText(['Speaker tier', 'Honorarium', /^Tier \d: /, /^\+ \$[\d,]+\.\d\d$/]);
  await expect(lines.nth(1).locator('td')).toHaveText(['Program type', 'Program', /^(Live|Virtual)$/, /^x \d+ %$/]);
  await expect(dialog.getByText(/^(Calculated amount|Override amount)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an admin sorts the checks by amount, searches a speaker, reads a check’s metadata, exports and deletes one', async ({ page }) => {
  await openCalculator(page);
  await expect(bodyRows(page)).toHaveCount(10);
  for (const name of ['Edit Fee Structure', 'Set Speaker Fees', 'Calculate Check', 'Export']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }

  await table(page).getByRole('columnheader', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sortBy%22%3A%22amount/);
  await expect(table(page).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (amounts: number[]) => amounts.every((amount, i) => i === 0 || amounts[i - 1]! <= amount);
  await expect.poll(async () => ascending((await column(page, 3)).map(dollars))).toBe(true);
  // Then the dearest first: the first page of each order differs (the cheapest page may hold one amount only: the
  // dashboards' seed adds many checks of the demo's lowest fee).
  const cheapest = dollars((await column(page, 3))[0]!);
  await table(page).getByRole('columnheader', { name: 'Amount' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  const descending = (amounts: number[]) => amounts.every((amount, i) => i === 0 || amounts[i - 1]! >= amount);
  await expect
    .poll(async () => {
      const amounts = (await column(page, 3)).map(dollars);
      return descending(amounts) && amounts[0]! > cheapest;
    })
    .toBe(true);

  // A speaker's checks: every row shown matches the search.
  const [lastName] = await column(page, 1);
  await page.getByRole('textbox', { name: 'Search text' }).fill(lastName!);
  await expect.poll(async () => (await column(page, 1)).every((last) => last === lastName)).toBe(true);
  const shown = await bodyRows(page).count();
  expect(shown).toBeGreaterThan(0);
  const total = page.getByText(/\([\d,]+ checks?\)$/);
  const found = await total.textContent();
  const count = (text: string | null) => Number(/\(([\d,]+) checks?\)$/.exec(text ?? '')![1]!.replaceAll(',', ''));

  await expectMetadata(page);

  // The export: a real XLSX of the rows the table finds, in its order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^checks-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet: unknown[][] = [];
  workbook.getWorksheet('Checks')!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
  expect(sheet[0]).toEqual(['First', 'Last', 'Event', 'Amount (USD)', 'Created']);
  const [firsts, lasts, events, shownAmounts] = await Promise.all([0, 1, 2, 3].map((i) => column(page, i)));
  // Every check found (a speaker may have more than a page: the dashboards' seed adds many), the page's first.
  expect(sheet.length - 1).toBe(count(found));
  expect(sheet.slice(1, shown + 1).map((r) => r.slice(0, 4))).toEqual(
    firsts!.map((first, i) => [first, lasts![i], events![i], dollars(shownAmounts![i]!)]),
  );

  // Delete after the question: the row leaves the table (the event may have another check: one fewer).
  const event = events![0]!;
  const checksOfEvent = await table(page).getByRole('cell', { name: event, exact: true }).count();
  await rowMenu(page, 0, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete check' });
  await expect(dialog).toContainText('Are you sure you want to delete this check?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
  // One check fewer (a speaker with more checks than a page still fills it).
  await expect.poll(async () => count(await total.textContent())).toBe(count(found) - 1);
  await expect(bodyRows(page)).toHaveCount(Math.min(shown, count(found) - 1));
  await expect(table(page).getByRole('cell', { name: event, exact: true })).toHaveCount(checksOfEvent - 1);
});

test('a compliance user opening the event list lands on the calculator: the checks, export and metadata, nothing to change', async ({
  page,
}) => {
  await signInToHive(page, 'sfc-compliance@demo.test');
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { name: 'Speaker Fee Calculator' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  for (const name of ['Edit Fee Structure', 'Set Speaker Fees', 'Calculate Check']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Metadata', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectMetadata(page);
});

test('the event list’s Calculate Check opens the calculator with its dialog; closing it leaves the address without the event', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  await page
    .getByRole('table', { name: 'Events table' })
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Calculate Check', exact: true }).click();
  await expect(page).toHaveURL(/\/calculator\?eventId=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'Calculate Check' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(bodyRows(page).first()).toBeVisible();
});
