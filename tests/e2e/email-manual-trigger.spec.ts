import { expect, test } from '@playwright/test';
import { EMAIL_MESSAGES as M } from '../../api/src/areas/emailSeries/contract.ts';
import { selectProduct, signIn, toast } from './support.ts';

// Email Manual Trigger and Sent mail (spec 002 §2.13, §5, §8; issue 30): a system admin sends the speaker portal's
// welcome e-mail to a speaker by hand (the screen asks for what the template's type needs, previews the real message),
// and reads it in the built-in mailbox once the delivery worker has put it there. The suite's stack has no SMTP_URL.

test('a system admin previews and sends an e-mail by hand, then reads it as sent in Sent Mail', async ({ page }) => {
  await signIn(page, 'system-admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/email-series/list');
  await page.getByRole('button', { name: 'Send an Email' }).click();
  await expect(page.getByRole('heading', { name: 'Send an Email' })).toBeVisible();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(M.templateNameRequired)).toBeVisible();
  await page.getByRole('combobox', { name: /^Email Template/ }).pressSequentially('Welcome');
  await page.getByRole('option', { name: /^Welcome to the speaker portal \(/ }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please select Speaker to send this email')).toBeVisible();

  const speaker = page.getByRole('combobox', { name: /^Speaker/ });
  await speaker.click();
  await page.getByRole('option').first().click();
  const chosen = (await speaker.inputValue()).split(' (')[0]!.trim();
  const [firstName] = chosen.replace(/^Dr\.? /, '').split(' ');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Email preview' });
  await expect(preview).toContainText('Your speaker portal account');
  await expect(preview.locator('iframe').contentFrame().getByText(`Dear ${firstName}`, { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Email sent.')).toBeVisible();

  // The worker delivers within moments: the list shows the message as Sent once it has (the list reads on each visit).
  await page.goto('/sent-mail');
  await page.getByRole('textbox', { name: 'Search text' }).fill('Your speaker portal account');
  await page.waitForURL(/searchQuery/);
  // The manual send's row: a speaker user added elsewhere in the suite gets the automatic one of the same subject.
  const row = page
    .getByRole('table', { name: 'Sent mail table' })
    .getByRole('row', { name: /Your speaker portal account/ })
    .filter({ hasText: 'manual:speaker-user-added' })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('manual:speaker-user-added');

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your speaker portal account');
  await expect(dialog.locator('iframe').contentFrame().getByText(`Dear ${firstName}`, { exact: false })).toBeVisible();
});
