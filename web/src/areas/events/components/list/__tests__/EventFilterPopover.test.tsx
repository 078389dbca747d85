import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { EVENT_STATUSES, EVENT_TYPES, type EventStatusValue, type EventTypeValue } from '../../../constants.ts';
import { EventFilterPopover, type EventFilterPopoverProps } from '../EventFilterPopover.tsx';
import { LOOKUP_FILTERS } from '../../tableOptions.ts';

afterEach(cleanup);

function renderPopover(props: Partial<EventFilterPopoverProps> = {}) {
  const onApply = vi.fn();
  const { user } = renderWithRelay(
    <EventFilterPopover
      filters={null}
      labels={{}}
      lookups={LOOKUP_FILTERS}
      timezone="US/Central"
      onApply={onApply}
      usedStatuses={['CANCELLED', 'CONFIRMED', 'IN_PROGRESS', 'ON_DEMAND']}
      {...props}
    />,
  );
  return { onApply, user };
}

describe('EventFilterPopover', () => {
  // Every box of a group, ticked by its label, applies its own value (issue: 'Confirmed' applied 'Cancelled').
  it.each([
    ['Types', Object.keys(EVENT_TYPES) as EventTypeValue[], 'selectedTypes', (v: string) => EVENT_TYPES[v as EventTypeValue]],
    [
      'Statuses',
      ['CANCELLED', 'CONFIRMED', 'IN_PROGRESS', 'ON_DEMAND'] as EventStatusValue[],
      'selectedStatuses',
      (v: string) => EVENT_STATUSES[v as EventStatusValue].label,
    ],
  ] as const)('ticks each %s box by its label and applies exactly that value', async (group, values, key, labelOf) => {
    for (const value of values) {
      const { onApply, user } = renderPopover();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const boxes = within(await screen.findByRole('group', { name: group }));
      await user.click(boxes.getByText(labelOf(value)));
      expect((boxes.getByRole('checkbox', { name: labelOf(value) }) as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenCalledWith({ [key]: [value] }, {});
      cleanup();
    }
  });

  it("refuses a period whose From is after its To ('From must be on or before To') without applying it", async () => {
    const { onApply, user } = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('From must be on or before To')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ period: { from: '2026-03-02', to: '2026-03-09', timezone: 'US/Central' } }, {});
  });

  it('offers only the statuses in use, and only the lookups it is given (those the viewer may read)', async () => {
    const { user } = renderPopover({ usedStatuses: ['CONFIRMED'], lookups: ['selectedEvents', 'selectedFieldReps'] });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      within(await screen.findByRole('group', { name: 'Statuses' }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label, div')?.textContent),
    ).toHaveLength(1);
    for (const hidden of ['Topics', 'Survey Templates', 'Email Series', 'Speakers']) expect(screen.queryByText(hidden)).toBeNull();
    expect(screen.getByText('Field Reps')).toBeTruthy();
    expect(screen.getByText('Events')).toBeTruthy();
  });
});
