import { expect, test, type Page } from '@playwright/test';
import { DESIGN_MESSAGES as DM, EMAIL_MESSAGES as M } from '../../api/src/areas/emailSeries/contract.ts';
import { selectProduct, signIn, toast } from './support.ts';

// The designers (spec 002 §2.14, §8; issue 30): an admin makes a template, opens it in Designer V2 from Edit Email
// Template, adds a text block with a variable inserted at the cursor, sees it in the live preview and saves it (the
// service renders the blocks with MJML), then previews the real message by hand (the manual trigger) with the speaker's
// name in its place, and deletes the template again (the suite shares one database). The legacy builder saves HTML
// with a variable, and Designer V2 then warns before converting it.

/** Signs an admin in to Hive, adds a Speaker user added template named `name` and opens it in Edit Email Template. */
async function editNewTemplate(page: Page, name: string) {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/email-series/email-template/add');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Speaker user added' });
  await page.getByRole('textbox', { name: /^Subject/ }).fill(`${name} for you`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, M.templateCreated)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search text' }).fill(name);
  // The list as searched (its address written), then the row's Edit.
  await expect(page).toHaveURL(/searchQuery/);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
}

/** Deletes the template again from the list (the suite shares one database). */
async function deleteTemplate(page: Page, name: string) {
  await page.goto('/email-series/email-template/list');
  await page.getByRole('textbox', { name: 'Search text' }).fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, M.templateDeleted)).toBeVisible();
}

test('an admin designs a template in Designer V2 with a variable, saves it, and previews the rendered message', async ({ page }) => {
  const name = 'E2E designed welcome';
  await editNewTemplate(page, name);
  await page.getByRole('button', { name: 'Open Designer V2' }).click();
  await expect(page).toHaveURL(/\/email-template-designer-v2\?emailTemplateId=\d+/);

  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: 'Text' }).click();
  const text = page.getByRole('textbox', { name: /^Text/ });
  await text.fill('Hello , welcome aboard.');
  await text.press('Home');
  for (let i = 0; i < 'Hello '.length; i++) await text.press('ArrowRight');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: /^Speaker first name/ }).click();
  await expect(text).toHaveValue('Hello {{ speaker.firstName }}, welcome aboard.');
  // The preview follows the blocks before any save: the service's rendering, the variable as written.
  const designed = page.locator('iframe[title="Email preview"]').contentFrame();
  await expect(designed.getByText('Hello {{ speaker.firstName }}, welcome aboard.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, DM.saved)).toBeVisible();
  await expect(designed.getByText('welcome aboard', { exact: false })).toBeVisible();

  await page.goto('/email-manual-trigger');
  await page.getByRole('combobox', { name: /^Email Template/ }).pressSequentially(name);
  await page.getByRole('option', { name: new RegExp(`^${name} \\(`) }).click();
  const speaker = page.getByRole('combobox', { name: /^Speaker/ });
  await speaker.click();
  await page.getByRole('option').first().click();
  const chosen = (await speaker.inputValue()).split(' (')[0]!.trim();
  const [firstName] = chosen.replace(/^Dr\.? /, '').split(' ');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Email preview' });
  await expect(preview.locator('iframe').contentFrame().getByText(`Hello ${firstName}, welcome aboard.`)).toBeVisible();

  await deleteTemplate(page, name);
});

test('an admin writes HTML in the legacy designer, saves it, and Designer V2 then warns before converting it', async ({ page }) => {
  const name = 'E2E legacy welcome';
  await editNewTemplate(page, name);
  await page.getByRole('button', { name: 'Open designer', exact: true }).click();
  await expect(page).toHaveURL(/\/email-template-designer\?emailTemplateId=\d+/);
  const editor = page.getByRole('textbox', { name: 'Email HTML' });
  await editor.click();
  await page.keyboard.type('<p>Dear ');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: /^Speaker first name/ }).click();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(', we are glad you joined.</p>');
  await expect(editor).toContainText('<p>Dear {{ speaker.firstName }}, we are glad you joined.</p>');
  await expect(
    page.locator('iframe[title="Email preview"]').contentFrame().getByText('we are glad you joined', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, DM.saved)).toBeVisible();

  const id = new URL(page.url()).searchParams.get('emailTemplateId');
  await page.goto(`/email-template-designer-v2?emailTemplateId=${id}`);
  await expect(page.getByText(DM.legacyInV2)).toBeVisible();

  await deleteTemplate(page, name);
});
