import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { expect, test, type Page } from '@playwright/test';
import { pdfLines } from '../../api/src/__tests__/pdfText.ts';
import { openEventList, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();
const dir = mkdtempSync(join(tmpdir(), 'hive-e2e-import-'));

/** Picks the first event the dialog's Event search offers and answers its label. */
async function pickEvent(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Event' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? '';
  await option.click();
  return label;
}

test('an admin imports a CSV with two bad rows, exports the failed rows and prints the sign-in sheet', async ({ page, context }) => {
  test.setTimeout(120_000);
  const csv = [
    'First Name,Last Name,Email,City,Email_Subscribe',
    `Ada,Import${stamp},ada-${stamp}@example.com,Boston,TRUE`,
    // Missing last name: refused in the browser.
    `=HYPERLINK("http://evil.example"),,bad-${stamp}@example.com,Boston,1`,
    `"Bo ""Quoted""",Import${stamp},bo-${stamp}@example.com,"Austin, TX",0`,
    // Not an e-mail: refused by the service.
    `Cy,Import${stamp},not-an-email,Austin,`,
    'lonely-cell',
  ].join('\n');
  const file = join(dir, 'attendees.csv');
  writeFileSync(file, csv);

  await openEventList(page);
  await page.goto('/attendees/list');
  await expect(page.getByRole('heading', { name: 'Attendee Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Attendees' });
  await expect(dialog).toBeVisible();

  // Without a file nothing can be sent; without an event the spec's message.
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByRole('group', { name: 'Column mapping' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'first_name' })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'email_subscribe' })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Please select an event')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Event' })).toBeFocused();
  await pickEvent(page);
  await dialog.getByRole('combobox', { name: 'Default status' }).selectOption('REGISTERED');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  const some = 'Some attendees were not imported. Please review the list and export failed attendees.';
  await expect(dialog.getByText(some)).toBeVisible();
  await expect(toast(page, some)).toBeVisible();
  const results = dialog.getByRole('table', { name: 'Import results' });
  await expect(results.getByRole('row').filter({ hasText: 'Row 3 is invalid or missing required fields: last_name' })).toContainText(
    'Failed',
  );
  await expect(results.getByRole('row').filter({ hasText: 'Invalid email format' })).toContainText('5');
  await expect(results.getByRole('row').filter({ hasText: 'Imported' })).toHaveCount(2);
  await expect(dialog.getByText('Imported: 2 · Not imported: 2')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export failed attendees' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('failed-attendees.csv');
  const failed = Papa.parse<string[]>(await readFile(await download.path(), 'utf8')).data.filter((r) => r.length > 1);
  expect(failed[0]).toEqual(['First Name', 'Last Name', 'Email', 'City', 'Email_Subscribe', 'error']);
  expect(failed.slice(1).map((r) => r[5])).toEqual(['Row 3 is invalid or missing required fields: last_name', 'Invalid email format']);
  // A formula comes back quoted: a spreadsheet shows it as text.
  expect(failed[1]![0]).toBe(`'=HYPERLINK("http://evil.example")`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The list shows the imported attendees.
  await page.getByRole('textbox', { name: 'Search text' }).fill(`Import${stamp}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Ada' })
      .filter({ hasText: `Import${stamp}` }),
  ).toBeVisible();

  // Generate Event Sign-in Form: the PDF names an imported attendee; its first page rendered by Chromium.
  await page.getByRole('button', { name: 'Sign-in Form' }).click();
  const sheet = page.getByRole('dialog', { name: 'Generate Event Sign-in Form' });
  await expect(sheet.getByRole('combobox', { name: 'Template' })).toHaveValue('standard');
  await sheet.getByRole('button', { name: 'Generate' }).click();
  await expect(sheet.getByText('Please select an event')).toBeVisible();
  await expect(sheet.getByRole('combobox', { name: 'Event' })).toBeFocused();
  await pickEvent(page);
  await sheet.getByRole('textbox', { name: 'Products Discussed' }).fill('Cardiozen');
  await sheet.getByRole('spinbutton', { name: 'Extra Pages' }).fill('1');
  await sheet.getByRole('spinbutton', { name: 'Extra Pages' }).press('Tab');
  const [request] = await Promise.all([
    context.waitForEvent('request', (r) => r.url().includes('/download/pdf')),
    sheet.getByRole('button', { name: 'Generate' }).click(),
  ]);
  expect(request.url()).toMatch(/template=standard&productsDiscussed=Cardiozen&blankPages=1/);
  const response = await page.request.get(request.url());
  expect(response.status()).toBe(200);
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const lines = pdfLines(pdf.toString('latin1'));
  expect(lines).toContain(`Ada Import${stamp}`);
  expect(lines).toContain('Products Discussed: Cardiozen');
  expect(lines.some((l) => /^Page 1 of \d+$/.test(l))).toBe(true);

  const pdfFile = join(dir, 'sign-in.pdf');
  writeFileSync(pdfFile, pdf);
  const viewer = await context.newPage();
  await viewer.setViewportSize({ width: 900, height: 1200 });
  await viewer.goto(`file://${pdfFile}`).catch(() => undefined);
  await viewer.waitForTimeout(2000);
  await viewer.screenshot({ path: process.env.SIGN_IN_PNG ?? join(dir, 'sign-in-page-1.png') });
  await viewer.close();
});
