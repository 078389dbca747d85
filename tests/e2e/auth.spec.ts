import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, toast } from './support.ts';

test('a wrong password shows the server error text and stays on Login', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Demo Pharma/);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the login form validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('a new hire must change the password, then enters the app', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('newhire@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  const update = page.getByRole('button', { name: 'Update and Login' });
  await expect(update).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('different-pass');
  await update.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await update.click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Select Product')).toBeVisible();

  // The new password is the one that works from now on.
  await page.context().clearCookies();
  await signIn(page, 'newhire@demo.test', 'brand-new-pass');
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'marketing@demo.test');
  await expect(page).toHaveURL(/\/events\/list/);
  await page.getByRole('button', { name: /Marketing/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/login/);
});

test('an inactive speaker is signed out to the Speaker Inactivated page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('inactive@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/inactive-speaker/);
  await expect(toast(page, 'Your account is inactive. Please contact an admin to be granted Hive access.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Speaker Inactivated' })).toBeVisible();
  await expect(page.getByText('Please talk to an Admin to be granted access.')).toBeVisible();
  // Signed out: the app does not open.
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/(login|inactive-speaker)/);
});

test('the sign-in and reset forms say so when the server cannot be reached', async ({ page }) => {
  await page.goto('/login');
  // The BFF unreachable for these two operations only.
  await page.route('**/graphql', (route) => (/mutation LoginRoute(Login|Reset)Mutation\b/.test(route.request().postDataJSON()?.query ?? '')
    ? route.abort('connectionrefused') : route.fallback()));
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Unable to login. Please try again.')).toBeVisible();
  await expect(toast(page, 'Network error')).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
