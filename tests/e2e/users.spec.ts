import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApi, type Api } from '../../api/src/app.ts';
import { createBff } from '../../bff/src/server.ts';
import { selectProduct, toast } from './support.ts';

// User Management (areas/users). The set-up e-mail's link is read from the outbox of the database, so this file starts
// the stack in the test process as the password-reset tests of auth.spec.ts do (the REST service on an in-memory
// PGlite with the demo seed, the BFF serving the built web app).
let api: Api;
let bff: FastifyInstance;
let origin: string;

test.beforeAll(async () => {
  api = await createApi({ dataDir: 'memory://', seed: true });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  bff = await createBff({ apiUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, webDist: process.env.WEB_DIST });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${(bff.server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await bff?.close();
  await api?.close();
});

const owner = <T>(query: ReturnType<typeof sql>) => api.db.asOwner((tx) => tx.query<T>(query));

/** The token of the newest link e-mailed to `email`; the e-mail carries no password. */
async function linkTokenOf(email: string): Promise<string> {
  const [mail] = await owner<{ body: string }>(sql`select body from email_outbox where to_email = ${email} order by id desc limit 1`);
  expect(mail?.body).not.toMatch(/password:\s*\S/i);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  expect(token, `a set-up link in the e-mail to ${email}`).toBeTruthy();
  return token!;
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills the user form and picks the record of a Speaker or Field Rep role through its search. */
async function addUser(
  page: Page,
  user: { first: string; last: string; email: string; role: string; record: string; recordLabel: string },
) {
  await page.goto(`${origin}/users/list`);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/user\/add$/);
  await page.getByRole('textbox', { name: 'First Name' }).fill(` ${user.first} `);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(user.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('User Role').selectOption({ label: user.role });
  await expect(page.getByRole('checkbox', { name: 'Recieve New Attendee Email Notifications' })).toHaveCount(0);
  await page.getByRole('combobox', { name: user.recordLabel }).pressSequentially(user.record);
  await page.getByRole('listbox').getByRole('option', { name: user.record }).first().click();
  await page.getByRole('checkbox', { name: 'Setup Password Login' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully created a new user')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);
}

/** Opens the e-mailed link, chooses the password and signs in with it. */
async function completeSetup(page: Page, email: string, password: string) {
  const token = await linkTokenOf(email);
  await page.context().clearCookies();
  await page.goto(`${origin}/reset-password?token=${token}`);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(toast(page, 'Your password has been changed. Please sign in with the new password.')).toBeVisible();
  await login(page, email, password);
}

test('an admin creates a speaker user and a field-rep user with their records; each sets up a password by e-mail and signs in', async ({
  page,
}) => {
  const [speaker] = await owner<{ name: string }>(sql`select concat_ws(' ', first_name, last_name) as name from speakers s
    where tenant_id = 'demo' and status = 'active' and not exists (select 1 from users u where u.speaker_id = s.id) order by id limit 1`);
  const [rep] = await owner<{ name: string }>(sql`select name from field_reps f
    where tenant_id = 'demo' and not exists (select 1 from users u where u.field_rep_id = f.id) order by id limit 1`);
  expect(speaker && rep).toBeTruthy();

  await login(page, 'admin@demo.test', 'hive-demo-1');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);

  // The form's own rules before anything is sent.
  await page.goto(`${origin}/user/add`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toHaveCount(2);
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByText('User role is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
  await expect(page.getByLabel('User Role').locator('option', { hasText: 'System Admin' })).toHaveCount(0);

  await addUser(page, {
    first: 'Sam',
    last: 'Speaker',
    email: 'e2e-speaker-user@demo.test',
    role: 'Speaker',
    record: speaker!.name,
    recordLabel: 'Speaker Record',
  });
  await addUser(page, {
    first: 'Rae',
    last: 'Rep',
    email: 'e2e-rep-user@demo.test',
    role: 'Field Rep',
    record: rep!.name,
    recordLabel: 'Field Rep Record',
  });

  // The list shows them with their role names; the edit screen offers Setup Password (no password yet).
  await page.goto(`${origin}/users/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'e2e-' }))}`);
  const table = page.getByRole('table', { name: 'Users table' });
  await expect(table.getByRole('row').filter({ hasText: 'e2e-rep-user@demo.test' })).toContainText('Field Rep');
  await expect(table.getByRole('row').filter({ hasText: 'e2e-speaker-user@demo.test' })).toContainText('Speaker');
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
