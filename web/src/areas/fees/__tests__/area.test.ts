import { describe, expect, it } from 'vitest';
import type { ProductValue } from '../../../app/session.ts';
import type { AppViewer } from '../../../app/viewer.ts';
import { canOpen } from '../../../routing/guards.ts';
import type { RouteAt } from '../../../routing/routes.tsx';
import { eventsArea } from '../../events/area.ts';

const eventList = eventsArea.routes!.find((r) => r.path === '/events/list')!;
const at = ({ role = 'SFC_COMPLIANCE', flag = true, read = true, product = 'HIVE' as ProductValue } = {}): RouteAt => {
  const viewer = {
    role,
    permissions: [{ entity: 'check', actions: read ? ['READ'] : [] }],
    tenant: { featureFlags: [{ id: 'feeCalculatorEnabled', value: flag }], defaultEventPeriod: null },
  } as unknown as AppViewer;
  return { viewer, product, params: {}, searchParams: new URLSearchParams(), opens: (path) => canOpen(path, viewer, product) };
};

describe('the event list for the compliance role (spec 000 §2.4)', () => {
  it('sends a compliance user to the Speaker Fee Calculator', () => {
    expect(eventList.redirect?.(at())).toBe('/calculator');
  });

  it('leaves them on the list when the calculator does not open for them, and anyone else always', () => {
    expect(eventList.redirect?.(at({ flag: false }))).toBeNull();
    expect(eventList.redirect?.(at({ read: false }))).toBeNull();
    expect(eventList.redirect?.(at({ product: 'EVENT_MANAGEMENT' }))).toBeNull();
    expect(eventList.redirect?.(at({ role: 'ADMIN' }))).toBeNull();
  });
});
