import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { useOwnStack } from './ownStack.ts';
import { selectProduct, toast } from './support.ts';

// User Management (areas/users). The e-mailed set-up and reset links are read from the outbox of the database, so this
// file runs on a stack of its own (ownStack.ts). Each test works on users no other test here touches.
const stack = useOwnStack();

async function signInAsAdmin(page: Page) {
  await stack.signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
}

/** User Management searched for `text`; its table. */
async function openUsers(page: Page, text: string) {
  await page.goto(`${stack.origin}/users/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: text }))}`);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  return page.getByRole('table', { name: 'Users table' });
}

/** The row of the user with this e-mail (after openUsers). */
const rowOf = (page: Page, email: string) => page.getByRole('table', { name: 'Users table' }).getByRole('row').filter({ hasText: email });

/** Fills the user form (and picks the record of a Speaker or Field Rep role through its search), then saves. */
async function fillUser(
  page: Page,
  user: { first: string; last: string; email: string; role: string; record?: { name: string; label: string }; setup?: boolean },
) {
  await page.goto(`${stack.origin}/users/list`);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/user\/add$/);
  await page.getByRole('textbox', { name: 'First Name' }).fill(` ${user.first} `);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(user.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('User Role').selectOption({ label: user.role });
  if (user.record) {
    await expect(page.getByRole('checkbox', { name: 'Recieve New Attendee Email Notifications' })).toHaveCount(0);
    await page.getByRole('combobox', { name: user.record.label }).pressSequentially(user.record.name);
    await page.getByRole('listbox').getByRole('option', { name: user.record.name }).first().click();
  }
  if (user.setup) await page.getByRole('checkbox', { name: 'Setup Password Login' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Opens the e-mailed link, chooses the password and signs in with it. */
async function completeSetup(page: Page, email: string, password: string) {
  const token = await stack.linkTokenOf(email);
  await page.context().clearCookies();
  await page.goto(`${stack.origin}/reset-password?token=${token}`);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(toast(page, 'Your password has been changed. Please sign in with the new password.')).toBeVisible();
  await stack.signIn(page, email, password);
}

test('an admin creates a speaker user and a field-rep user with their records; each sets up a password by e-mail and signs in', async ({
  page,
}) => {
  const [speaker] = await stack.owner<{ name: string }>(sql`select concat_ws(' ', first_name, last_name) as name from speakers s
    where tenant_id = 'demo' and status = 'active' and not exists (select 1 from users u where u.speaker_id = s.id) order by id limit 1`);
  const [rep] = await stack.owner<{ name: string }>(sql`select name from field_reps f
    where tenant_id = 'demo' and not exists (select 1 from users u where u.field_rep_id = f.id) order by id limit 1`);
  expect(speaker && rep).toBeTruthy();

  await signInAsAdmin(page);

  // The form's own rules before anything is sent.
  await page.goto(`${stack.origin}/user/add`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toHaveCount(2);
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByText('User role is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
  await expect(page.getByLabel('User Role').locator('option', { hasText: 'System Admin' })).toHaveCount(0);

  for (const user of [
    {
      first: 'Sam',
      last: 'Speaker',
      email: 'e2e-speaker-user@demo.test',
      role: 'Speaker',
      record: { name: speaker!.name, label: 'Speaker Record' },
    },
    {
      first: 'Rae',
      last: 'Rep',
      email: 'e2e-rep-user@demo.test',
      role: 'Field Rep',
      record: { name: rep!.name, label: 'Field Rep Record' },
    },
  ]) {
    await fillUser(page, { ...user, setup: true });
    await expect(toast(page, 'Successfully created a new user')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/list/);
  }

  // The list shows them with their role names; the edit screen offers Setup Password (no password yet).
  const table = await openUsers(page, 'e2e-');
  await expect(rowOf(page, 'e2e-rep-user@demo.test')).toContainText('Field Rep');
  await expect(rowOf(page, 'e2e-speaker-user@demo.test')).toContainText('Speaker');
  await expect(page.getByText('Page 1 of 1 (2 users)')).toBeVisible();
  await table.getByRole('button', { name: 'Edit Rae Rep' }).click();
  await expect(page).toHaveURL(/\/user\/edit\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Field Rep Record' })).toHaveValue(rep!.name);
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Setup Password' })).toBeEnabled();

  await completeSetup(page, 'e2e-rep-user@demo.test', 'rep-chosen-pass');
  await expect(page).toHaveURL(/\/events\/list/);
  await completeSetup(page, 'e2e-speaker-user@demo.test', 'speaker-chosen-pass');
  await expect(page).not.toHaveURL(/\/login|reset-password/);
});

test('a deleted user’s e-mail created again restores that user and opens their edit screen', async ({ page }) => {
  const email = 'e2e-restored@demo.test';
  await signInAsAdmin(page);
  await fillUser(page, { first: 'Rita', last: 'Stored', email, role: 'Marketing' });
  await expect(toast(page, 'Successfully created a new user')).toBeVisible();
  const [made] = await stack.owner<{ id: number }>(sql`select id from users where email = ${email}`);

  await openUsers(page, email);
  await rowOf(page, email).getByRole('button', { name: 'Delete Rita Stored' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('Are you sure you want to delete the user Rita Stored?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted the user')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);

  await fillUser(page, { first: 'Rita', last: 'Back', email, role: 'User' });
  await expect(toast(page, `User with email ${email} was restored.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/edit/${made!.id}$`));
  await expect(page.getByText(`ID: ${made!.id}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Back');
  await expect(page.getByLabel('User Role')).toHaveValue('USER');
});

test('inactivating and reactivating a speaker user asks first, then says so and marks the row', async ({ page }) => {
  const email = 'speaker@demo.test';
  await signInAsAdmin(page);
  await openUsers(page, email);
  const row = rowOf(page, email);
  await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);

  // Cancel changes nothing.
  await row.getByRole('button', { name: 'Inactivate Speaker User' }).click();
  let dialog = page.getByRole('dialog', { name: 'Inactivate user' });
  await expect(dialog).toContainText('Are you sure you want to inactivate the user Speaker User?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Inactivate Speaker User' }).click();
  await dialog.getByRole('button', { name: 'Inactivate' }).click();
  await expect(toast(page, 'User inactivated successfully')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  const [stored] = await stack.owner<{ status: string }>(
    sql`select s.status from speakers s join users u on u.speaker_id = s.id where u.email = ${email}`,
  );
  expect(stored?.status).toBe('inactive');

  await row.getByRole('button', { name: 'Reactivate Speaker User' }).click();
  dialog = page.getByRole('dialog', { name: 'Reactivate user' });
  await expect(dialog).toContainText('Are you sure you want to reactivate the user Speaker User?');
  await dialog.getByRole('button', { name: 'Reactivate' }).click();
  await expect(toast(page, 'User reactivated successfully')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Inactivate Speaker User' })).toBeVisible();
});

test('leaving the user form with changes asks first: Discard leaves without saving, Save saves', async ({ page }) => {
  const email = 'marketing@demo.test';
  await signInAsAdmin(page);
  await openUsers(page, email);
  await rowOf(page, email).getByRole('button', { name: 'Edit Marketing User' }).click();
  await expect(page).toHaveURL(/\/user\/edit\/\d+$/);

  const lastName = page.getByRole('textbox', { name: 'Last Name' });
  await lastName.fill('Discarded');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(dialog).toContainText('Are you sure you want to proceed without saving?');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/users\/list/);
  await openUsers(page, email);
  await expect(rowOf(page, email)).toContainText('Marketing');
  await expect(rowOf(page, email)).not.toContainText('Discarded');

  await rowOf(page, email).getByRole('button', { name: 'Edit Marketing User' }).click();
  await lastName.fill('Saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully updated the user')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);
  await openUsers(page, email);
  await expect(rowOf(page, email)).toContainText('Saved');
});

test('Reset Password e-mails a link (the button then shows a check, disabled) that sets the user’s password', async ({ page }) => {
  const email = 'program-analyst@demo.test';
  await signInAsAdmin(page);
  await openUsers(page, email);
  await rowOf(page, email).getByRole('button', { name: 'Edit Program Analyst User' }).click();
  // The user has a password: Reset, not Setup.
  await expect(page.getByRole('button', { name: 'Setup Password' })).toHaveCount(0);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await expect(reset.locator('svg')).toHaveCount(0);
  await reset.click();
  await expect(toast(page, `A link to set the password was sent to ${email}.`)).toBeVisible();
  await expect(reset).toBeDisabled();
  await expect(reset.locator('svg')).toHaveCount(1);

  await completeSetup(page, email, 'analyst-chosen-pass');
  await expect(page).not.toHaveURL(/\/login|reset-password/);
  // The old password no longer signs in.
  await page.context().clearCookies();
  await stack.submitLogin(page, email);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
