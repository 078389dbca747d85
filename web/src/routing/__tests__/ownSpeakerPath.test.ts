import { describe, expect, it } from 'vitest';
import type { AppViewer } from '../../app/viewer.ts';
import { canOpen, firstScreenPath, NO_SPEAKER_ACCOUNT, ownSpeakerPath, sidebarLink, sidebarRoutes } from '../guards.ts';
import { APP_ROUTES, type RouteAt } from '../routes.tsx';

const route = (path: string) => APP_ROUTES.find((r) => r.path === path)!;
const viewer = (role: string, speakerId: number | null) =>
  ({
    role,
    speakerId,
    permissions: [{ entity: 'speaker', actions: ['READ'] }],
    tenant: { featureFlags: [{ id: 'speakersEnabled', value: true }] },
  }) as unknown as AppViewer;

const at = (v: AppViewer, product: RouteAt['product'] = 'HIVE', search = ''): RouteAt => ({
  viewer: v,
  product,
  params: {},
  searchParams: new URLSearchParams(search),
  opens: (path) => canOpen(path, v, product),
});

describe('the speaker-id placeholder (spec 002 §6)', () => {
  const profile = route('/speaker/:speakerId');
  const events = route('/speaker/:speakerId/events');

  it('sends a Speaker-role user to their own speaker id, whatever id the address names', () => {
    expect(ownSpeakerPath(profile, { speakerId: '99' }, viewer('SPEAKER', 7))).toBe('/speaker/7');
    expect(ownSpeakerPath(events, { speakerId: '99' }, viewer('SPEAKER', 7))).toBe('/speaker/7/events');
    expect(ownSpeakerPath(profile, { speakerId: '7' }, viewer('SPEAKER', 7))).toBeNull();
  });

  it('fills the placeholder itself for anyone, and says when there is no speaker account', () => {
    expect(ownSpeakerPath(profile, { speakerId: ':speakerId' }, viewer('ADMIN', 3))).toBe('/speaker/3');
    expect(ownSpeakerPath(profile, { speakerId: ':speakerId' }, viewer('ADMIN', null))).toBe(NO_SPEAKER_ACCOUNT);
    expect(ownSpeakerPath(profile, { speakerId: '5' }, viewer('SPEAKER', null))).toBe(NO_SPEAKER_ACCOUNT);
  });

  it("leaves other roles' addresses and routes without the placeholder alone", () => {
    expect(ownSpeakerPath(profile, { speakerId: '5' }, viewer('ADMIN', null))).toBeNull();
    expect(ownSpeakerPath(route('/speakers/list'), {}, viewer('SPEAKER', 7))).toBeNull();
  });

  it('sends a Speaker opening the speaker list to their profile', () => {
    expect(route('/speakers/list').redirect?.(at(viewer('SPEAKER', 7)))).toBe('/speaker/:speakerId');
    expect(route('/speakers/list').redirect?.(at(viewer('ADMIN', 7)))).toBeNull();
  });
});

describe('the drawer', () => {
  it('swaps Events and Speakers between the management product and the speaker portal (spec 000 §2.2)', () => {
    const staff = {
      ...viewer('ADMIN', null),
      permissions: [
        { entity: 'speaker', actions: ['READ'] },
        { entity: 'event', actions: ['READ'] },
      ],
    } as AppViewer;
    const labels = (product: RouteAt['product']) =>
      sidebarRoutes(staff, product)
        .map((r) => r.sidebar?.label)
        .filter((label) => label === 'Events' || label === 'Speakers');
    expect(labels('HIVE')).toEqual(['Events', 'Speakers']);
    expect(labels('SPEAKER_PORTAL')).toEqual(['Speakers', 'Events']);
    // A speaker's drawer in the portal starts with their events, then their profile.
    const speaker = { ...staff, role: 'SPEAKER', speakerId: 7 } as AppViewer;
    expect(
      sidebarRoutes(speaker, 'SPEAKER_PORTAL')
        .map((r) => r.sidebar?.label)
        .slice(0, 2),
    ).toEqual(['Events', 'Profile']);
  });

  it('gives compliance staff the Fee Calculator instead of Events, and lands them there (spec 000 §2.4)', () => {
    const compliance = {
      role: 'SFC_COMPLIANCE',
      speakerId: null,
      permissions: [
        { entity: 'event', actions: ['READ'] },
        { entity: 'check', actions: ['READ'] },
      ],
      tenant: { featureFlags: [{ id: 'feeCalculatorEnabled', value: true }], defaultEventPeriod: null },
    } as unknown as AppViewer;
    const labels = (v: AppViewer) => sidebarRoutes(v, 'HIVE').map((r) => r.sidebar?.label);
    expect(labels(compliance)).toContain('Fee Calculator');
    expect(labels(compliance)).not.toContain('Events');
    expect(firstScreenPath(compliance, 'HIVE')).toBe('/calculator');
    // With the calculator off the list stays theirs.
    const off = { ...compliance, tenant: { featureFlags: [], defaultEventPeriod: null } } as unknown as AppViewer;
    expect(labels(off)).toContain('Events');
    expect(firstScreenPath(off, 'HIVE')).toBe('/events/list');
  });

  it('offers Profile to speakers only, linked to their own profile; Speakers to the others', () => {
    const speaker = sidebarRoutes(viewer('SPEAKER', 7), 'SPEAKER_PORTAL');
    expect(speaker.map((r) => r.sidebar?.label)).toContain('Profile');
    expect(speaker.map((r) => r.sidebar?.label)).not.toContain('Speakers');
    expect(sidebarLink(route('/speaker/:speakerId'), viewer('SPEAKER', 7))).toBe('/speaker/7');
    const admin = sidebarRoutes(viewer('ADMIN', null), 'HIVE');
    expect(admin.map((r) => r.sidebar?.label)).toContain('Speakers');
    expect(admin.map((r) => r.sidebar?.label)).not.toContain('Profile');
  });
});

describe("the speaker portal's event list (spec 000 §2.4)", () => {
  const list = route('/events/list');
  const withPeriod = (from: string | null, to: string | null) =>
    ({
      ...viewer('SPEAKER', 7),
      tenant: { featureFlags: [], defaultEventPeriod: from || to ? { from, to } : null },
    }) as unknown as AppViewer;

  it("opens on the tenant's default period, decided before the screen renders (it never writes the address itself)", () => {
    const to = list.redirect?.(at(withPeriod('2026-01-01', '2026-12-31'), 'SPEAKER_PORTAL', 'options=%7B%22page%22%3A2%7D'));
    const url = new URL(to!, 'http://localhost');
    expect(url.pathname).toBe('/events/list');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual({ period: { from: '2026-01-01', to: '2026-12-31', timezone: 'UTC' } });
    expect(url.searchParams.get('options')).toBe('{"page":2}');
  });

  it('keeps filters the address already has (cleared ones included), and other products and tenants without a default', () => {
    expect(list.redirect?.(at(withPeriod('2026-01-01', null), 'SPEAKER_PORTAL', 'filters=%7B%7D'))).toBeNull();
    expect(list.redirect?.(at(withPeriod('2026-01-01', null), 'HIVE'))).toBeNull();
    expect(list.redirect?.(at(withPeriod(null, null), 'SPEAKER_PORTAL'))).toBeNull();
  });
});

describe('canOpen: a link is offered only where it opens (issue 28 #26)', () => {
  const withTrainings = (role: string) =>
    ({ ...viewer(role, null), permissions: [{ entity: 'speaker_training', actions: ['READ'] }] }) as unknown as AppViewer;

  it('Speaker Trainings opens in the speaker portal, for neither a field rep nor another product', () => {
    expect(canOpen('/training/list', withTrainings('ADMIN'), 'SPEAKER_PORTAL')).toBe(true);
    expect(canOpen('/training/list?options=%7B%7D', withTrainings('ADMIN'), 'SPEAKER_PORTAL')).toBe(true);
    expect(canOpen('/training/list', withTrainings('FIELD_REP'), 'SPEAKER_PORTAL')).toBe(false);
    expect(canOpen('/training/list', withTrainings('PROGRAM_ANALYST'), 'HIVE')).toBe(false);
    expect(canOpen('/no-such-screen', withTrainings('ADMIN'), 'HIVE')).toBe(false);
  });

  it("a co-speaker's profile does not open for a speaker (it would show their own, issue 28 #12); staff open any", () => {
    expect(canOpen('/speaker/99', viewer('SPEAKER', 7), 'SPEAKER_PORTAL')).toBe(false);
    expect(canOpen('/speaker/7', viewer('SPEAKER', 7), 'SPEAKER_PORTAL')).toBe(true);
    expect(canOpen('/speaker/99', viewer('SPEAKER_LIAISON', null), 'SPEAKER_PORTAL')).toBe(true);
    expect(canOpen('/speaker/99', viewer('ADMIN', null), 'HIVE')).toBe(true);
  });
});
