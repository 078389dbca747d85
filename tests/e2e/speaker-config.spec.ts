import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();
const GROUP = `Dietary Needs ${stamp}`;

async function openConfig(page: Page) {
  await signIn(page, 'system-admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  // No drawer item leads there: the speaker list's toolbar does, for the system admin.
  await page.goto('/speakers/list');
  await page.getByRole('toolbar', { name: 'Speaker actions' }).getByRole('button', { name: 'Custom Profile Fields' }).click();
  await expect(page).toHaveURL(/\/speakers\/config$/);
  await expect(page.getByRole('heading', { name: 'Speaker Profile Custom Fields' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Attachments' })).toBeVisible();
}

const groupCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const fieldNames = (page: Page, group: string) =>
  page.getByRole('list', { name: `Fields of ${group}` }).getByRole('textbox', { name: 'Field name' });
const namesOf = (page: Page, group: string) =>
  fieldNames(page, group).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

test('the system admin adds a group with two fields, moves one, saves and finds it after a reload; then deletes it', async ({ page }) => {
  await openConfig(page);
  await expect(save(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Add Group' }).click();
  const fresh = groupCard(page, 'New group');
  // An empty name is refused and focused.
  await save(page).click();
  await expect(fresh.getByText('Group name is required')).toBeVisible();
  await expect(fresh.getByRole('textbox', { name: 'Group name' })).toBeFocused();
  await fresh.getByRole('textbox', { name: 'Group name' }).fill(GROUP);

  const group = groupCard(page, GROUP);
  await group.getByRole('button', { name: `Add Field to ${GROUP}` }).click();
  await group.getByRole('button', { name: `Add Field to ${GROUP}` }).click();
  await fieldNames(page, GROUP).nth(0).fill('Allergies');
  await fieldNames(page, GROUP).nth(1).fill('Meals per day');
  await group.getByRole('combobox', { name: 'Field type' }).nth(1).selectOption('Number');
  await group.getByRole('button', { name: 'Move Meals per day up' }).click();
  await group.getByRole('combobox', { name: 'Hidden User Roles' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Field Rep' }).click();
  await page.keyboard.press('Escape');
  await save(page).click();
  await expect(toast(page, 'Successfully updated custom profile fields')).toBeVisible();
  await expect(save(page)).toBeDisabled();

  await page.reload();
  await expect(groupCard(page, GROUP)).toBeVisible();
  await expect.poll(() => namesOf(page, GROUP)).toEqual(['Meals per day', 'Allergies']);
  await expect(groupCard(page, GROUP).getByRole('combobox', { name: 'Field type' }).first()).toHaveValue('NUMBER');
  await expect(groupCard(page, GROUP).getByRole('combobox', { name: 'Hidden User Roles' })).toHaveText('Field Rep');

  // Deleting asks first; Save Changes removes it.
  await groupCard(page, GROUP)
    .getByRole('button', { name: `Delete group ${GROUP}` })
    .click();
  const question = page.getByRole('dialog', { name: 'Delete group' });
  await expect(question).toContainText(`The group ${GROUP} and its fields will be deleted`);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(groupCard(page, GROUP)).toBeHidden();
  await save(page).click();
  await expect(toast(page, 'Successfully updated custom profile fields')).toBeVisible();
  await page.reload();
  await expect(groupCard(page, 'Attachments')).toBeVisible();
  await expect(groupCard(page, GROUP)).toHaveCount(0);
});

test('Reset discards the changes; leaving with changes asks first', async ({ page }) => {
  await openConfig(page);
  const before = await namesOf(page, 'Travel Preferences');
  expect(before.length).toBeGreaterThan(1);
  await fieldNames(page, 'Travel Preferences').first().fill('Renamed in the e2e test');
  await groupCard(page, 'Travel Preferences').getByRole('button', { name: 'Move Down Travel Preferences' }).click();
  await expect(save(page)).toBeEnabled();

  // Leaving inside the app (the screen was opened by its address: Back would leave the app itself).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Speakers' }).click();
  const leave = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/speakers\/config/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => namesOf(page, 'Travel Preferences')).toEqual(before);
  await expect(save(page)).toBeDisabled();
  await page.reload();
  await expect.poll(() => namesOf(page, 'Travel Preferences')).toEqual(before);
});

test('the locked groups can be neither renamed nor deleted; the screen fits 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openConfig(page);
  for (const name of ['Attachments', 'Speaker Bio']) {
    const group = groupCard(page, name);
    await expect(group.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(group.getByRole('textbox', { name: 'Group name' })).toHaveCount(0);
    await expect(group.getByRole('button', { name: /^Delete group/ })).toHaveCount(0);
    await expect(group.getByRole('button', { name: /^Add Field/ })).toHaveCount(0);
    for (const input of await group.getByRole('textbox', { name: 'Field name' }).all()) await expect(input).toBeDisabled();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('an admin (not the system admin) is not offered the screen and is refused it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  await page.goto('/speakers/list');
  const toolbar = page.getByRole('toolbar', { name: 'Speaker actions' });
  await expect(toolbar.getByRole('button', { name: 'Add Speaker' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Custom Profile Fields' })).toHaveCount(0);
  await page.goto('/speakers/config');
  await expect(toast(page, 'Access forbidden')).toBeVisible();
  await expect(page).not.toHaveURL(/\/speakers\/config/);
  await expect(page.getByRole('heading', { name: 'Speaker Profile Custom Fields' })).toHaveCount(0);
});
