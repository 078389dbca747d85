import { vi } from 'vitest';
import { writeSession, type ProductValue } from '../app/session.ts';
import { loadApp, resetApp } from '../app/viewer.ts';

/**
 * Signs in as the app does (its viewer query answered through a stubbed `fetch`): the viewer whose guards and
 * permissions decide what a screen offers. The caller gives `fetch` back and calls `resetApp()` after the test.
 */
export async function signIn(product: ProductValue, permissions: Record<string, string[]>) {
  writeSession({ product });
  globalThis.fetch = vi.fn(async () =>
    Response.json({
      data: {
        viewer: {
          id: 'Viewer:1',
          internalId: 1,
          email: 'admin@demo.test',
          displayName: 'Ada Admin',
          role: 'ADMIN',
          isAdmin: true,
          speakerId: null,
          requirePwChange: false,
          selectedProduct: product,
          dashboardCategories: [],
          permissions: Object.entries(permissions).map(([entity, actions]) => ({ entity, actions })),
          products: [],
          impersonating: null,
          instances: [],
          tenant: { id: 'demo', name: 'Demo Pharma', logoUrl: null, veevaSyncEnabled: false, defaultEventPeriod: null, featureFlags: [] },
        },
        currentTenant: { id: 'public-demo', name: 'Demo Pharma', logoUrl: null, oktaEnabled: false },
        version: { build: 'test', serverHash: 'test' },
      },
    }),
  );
  resetApp();
  await loadApp();
}
