import { expect, test } from '@playwright/test';
import { EMAIL_MESSAGES as M } from '../../api/src/areas/emailSeries/contract.ts';
import { selectProduct, signIn, toast } from './support.ts';

// Email series (spec 002 §2.11, §5, §8; issue 30): an admin builds a series of two templates, is stopped by the
// duplicates rule until the second one's event type differs, finds the series with its two emails in the list and
// its templates in the Email Template List, and deletes it again (the suite shares one database).

test('an admin creates an email series with two templates past the duplicates rule, sees it listed, and deletes it', async ({ page }) => {
  const name = 'E2E webinar follow-ups';
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/email-series/list');
  await page.getByRole('button', { name: 'Create Series' }).click();

  await page.getByRole('textbox', { name: /^Name/ }).first().fill(name);
  const subform = page.getByRole('group', { name: /^Template / });
  const fill = async (template: string, eventType: string) => {
    await subform.getByRole('textbox', { name: /^Name/ }).fill(template);
    await subform.getByRole('textbox', { name: /^Subject/ }).fill(`${template} subject`);
    await subform.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Registration thank you' });
    await subform.getByRole('combobox', { name: /^Event Type/ }).selectOption(eventType);
  };
  await page.getByRole('button', { name: 'Add Template' }).click();
  await fill('Thanks, live', 'live');
  await page.getByRole('button', { name: 'Add Template' }).click();
  await fill('Thanks, webinar', 'live');
  await expect(page.getByText(M.duplicates)).toBeVisible();
  await subform.getByRole('combobox', { name: /^Event Type/ }).selectOption('webinar');
  await expect(page.getByText(M.duplicates)).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, M.seriesCreated)).toBeVisible();
  const row = page.getByRole('table', { name: 'Email series table' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('2');

  await page.goto('/email-series/email-template/list');
  await page.getByRole('textbox', { name: 'Search text' }).fill('Thanks, webinar');
  await expect(page.getByRole('row', { name: /Thanks, webinar/ })).toContainText(name);

  await page.goto('/email-series/list');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, M.seriesDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});
