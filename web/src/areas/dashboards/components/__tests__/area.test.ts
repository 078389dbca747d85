import { describe, expect, it } from 'vitest';
import type { AppViewer } from '../../../../app/viewer.ts';
import { canOpen, firstScreenPath, guard, offeredProducts, sidebarRoutes } from '../../../../routing/guards.ts';
import { APP_ROUTES } from '../../../../routing/routes.tsx';

const viewer = (role: string, dashboardCategories: string[]) =>
  ({
    role,
    speakerId: null,
    impersonating: null,
    dashboardCategories,
    permissions: ['event', 'speaker', 'event_attendee', 'expense_line'].map((entity) => ({ entity, actions: ['READ'] })),
    products: [{ product: 'DASHBOARD', name: 'Dashboard', externalUrl: null }],
    tenant: { featureFlags: [], defaultEventPeriod: null },
  }) as unknown as AppViewer;

const drawer = (v: AppViewer) => sidebarRoutes(v, 'DASHBOARD').map((r) => [r.sidebar?.label, r.sidebar?.section ?? null]);

describe("the Dashboard product's routes (spec 002 §1)", () => {
  it('offers a dashboard only when a chart is configured for it, in the sidebar orders', () => {
    expect(drawer(viewer('ADMIN', ['PROGRAM', 'EXPENSE', 'SPEAKER', 'REGION', 'ATTENDEE']))).toEqual([
      ['Programs', null],
      ['Expenses', null],
      ['Speakers', null],
      ['Regions', null],
      ['Attendees', null],
    ]);
    const some = viewer('ADMIN', ['EXPENSE', 'REGION']);
    expect(drawer(some)).toEqual([
      ['Expenses', null],
      ['Regions', null],
    ]);
    expect(canOpen('/dashboard/programs', some, 'DASHBOARD')).toBe(false);
    expect(
      guard(
        APP_ROUTES.find((r) => r.path === '/dashboard/programs')!,
        some,
        'DASHBOARD',
      ).ok,
    ).toBe(false);
    expect(firstScreenPath(some, 'DASHBOARD')).toBe('/dashboard/expenses');
    expect(canOpen('/dashboard/programs', some, 'HIVE')).toBe(false);
  });

  it('gives the System Admin Config under Management, and the product even with no chart yet', () => {
    const admin = viewer('SYSTEM_ADMIN', []);
    expect(drawer(admin)).toEqual([['Config', 'Management']]);
    expect(offeredProducts(admin).map((p) => p.product)).toEqual(['DASHBOARD']);
    expect(drawer(viewer('ADMIN', []))).toEqual([]);
    expect(offeredProducts(viewer('ADMIN', []))).toEqual([]);
  });
});
