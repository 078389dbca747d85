import { expect, test } from '@playwright/test';
import { useOwnStack } from './ownStack.ts';
import { chooseHive, DEMO_PASSWORD, signIn, signInToHive, toast } from './support.ts';

test('a wrong password shows the server error text and stays on Login', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Demo Pharma/);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // Another form (Reset Password) does not carry the sign-in's message over.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
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
  // The current (temporary) password is asked again: the service needs it to change the password.
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await update.click();
  await expect(page.getByText('Current password cannot be empty')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('not-the-password');
  await update.click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(DEMO_PASSWORD);
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
  await signInToHive(page, 'marketing@demo.test');
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
  // A way back to sign in (issue 28 #19); single sign-on buttons only once the tenant configures it.
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Corporate Login|Login with Okta/ })).toHaveCount(0);
  // Signed out: the app does not open.
  await page.goto('/events/list');
  await expect(page).toHaveURL(/\/(login|inactive-speaker)/);
});

test('the sign-in and reset forms say so when the server cannot be reached', async ({ page }) => {
  await page.goto('/login');
  // The BFF unreachable for these two operations only.
  await page.route('**/graphql', (route) =>
    /mutation LoginRoute(Login|Reset)Mutation\b/.test(route.request().postDataJSON()?.query ?? '')
      ? route.abort('connectionrefused')
      : route.fallback(),
  );
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

// The reset e-mail's link is read from the outbox of the database: these tests run on a stack of their own
// (ownStack.ts), where the outbox is one query away.
test.describe('password reset by an e-mailed link', () => {
  const stack = useOwnStack();

  test('the link sets a new password once; the old one works until then', async ({ page }) => {
    const email = 'field-rep@demo.test';
    await page.goto(`${stack.origin}/login`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset. Please check your email for a temporary password.')).toBeVisible();
    const token = await stack.linkTokenOf(email);

    // Asking for a reset locks no one out: the current password still signs in.
    await stack.signIn(page, email);
    await chooseHive(page);
    await expect(page).toHaveURL(/\/events\/list/);
    await page.context().clearCookies();

    await page.goto(`${stack.origin}/reset-password?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Demo Pharma' })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(`${stack.origin}/reset-password`);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('chosen-by-link');
    await page.getByLabel('Confirm New Password').fill('chosen-by-lnik');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('chosen-by-link');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Your password has been changed. Please sign in with the new password.')).toBeVisible();

    // The new password signs in; the old one no longer does.
    await stack.signIn(page, email, 'chosen-by-link');
    await expect(page).toHaveURL(/\/events\/list/);
    await page.context().clearCookies();
    await stack.submitLogin(page, email);
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    // The link works once.
    await page.goto(`${stack.origin}/reset-password?token=${token}`);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-password');
    await page.getByLabel('Confirm New Password').fill('another-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password/);
  });

  test('a link without a token says so and leads back to Login', async ({ page }) => {
    await page.goto(`${stack.origin}/reset-password`);
    await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
