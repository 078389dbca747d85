import { expect, type Page } from '@playwright/test';
import { ROLES } from '../../api/src/platform/auth/model.ts';

export const DEMO_PASSWORD = 'hive-demo-1';

/** The port of the BFF under test (the api listens on the next one). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);

/** The demo tenants (api/src/platform/db/seed.ts): the first label of the host name picks one (bff tenantOf). */
export const DEMO_TENANTS = ['demo', 'acme'] as const;
export type DemoTenant = (typeof DEMO_TENANTS)[number];

/** The web app of a tenant: `demo` on localhost, another on `<tenant>.localhost` (Chromium resolves it locally). */
export const tenantOrigin = (tenant: DemoTenant) => `http://${tenant === 'demo' ? '' : `${tenant}.`}localhost:${E2E_PORT}`;

export interface DemoUser {
  email: string;
  tenant: DemoTenant;
}

/** One user per role in every demo tenant, as the seed creates them. newhire@ (must change the password
 *  first) and inactive@ (signed out at once) are the auth spec's. */
export const DEMO_USERS: readonly DemoUser[] = DEMO_TENANTS.flatMap((tenant) =>
  ROLES.map((role) => ({ email: `${role}@${tenant}.test`, tenant })),
);

/** Signs in through the login form and waits until the app has left the login page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Picks a product on the Select Product grid. */
export async function selectProduct(page: Page, name: string): Promise<void> {
  await expect(page.getByText('Select Product')).toBeVisible();
  await page.getByRole('button', { name }).click();
}

/** After sign-in: the app, or first the Select Product grid of a user with several products (an admin, and since the
 *  dashboards marketing, field reps, analysts and compliance), where Hive is picked. */
export async function chooseHive(page: Page): Promise<void> {
  const grid = page.getByRole('heading', { name: 'Select Product' });
  // The app's header (the drawer itself is folded behind Open menu in a narrow window).
  const app = page.getByRole('banner');
  await expect(grid.or(app).first()).toBeVisible();
  if (await grid.isVisible()) await page.getByRole('button', { name: 'Hive', exact: true }).click();
  await expect(app).toBeVisible();
}

/** Signs in to Hive: the user's landing screen of it. */
export async function signInToHive(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password);
  await chooseHive(page);
}

/** Signs in to Hive and waits for the event list. */
export async function openEventList(page: Page, email = 'admin@demo.test'): Promise<void> {
  await signInToHive(page, email);
  await expect(page).toHaveURL(/\/events\/list/);
}

/** The toast with this title (Fluent mirrors toasts into an aria-live region too, so match the toast itself). */
export function toast(page: Page, text: string) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}
