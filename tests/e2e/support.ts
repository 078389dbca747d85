import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'hive-demo-1';

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

/** Signs in and waits for the event list; an admin (several products) picks Hive first. */
export async function openEventList(page: Page, email = 'admin@demo.test'): Promise<void> {
  await signIn(page, email);
  if (email.startsWith('admin@')) await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
}

/** The toast with this title (Fluent mirrors toasts into an aria-live region too, so match the toast itself). */
export function toast(page: Page, text: string) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}
