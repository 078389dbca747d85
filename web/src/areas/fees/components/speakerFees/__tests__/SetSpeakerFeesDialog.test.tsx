import { act, cleanup, screen, within } from '@testing-library/react';
import type { OperationDescriptor, RequestParameters, Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../../app/toast.tsx';
import { findToast } from '../../../../../__tests__/renderRoute.tsx';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { SetSpeakerFeesDialog } from '../SetSpeakerFeesDialog.tsx';

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
      options: [
        { id: 'FeeOption:11', field: 'Tier 1', operation: 'ADD' },
        { id: 'FeeOption:12', field: 'Tier 2', operation: 'ADD' },
      ],
    },
    {
      id: 'FeeQuestion:2',
      label: 'Program type',
      category: 'Program',
      options: [
        { id: 'FeeOption:21', field: 'Live', operation: 'MULTIPLY' },
        { id: 'FeeOption:22', field: 'Virtual', operation: 'MULTIPLY' },
      ],
    },
  ],
};
const RATES = [
  { optionId: 'FeeOption:11', operation: 'ADD', value: 2500 },
  { optionId: 'FeeOption:12', operation: 'ADD', value: 1250.5 },
  { optionId: 'FeeOption:21', operation: 'MULTIPLY', value: 1 },
  { optionId: 'FeeOption:22', operation: 'MULTIPLY', value: 0.75 },
];

/** Renders the dialog for speaker 5 with every operation answered from the schema (the requests recorded). */
function renderDialog(fees: object) {
  const onClose = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <SetSpeakerFeesDialog speakerId="Speaker:5" onClose={onClose} />
    </ToastProvider>,
  );
  const requests: { name: string; variables: Variables }[] = [];
  const answer = (operation: OperationDescriptor) => {
    const { name } = operation.request.node.params as RequestParameters;
    requests.push({ name, variables: operation.request.variables });
    return MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'Speaker', id: 'Speaker:5' }),
      Speaker: () => ({ firstName: 'Ava', lastName: 'Abbott' }),
      FeeStructure: () => STRUCTURE,
      SpeakerFees: () => fees,
    });
  };
  // A queued resolver answers one operation: each answer queues the next.
  const queue = (): void =>
    rendered.environment.mock.queueOperationResolver((operation) => {
      queue();
      return answer(operation);
    });
  queue();
  act(() => rendered.environment.mock.resolveMostRecentOperation(answer));
  return { ...rendered, onClose, requests, toast: (text: string) => findToast(rendered.container, text) };
}

const input = (question: string, option: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${question}`) })).getByRole('spinbutton', { name: new RegExp(`^${option}`) });

describe('Set Speaker Fees (spec 002 §2.10, §5)', () => {
  it('shows the rates in dollars and percent; Save only once a value changed; the factor is sent from the percentage', async () => {
    const { user, requests, toast, onClose } = renderDialog({ rates: RATES, outdated: false, differences: [] });
    expect((await screen.findByText('Ava Abbott')).textContent).toBe('Ava Abbott');
    expect((input('Speaker tier', 'Tier 2') as HTMLInputElement).value).toBe('1250.5');
    expect((input('Program type', 'Virtual') as HTMLInputElement).value).toBe('75');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.clear(input('Program type', 'Virtual'));
    await user.type(input('Program type', 'Virtual'), '1200');
    await user.click(save);
    expect(screen.getByText('Enter a percentage from 0 to 1,000 with at most 2 decimals')).toBeTruthy();
    await user.clear(input('Program type', 'Virtual'));
    await user.type(input('Program type', 'Virtual'), '80.5');
    await user.click(save);
    await toast('Speaker fee rates saved successfully');
    expect(requests.find((r) => r.name === 'useSetSpeakerFeesMutation')?.variables.input).toEqual({
      speakerId: 'Speaker:5',
      rates: [
        { optionId: 'FeeOption:11', value: 2500 },
        { optionId: 'FeeOption:12', value: 1250.5 },
        { optionId: 'FeeOption:21', value: 1 },
        { optionId: 'FeeOption:22', value: 0.805 },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'This speaker fee appears to be outdated' with what changed; a new option and one whose operation changed start blank", async () => {
    renderDialog({
      rates: [...RATES.slice(0, 3), { optionId: 'FeeOption:22', operation: 'ADD', value: 300 }],
      outdated: true,
      differences: [
        { change: 'ADDED', optionId: 'FeeOption:12', was: null, now: 'Speaker tier: Tier 2' },
        { change: 'REMOVED', optionId: 'FeeOption:13', was: 'Speaker tier: Tier 3', now: null },
        { change: 'RENAMED', optionId: 'FeeOption:21', was: 'Program: Live', now: 'Program type: Live' },
        { change: 'OPERATION', optionId: 'FeeOption:22', was: 'Program type: Virtual (Add)', now: 'Program type: Virtual (Multiply)' },
      ],
    });
    expect(await screen.findByText('This speaker fee appears to be outdated')).toBeTruthy();
    const changes = within(screen.getByRole('list', { name: 'Changes since the rates were saved' }));
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Added: Speaker tier: Tier 2',
      'Removed: Speaker tier: Tier 3',
      'Renamed: Program: Live → Program type: Live',
      'Operation changed: Program type: Virtual (Add) → Program type: Virtual (Multiply)',
    ]);
    expect((input('Program type', 'Virtual') as HTMLInputElement).value).toBe('');
    // Saving again brings the rates up to date, so Save is offered before any change.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks before Cancel throws changed rates away', async () => {
    const { user, onClose } = renderDialog({ rates: RATES, outdated: false, differences: [] });
    await screen.findByRole('group', { name: /^Speaker tier/ });
    await user.type(input('Speaker tier', 'Tier 1'), '5');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'You have made some changes' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
