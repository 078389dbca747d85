import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENDEE_LIST_MESSAGES as M } from '../../../../../../../api/src/areas/attendees/contract.ts';
import { ToastProvider } from '../../../../../app/toast.tsx';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { AttendeeFilterForm } from '../AttendeeFilterPopup.tsx';

afterEach(cleanup);

function renderForm(filters: Parameters<typeof AttendeeFilterForm>[0]['filters'] = null) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <AttendeeFilterForm filters={filters} labels={{ eventIds: { 7: 'DP-1007 Spring' } }} onApply={onApply} onCancel={onCancel} />
    </ToastProvider>,
  );
  return { ...rendered, onApply, onCancel };
}

describe('AttendeeFilterForm', () => {
  it('offers the six statuses, the twelve months and the years four back to four forward', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Walk In' })).toBeTruthy();
    const months = screen.getByRole('combobox', { name: 'Event Month' });
    expect(months.querySelectorAll('option')).toHaveLength(13);
    const year = new Date().getFullYear();
    const years = [...screen.getByRole('combobox', { name: 'Event Year' }).querySelectorAll('option')].map((o) => o.textContent);
    expect(years).toEqual(['Any year', ...Array.from({ length: 9 }, (_, i) => String(year - 4 + i))]);
  });

  it("clears a month chosen without a year, with the spec's text", async () => {
    const { user, onApply } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event Month' }), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Attended' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ statuses: ['ATTENDED'] }, {});
    expect(await screen.findByText(M.monthNeedsYear)).toBeTruthy();
  });

  it('applies month and year together; Reset all filters clears the draft; Cancel applies nothing', async () => {
    const { user, onApply, onCancel } = renderForm({ eventIds: [7], statuses: ['NOSHOW'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event Month' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event Year' }), String(new Date().getFullYear()));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(
      { eventIds: [7], statuses: ['NOSHOW'], eventMonth: 3, eventYear: new Date().getFullYear() },
      { eventIds: { 7: 'DP-1007 Spring' } },
    );
    await user.click(screen.getByRole('button', { name: 'Reset all filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(null, {});
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
