import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApi, type Api } from '../../api/src/app.ts';
import { createBff } from '../../bff/src/server.ts';
import { DEMO_PASSWORD, toast } from './support.ts';

// Tenant Configuration (spec 002 §2.20, issue 15): a system admin changes the configuration in one browser, a signed-in
// user of another browser context sees it at their next page load. This file starts its own stack (in-memory PGlite
// with the demo seed, the BFF serving the built web app, no hidden-fields cache), so nothing here reaches the other
// specs' database; what it changes is put back anyway.
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

async function login(page: Page, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (
    await page
      .getByText('Select Product')
      .isVisible({ timeout: 3000 })
      .catch(() => false)
  ) {
    await page.getByRole('button', { name: 'Hive' }).click();
  }
  await expect(page).not.toHaveURL(/\/login|\/$/);
}

/** A page of its own browser context (its own session). */
async function sessionOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

async function openTenant(page: Page) {
  await page.goto(`${origin}/tenant`);
  await expect(page.getByRole('heading', { name: 'Tenant Configuration' })).toBeVisible();
}

async function setVenuesFlag(page: Page, on: boolean) {
  await openTenant(page);
  const venues = page.getByRole('switch', { name: 'Venues' });
  if ((await venues.isChecked()) === on) return;
  await venues.click();
  await page.getByRole('button', { name: 'Save Feature Flags' }).click();
  await expect(toast(page, 'Updated feature flags. Please wait...')).toBeVisible();
  // The app reloads after about 1.5 s.
  await page.waitForEvent('load');
  await expect(page.getByRole('switch', { name: 'Venues' })).toBeChecked({ checked: on });
}

test('a system admin turns the Venues flag off: a signed-in user loses Venues at their next page load; the change is listed', async ({
  browser,
}) => {
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const user = await sessionOf(browser, 'user@demo.test');
  try {
    await expect(user.page.getByRole('link', { name: 'Venues' })).toBeVisible();
    await setVenuesFlag(admin.page, false);
    await expect(admin.page.getByTestId('configuration-change').first()).toContainText('Feature flag venuesEnabled: true → false');

    await user.page.goto(`${origin}/venues/list`);
    await expect(user.page).not.toHaveURL(/\/venues\/list/);
    await expect(user.page.getByRole('link', { name: 'Venues' })).toHaveCount(0);
  } finally {
    await setVenuesFlag(admin.page, true);
    await admin.context.close();
    await user.context.close();
  }
});

test("a system admin copies the Admin role's permissions to Marketing: the marketing user gains Add Venue", async ({ browser }) => {
  const roleId = (await owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' and role = 'marketing'`))[0]!.id;
  const original = await owner<{ entity_id: number; permission_id: number }>(
    sql`select entity_id, permission_id from role_permissions where role_id = ${roleId}`,
  );
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const marketing = await sessionOf(browser, 'marketing@demo.test');
  try {
    await marketing.page.goto(`${origin}/venues/list`);
    await expect(marketing.page.getByRole('table', { name: /venues/i })).toBeVisible();
    await expect(marketing.page.getByRole('button', { name: 'Add Venue' })).toHaveCount(0);

    await openTenant(admin.page);
    await admin.page.getByRole('combobox', { name: 'Permissions role' }).selectOption({ label: 'Marketing' });
    await admin.page.getByRole('combobox', { name: 'Copy From' }).selectOption({ label: 'Admin' });
    await admin.page.getByRole('textbox', { name: 'Filter entities' }).fill('venue');
    await expect(admin.page.getByRole('combobox', { name: 'Venue permissions' })).toHaveText(/create/);
    await admin.page.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(toast(admin.page, 'Successfully updated permissions')).toBeVisible();
    await expect(admin.page.getByTestId('configuration-change').first()).toContainText('Permissions marketing');

    await marketing.page.goto(`${origin}/venues/list`);
    await expect(marketing.page.getByRole('button', { name: 'Add Venue' })).toBeVisible();
  } finally {
    await api.db.asOwner(async (tx) => {
      await tx.query(sql`delete from role_permissions where role_id = ${roleId}`);
      for (const g of original) {
        await tx.query(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
          values ('demo', ${roleId}, ${g.entity_id}, ${g.permission_id})`);
      }
    });
    await admin.context.close();
    await marketing.context.close();
  }
});

test('a system admin hides the speaker e-mail from marketing: the marketing user no longer sees it', async ({ browser }) => {
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const marketing = await sessionOf(browser, 'marketing@demo.test');
  const speakers = () => marketing.page.getByRole('table', { name: 'Speakers table' });
  const saveHidden = async (fields: string[]) => {
    await openTenant(admin.page);
    await admin.page.getByRole('combobox', { name: 'Hidden fields role' }).selectOption({ label: 'Marketing' });
    await admin.page.getByRole('combobox', { name: 'Hidden fields entity' }).selectOption({ label: 'Speaker' });
    const dropdown = admin.page.getByRole('combobox', { name: 'Hidden fields', exact: true });
    await expect(dropdown).toBeEnabled();
    await dropdown.click();
    // Fluent's multi-select lists its fields as a menu of checkable items.
    const menu = admin.page.getByRole('menu', { name: 'Hidden fields' });
    await expect(menu.getByRole('menuitemcheckbox', { name: 'email', exact: true })).toBeVisible();
    for (const item of await menu.getByRole('menuitemcheckbox').all()) {
      const name = (await item.textContent())?.trim() ?? '';
      if (fields.includes(name) !== ((await item.getAttribute('aria-checked')) === 'true')) await item.click();
    }
    await admin.page.keyboard.press('Escape');
    await admin.page.getByRole('button', { name: 'Save Hidden Fields' }).click();
    await expect(toast(admin.page, 'Successfully updated entity hidden fields')).toBeVisible();
  };
  try {
    await marketing.page.goto(`${origin}/speakers/list`);
    await expect(speakers().getByRole('row').nth(1)).toBeVisible();
    await expect(speakers().getByRole('cell').filter({ hasText: '@' }).first()).toBeVisible();

    await saveHidden(['email']);
    await expect(admin.page.getByTestId('configuration-change').first()).toContainText('Hidden fields speaker/marketing: none → email');

    await marketing.page.goto(`${origin}/speakers/list`);
    await expect(speakers().getByRole('row').nth(1)).toBeVisible();
    await expect(speakers().getByRole('cell').filter({ hasText: '@' })).toHaveCount(0);
  } finally {
    await saveHidden([]);
    await admin.context.close();
    await marketing.context.close();
  }
});

test('the screen is SystemAdmin only: an admin is not offered Tenant Configuration', async ({ browser }) => {
  const admin = await sessionOf(browser, 'admin@demo.test');
  try {
    await expect(admin.page.getByRole('link', { name: 'Tenant Configuration' })).toHaveCount(0);
    await admin.page.goto(`${origin}/tenant`);
    await expect(admin.page).not.toHaveURL(/\/tenant$/);
  } finally {
    await admin.context.close();
  }
});
