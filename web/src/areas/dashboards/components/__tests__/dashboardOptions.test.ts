import { describe, expect, it } from 'vitest';
import { cleanFilters, effectiveFilters, filterCount, readDashboardFilters } from '../../dashboardOptions.ts';

const NOW = new Date(2026, 5, 15);
const params = (filters: unknown) => new URLSearchParams({ filters: JSON.stringify(filters) });

describe('dashboard filters (spec 002 §2.18, §9)', () => {
  it('counts each set filter once, the date range as one, and not the default range', () => {
    expect(filterCount({}, NOW)).toBe(0);
    expect(filterCount({ startDate: '2026-01-01', endDate: '2026-12-31' }, NOW)).toBe(0);
    expect(filterCount({ startDate: '2026-03-01', endDate: '2026-04-30' }, NOW)).toBe(1);
    expect(filterCount({ endDate: '2026-06-30' }, NOW)).toBe(1);
    expect(
      filterCount({ startDate: '2025-01-01', status: ['CONFIRMED', 'CANCELLED'], type: ['LIVE'], topicIds: ['VG9waWM6MQ=='] }, NOW),
    ).toBe(4);
    expect(filterCount({ status: [], locationType: ['IN_OFFICE'] }, NOW)).toBe(1);
  });

  it('reads only well-formed filters from the URL', () => {
    expect(readDashboardFilters(new URLSearchParams('filters=not-json'))).toEqual({});
    expect(
      readDashboardFilters(
        params({ startDate: '2026-02-01', endDate: 'soon', status: ['CONFIRMED', 3, 'bad value'], topicIds: ['VG9waWM6MQ=='] }),
      ),
    ).toEqual({ startDate: '2026-02-01', status: ['CONFIRMED'], topicIds: ['VG9waWM6MQ=='] });
  });

  it('asks for this calendar year by default and writes only what differs from it', () => {
    expect(effectiveFilters({}, NOW)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(cleanFilters({ startDate: '2026-01-01', endDate: '2026-12-31', type: [] }, NOW)).toEqual({});
    expect(cleanFilters({ startDate: '2026-02-01', endDate: '2026-12-31' }, NOW)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-12-31',
    });
  });
});
