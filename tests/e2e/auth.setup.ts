import { test as setup } from '@playwright/test';
import { DEMO_USERS, signIn, storageStateOf, tenantOrigin } from './support.ts';

// Every demo user signs in once through the login form; specs reuse the saved state (`test.use({ storageState })`).
for (const user of DEMO_USERS) {
  setup.describe(() => {
    setup.use({ baseURL: tenantOrigin(user.tenant) });
    setup(`sign in ${user.email}`, async ({ page }) => {
      await signIn(page, user.email);
      await page.context().storageState({ path: storageStateOf(user) });
    });
  });
}
