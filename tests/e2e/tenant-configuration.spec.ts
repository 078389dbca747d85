import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { Api } from '../../api/src/app.ts';
import { useOwnStack } from './ownStack.ts';
import { chooseHive, DEMO_PASSWORD, toast } from './support.ts';

// Tenant Configuration (spec 002 §2.20, issue 15): a system admin changes the configuration in one browser, a signed-in
// user of another browser context sees it at their next navigation or action. This file starts its own stack (ownStack.ts:
// in-memory PGlite with the demo seed, the BFF serving the built web app, no hidden-fields cache), so nothing here
// reaches the other specs' database; what it changes is put back anyway.
const stack = useOwnStack();
const { owner } = stack;
let api: Api;
let origin: string;
test.beforeAll(() => {
  ({ api, origin } = stack);
});

async function login(page: Page, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await chooseHive(page);
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

test('a system admin turns the Venues flag off: a signed-in user loses Venues at their next navigation; the change is listed', async ({
  browser,
}) => {
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const user = await sessionOf(browser, 'user@demo.test');
  try {
    await expect(user.page.getByRole('link', { name: 'Venues' })).toBeVisible();
    await setVenuesFlag(admin.page, false);
    await expect(admin.page.getByTestId('configuration-change').first()).toContainText('Feature flag venuesEnabled: true → false');

    // Without a reload: the user's next navigation, once the loaded viewer is older than 5 s (VIEWER_FRESH_MS of
    // web/src/app/viewer.ts), reads it again; the Venues link they click is refused and leaves the drawer.
    await user.page.waitForTimeout(5_000);
    await user.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' }).click();
    await expect(user.page.getByRole('link', { name: 'Venues' })).toHaveCount(0);
    await expect(user.page).not.toHaveURL(/\/venues\/list/);
    // Nor is it reached by its address.
    await user.page.goto(`${origin}/venues/list`);
    await expect(user.page).not.toHaveURL(/\/venues\/list/);
  } finally {
    await setVenuesFlag(admin.page, true);
    await admin.context.close();
    await user.context.close();
  }
});

/** Marketing's grants as the seed has them, to put back after a test changed them. */
async function marketingGrants() {
  const roleId = (await owner<{ id: number }>(sql`select id from roles where tenant_id = 'demo' and role = 'marketing'`))[0]!.id;
  const original = await owner<{ entity_id: number; permission_id: number }>(
    sql`select entity_id, permission_id from role_permissions where role_id = ${roleId}`,
  );
  return {
    restore: () =>
      api.db.asOwner(async (tx) => {
        await tx.query(sql`delete from role_permissions where role_id = ${roleId}`);
        for (const g of original) {
          await tx.query(sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id)
            values ('demo', ${roleId}, ${g.entity_id}, ${g.permission_id})`);
        }
      }),
  };
}

test("a system admin copies the Admin role's permissions to Marketing: the marketing user gains Add Venue", async ({ browser }) => {
  const grants = await marketingGrants();
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
    await grants.restore();
    await admin.context.close();
    await marketing.context.close();
  }
});

test("a system admin revokes marketing's venue read: the signed-in marketing user's next action is refused", async ({ browser }) => {
  const grants = await marketingGrants();
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const marketing = await sessionOf(browser, 'marketing@demo.test');
  try {
    await marketing.page.goto(`${origin}/venues/list`);
    await expect(
      marketing.page
        .getByRole('table', { name: /venues/i })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();

    await openTenant(admin.page);
    await admin.page.getByRole('combobox', { name: 'Permissions role' }).selectOption({ label: 'Marketing' });
    await admin.page.getByRole('textbox', { name: 'Filter entities' }).fill('venue');
    const venue = admin.page.getByRole('combobox', { name: 'Venue permissions' });
    await expect(venue).toHaveText('read');
    await venue.click();
    // The open list of the dropdown: the only menu on the page.
    await admin.page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'read', exact: true }).click();
    await admin.page.keyboard.press('Escape');
    await expect(venue).toHaveText('None');
    await admin.page.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(toast(admin.page, 'Successfully updated permissions')).toBeVisible();

    // The marketing user's session goes on; the next search in the list open since before is refused. The search's
    // request answers 403 (the Forbidden page) and its new address is checked against the grants read again (the
    // guard's 'Access forbidden', back home): which comes first depends on the machine's load, and either leaves the
    // venues.
    await marketing.page.getByRole('textbox', { name: 'Search text' }).fill('Hall');
    await expect(marketing.page.getByText(/^Access forbidden$/i).first()).toBeVisible();
    await expect(marketing.page).not.toHaveURL(/\/venues\/list/);
  } finally {
    await grants.restore();
    await admin.context.close();
    await marketing.context.close();
  }
});

/** Whether the page shows `text`, as text or as a field's value. */
const shows = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      document.body.innerText.includes(wanted) ||
      [...document.querySelectorAll('input, textarea')].some((e) => (e as HTMLInputElement).value === wanted),
    text,
  );

test('a system admin hides the speaker e-mail from marketing: the marketing user no longer sees it in the list nor on the profile', async ({
  browser,
}) => {
  const [speaker] = await owner<{ id: number; email: string; first_name: string; last_name: string }>(
    sql`select id, email, first_name, last_name from speakers where tenant_id = 'demo' and email like '%@%' order by id limit 1`,
  );
  const admin = await sessionOf(browser, 'system-admin@demo.test');
  const marketing = await sessionOf(browser, 'marketing@demo.test');
  const speakers = () => marketing.page.getByRole('table', { name: 'Speakers table' });
  const openProfile = async () => {
    await marketing.page.goto(`${origin}/speaker/${speaker!.id}`);
    await expect(marketing.page.getByRole('region', { name: 'Speaker Information' })).toBeVisible();
  };
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
    await openProfile();
    await expect.poll(() => shows(marketing.page, speaker!.email)).toBe(true);

    await saveHidden(['email']);
    await expect(admin.page.getByTestId('configuration-change').first()).toContainText('Hidden fields speaker/marketing: none → email');

    await marketing.page.goto(`${origin}/speakers/list`);
    await expect(speakers().getByRole('row').nth(1)).toBeVisible();
    await expect(speakers().getByRole('cell').filter({ hasText: '@' })).toHaveCount(0);
    await openProfile();
    // The profile is there; the e-mail is nowhere on it.
    await expect(marketing.page.getByRole('heading', { name: `${speaker!.first_name} ${speaker!.last_name}`, level: 1 })).toBeVisible();
    expect(await shows(marketing.page, speaker!.email)).toBe(false);
  } finally {
    await saveHidden([]);
    await admin.context.close();
    await marketing.context.close();
  }
});

test('with Venues, Surveys, Registration pages and Speakers off, the screens still offered call nothing the service refuses', async ({
  browser,
}) => {
  const FLAGS = ['venuesEnabled', 'surveysEnabled', 'registrationPagesEnabled', 'speakersEnabled'];
  const setFlags = (value: boolean) =>
    owner(sql`update feature_flags set value = ${value} where tenant_id = 'demo' and id = any(${sql.param(FLAGS)}::text[])`);
  const [event] = await owner<{ id: number }>(
    sql`select id from events where tenant_id = 'demo' and venue_id is not null and type <> 'virtual' order by id limit 1`,
  );
  const [speaker] = await owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' order by id limit 1`);
  await setFlags(false);
  const admin = await sessionOf(browser, 'admin@demo.test');
  const failures: string[] = [];
  admin.page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    if (response.status() >= 400 || body?.errors?.length) {
      failures.push(`${admin.page.url()}: ${response.status()} ${body?.errors?.map((e) => e.message).join('; ')}`);
    }
  });
  try {
    // The drawer offers none of their screens.
    for (const name of ['Venues', 'Surveys', 'Responses', 'Registration Pages', 'Attendees', 'Speakers']) {
      await expect(admin.page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // The screens that use their calls as lookups: the event list (speakers, venues, survey templates), the event
    // form (survey and registration templates, an event's venue), a speaker's profile.
    for (const path of ['/events/list', `/event/edit/${event!.id}`, '/event/add', `/speaker/${speaker!.id}`]) {
      await admin.page.goto(`${origin}${path}`);
      await expect(admin.page).toHaveURL(new RegExp(`${path}$`));
      await admin.page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
  } finally {
    await setFlags(true);
    await admin.context.close();
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
