import { describe, expect, it } from 'vitest';
import { countFilters, readFilters } from '../tableOptions.ts';

const url = (filters: unknown) => new URLSearchParams({ filters: typeof filters === 'string' ? filters : JSON.stringify(filters) });

describe('event list filters in the URL', () => {
  it('keeps the well-formed fields and drops the rest', () => {
    expect(
      readFilters(
        url({
          selectedStatuses: ['CANCELLED'],
          selectedFieldReps: [3, 'x'],
          selectedTopics: [],
          unknown: 1,
          period: { from: '2026-01-01', to: 'soon', timezone: 'US/Central' },
        }),
      ),
    ).toEqual({ selectedStatuses: ['CANCELLED'], period: { from: '2026-01-01', to: null, timezone: 'US/Central' } });
    expect(readFilters(url('{not json'))).toBeNull();
    expect(readFilters(url({ selectedTopics: [] }))).toBeNull();
  });

  it('counts one per field set, the date range as one', () => {
    expect(countFilters(null)).toBe(0);
    expect(
      countFilters({
        selectedStatuses: ['CANCELLED', 'COMPLETE'],
        selectedSpeakers: [1],
        period: { from: '2026-01-01', to: '2026-02-01' },
      }),
    ).toBe(3);
    expect(countFilters({ period: { from: null, to: null } })).toBe(0);
  });
});
