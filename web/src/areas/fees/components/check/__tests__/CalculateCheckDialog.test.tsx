import { act, cleanup, screen, within } from '@testing-library/react';
import type { OperationDescriptor, RequestParameters, Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../../app/toast.tsx';
import { findToast } from '../../../../../__tests__/renderRoute.tsx';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { CalculateCheckDialog } from '../CalculateCheckDialog.tsx';

afterEach(cleanup);
// Fluent's MessageBar watches its width; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const STRUCTURE = {
  questions: [
    {
      id: 'FeeQuestion:1',
      label: 'Speaker tier',
      category: 'Honorarium',
      weight: 10,
      options: [
        { id: 'FeeOption:11', field: 'Tier 1', operation: 'ADD' },
        { id: 'FeeOption:12', field: 'Tier 2', operation: 'ADD' },
      ],
    },
    {
      id: 'FeeQuestion:2',
      label: 'Program type',
      category: 'Program',
      weight: 20,
      options: [
        { id: 'FeeOption:21', field: 'Live', operation: 'MULTIPLY' },
        { id: 'FeeOption:22', field: 'Virtual', operation: 'MULTIPLY' },
      ],
    },
    {
      id: 'FeeQuestion:3',
      label: 'Travel',
      category: 'Travel',
      weight: 30,
      options: [
        { id: 'FeeOption:31', field: 'Local', operation: 'IGNORE' },
        { id: 'FeeOption:32', field: 'Overnight', operation: 'ADD' },
      ],
    },
  ],
};
const RATES = [
  { optionId: 'FeeOption:11', operation: 'ADD', value: 2500 },
  { optionId: 'FeeOption:12', operation: 'ADD', value: 1250.5 },
  { optionId: 'FeeOption:21', operation: 'MULTIPLY', value: 1 },
  { optionId: 'FeeOption:22', operation: 'MULTIPLY', value: 0.75 },
  { optionId: 'FeeOption:31', operation: 'IGNORE', value: 0 },
  { optionId: 'FeeOption:32', operation: 'ADD', value: 1000 },
];
const EVENT = {
  id: 'Event:7',
  internalId: 7,
  shortName: 'EV-7',
  title: 'Heart health',
  startTime: '2026-03-02T23:00:00Z',
  zone: 'America/New_York',
  locationType: 'IN_VENUE',
  locationName: null,
  locationAddress: null,
  locationAddressLine2: null,
  locationCity: null,
  locationState: null,
  locationZip: null,
  venue: { name: 'Grand Hotel', address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' },
  speakers: [{ speaker: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', email: null, credentials: null, specialty: null } }],
};

/** Renders the dialog for event 7 with every operation answered from the schema: the tenant's rounding flag, the
 *  structure, the event and the speaker's fees as given. The requests are recorded. */
function renderDialog({ rounding = false, fees = { rates: RATES, outdated: false } } = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onSetFees = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <CalculateCheckDialog eventInternalId={7} onClose={onClose} onSaved={onSaved} onSetFees={onSetFees} />
    </ToastProvider>,
  );
  const requests: { name: string; variables: Variables }[] = [];
  const answer = (operation: OperationDescriptor) => {
    const { name } = operation.request.node.params as RequestParameters;
    requests.push({ name, variables: operation.request.variables });
    return MockPayloadGenerator.generate(operation, {
      Tenant: () => ({ rounding }),
      FeeStructure: () => STRUCTURE,
      EventConnection: () => ({ edges: [{ node: EVENT }] }),
      Event: () => EVENT,
      SpeakerFees: () => fees,
      AddCheckPayload: () => ({ check: { id: 'Check:99', amount: 1 } }),
    });
  };
  // A queued resolver answers one operation: each answer queues the next.
  const queue = (): void =>
    rendered.environment.mock.queueOperationResolver((operation) => {
      queue();
      return answer(operation);
    });
  queue();
  // The dialog's own query was asked before the resolver was queued.
  act(() => rendered.environment.mock.resolveMostRecentOperation(answer));
  return {
    ...rendered,
    onClose,
    onSaved,
    onSetFees,
    requests,
    toast: (text: string) => findToast(rendered.container, text),
  };
}

const math = () => within(screen.getByRole('group', { name: 'Calculation' }));
const total = () => screen.getByRole('status', { name: 'Total' }).textContent;

describe('Calculate Check (spec 002 §2.10, §5, §9)', () => {
  it("preselects the event and its one speaker, shows the venue's address, and totals live: add, multiply, ignore", async () => {
    const { user, requests, toast, onSaved, onClose } = renderDialog();
    expect(await screen.findByText('Address: Grand Hotel, 1 Main St, Boston, MA 02110')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Event/ }) as HTMLInputElement).value).toBe('EV-7 — Heart health (03/02/2026)');
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Speaker$|^Speaker \*/ }) as HTMLInputElement).value).toBe('Ava Abbott'),
    );

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Speaker tier/ }), 'FeeOption:12');
    expect(math().getByText('+ $1,250.50')).toBeTruthy();
    expect(math().getByText('$1,250.50', { selector: 'span:last-child' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Program type/ }), 'FeeOption:22');
    expect(math().getByText('x 75 %')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Travel/ }), 'FeeOption:31');
    expect(math().getByText('no change')).toBeTruthy();
    // 1,250.50 x 0.75 = 937.875, rounded half up to the cent; no rounding flag, no whole dollar.
    expect(total()).toBe('$937.88');
    expect(math().queryByText('Rounded up to a whole dollar')).toBeNull();

    // Overnight travel adds after the multiplication.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Travel/ }), 'FeeOption:32');
    expect(total()).toBe('$1,937.88');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Check added successfully');
    expect(requests.find((r) => r.name === 'useAddCheckMutation')?.variables.input).toEqual({
      speakerId: 'Speaker:5',
      eventId: 'Event:7',
      answers: [
        { questionId: 'FeeQuestion:1', optionId: 'FeeOption:12' },
        { questionId: 'FeeQuestion:2', optionId: 'FeeOption:22' },
        { questionId: 'FeeQuestion:3', optionId: 'FeeOption:32' },
      ],
      amount: 1937.88,
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('rounds the total up to a whole dollar when the tenant has Fee Calculator Rounding on, and saves that amount', async () => {
    const { user, requests, toast } = renderDialog({ rounding: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Speaker tier/ }), 'FeeOption:12');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Program type/ }), 'FeeOption:22');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Travel/ }), 'FeeOption:31');
    expect(math().getByText('Rounded up to a whole dollar')).toBeTruthy();
    expect(math().getByText('$937.88')).toBeTruthy();
    expect(total()).toBe('$938.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Check added successfully');
    expect(requests.find((r) => r.name === 'useAddCheckMutation')?.variables.input).toMatchObject({ amount: 938 });
  });

  it("an override amount replaces the result and needs a reason ('Reason is required'); every question must be answered", async () => {
    const { user, requests, toast } = renderDialog({ rounding: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Speaker tier/ }), 'FeeOption:11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Answer is required')).toHaveLength(2);
    // The first message's field has the focus.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Program type/ }));

    await user.selectOptions(screen.getByRole('combobox', { name: /^Program type/ }), 'FeeOption:21');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Travel/ }), 'FeeOption:31');
    expect(total()).toBe('$2,500.00');
    await user.type(screen.getByRole('spinbutton', { name: 'Override Amount' }), '2000');
    expect(total()).toBe('$2,000.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(requests.some((r) => r.name === 'useAddCheckMutation')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Override Reason/ }), 'Flat fee agreed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Check added successfully');
    const input = requests.find((r) => r.name === 'useAddCheckMutation')?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ overrideAmount: 2000, overrideReason: 'Flat fee agreed' });
    expect(input.amount).toBeUndefined();
  });

  it("a total of $0 is not saved ('Amount must be above 0')", async () => {
    const { user, requests } = renderDialog({ fees: { rates: RATES.map((r) => ({ ...r, value: 0 })), outdated: false } });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Speaker tier/ }), 'FeeOption:11');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Program type/ }), 'FeeOption:21');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Travel/ }), 'FeeOption:31');
    expect(total()).toBe('$0.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Amount must be above 0')).toBeTruthy();
    expect(requests.some((r) => r.name === 'useAddCheckMutation')).toBe(false);
  });

  it("a speaker without rates shows 'No speaker fees set for …' with Set Fees; outdated rates cannot be saved", async () => {
    const none = renderDialog({ fees: { rates: [], outdated: false } });
    expect(await screen.findByText('No speaker fees set for Ava Abbott')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await none.user.click(screen.getByRole('button', { name: 'Set Fees' }));
    expect(none.onSetFees).toHaveBeenCalledWith('Speaker:5');
    cleanup();

    renderDialog({ fees: { rates: RATES, outdated: true } });
    expect(await screen.findByText('This speaker fee appears to be outdated')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
