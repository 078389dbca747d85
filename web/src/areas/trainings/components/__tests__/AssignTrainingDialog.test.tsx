import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../app/toast.tsx';
import { findToast } from '../../../../__tests__/renderRoute.tsx';
import { renderWithRelay } from '../../../../__tests__/renderWithRelay.tsx';
import { AssignTrainingDialog } from '../AssignTrainingDialog.tsx';

afterEach(cleanup);
// Fluent's MessageBar (the lists' load failure) watches its width; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const PROGRAM = { id: 'TrainingProgram:41', internalId: 41, programName: 'Safety', hasTopic: false };
const SPEAKERS = [
  { internalId: 5, firstName: 'Ava', lastName: 'Abbott' },
  { internalId: 6, firstName: 'Ben', lastName: 'Baker' },
];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function renderDialog() {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <AssignTrainingDialog program={PROGRAM} onClose={onClose} onChanged={onChanged} />
    </ToastProvider>,
  );
  const { environment } = rendered;
  return {
    ...rendered,
    onChanged,
    onClose,
    toast: (text: string) => findToast(rendered.container, text),
    /** Answers the latest operation with the speakers (a list query) or a generated payload (a mutation). */
    answer: (speakers: object[] = SPEAKERS) =>
      act(async () =>
        environment.mock.resolveMostRecentOperation((op) =>
          MockPayloadGenerator.generate(op, { Query: () => ({ trainingProgramSpeakers: speakers }) }),
        ),
      ),
    /** The list query answered as the BFF does when the service fails: the field null with its error. */
    failList: () =>
      act(async () =>
        environment.mock.resolveMostRecentOperation(
          () =>
            ({
              data: { trainingProgramSpeakers: null },
              errors: [{ message: 'Service unavailable', path: ['trainingProgramSpeakers'] }],
            }) as unknown as GraphQLSingularResponse,
        ),
      ),
  };
}

/** Remove on a speaker's row, then Remove in its question. */
async function confirmRemove(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Remove training' })).getByRole('button', { name: 'Remove' }));
}

describe('Assign dialog (spec 002 §2.9, §4, §5)', () => {
  it("wants one assignment ('Select at least one valid assignment type') and a speaker for selected speakers; 'Training assigned'", async () => {
    const { user, environment, answer, toast, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Assign Safety' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Select at least one valid assignment type')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: "Speakers of the training's topic" })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Selected speakers' }));
    await answer();
    await user.type(screen.getByLabelText(/^Due Date/), inDays(7));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('At least one speaker is required')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Ben Baker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const assign = environment.mock.getMostRecentOperation();
    expect(assign.request.variables.input).toEqual({ programId: PROGRAM.id, dueDate: inDays(7), assignment: 'SPEAKERS', speakerIds: [6] });
    await answer();
    await toast('Training assigned');
    expect(onClose).toHaveBeenCalled();
  });

  it('tells same-name speakers apart: each box described by the e-mail, or credentials and specialty when the e-mail is hidden (issue 28 #15)', async () => {
    const { user, answer } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Selected speakers' }));
    await answer([
      { internalId: 5, firstName: 'Ava', lastName: 'Abbott', email: 'ava.one@example.com', credentials: 'MD', specialty: 'Cardiology' },
      { internalId: 7, firstName: 'Ava', lastName: 'Abbott', email: 'ava.two@example.com', credentials: null, specialty: null },
      { internalId: 8, firstName: 'Ava', lastName: 'Abbott', email: null, credentials: 'PharmD', specialty: 'Oncology' },
    ]);
    const boxes = screen.getAllByRole('checkbox', { name: 'Ava Abbott' });
    expect(
      boxes.map(
        (box) => box.getAttribute('aria-describedby') && document.getElementById(box.getAttribute('aria-describedby')!)?.textContent,
      ),
    ).toEqual(['ava.one@example.com · MD · Cardiology', 'ava.two@example.com', 'PharmD · Oncology']);
    // The search reads the second line too.
    await user.type(screen.getByRole('textbox', { name: 'Search speakers' }), 'oncology');
    expect(screen.getAllByRole('checkbox', { name: 'Ava Abbott' })).toHaveLength(1);
  });

  it("says 'Failed to assign trainings' when the assignment is refused", async () => {
    const { user, environment, toast, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'All speakers' }));
    await user.type(screen.getByLabelText(/^Due Date/), inDays(7));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Assign' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Invalid training data')));
    await toast('Failed to assign trainings');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to retrieve speakers' when the speakers to choose from cannot be read, and tries again", async () => {
    const { user, environment, answer, failList } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Selected speakers' }));
    await failList();
    expect(await screen.findByText('Failed to retrieve speakers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await answer();
    expect(screen.getByRole('checkbox', { name: 'Ava Abbott' })).toBeTruthy();
    // No answer at all (the network): the same words.
    await user.click(screen.getByRole('radio', { name: 'All speakers' }));
    await user.click(screen.getByRole('radio', { name: 'Selected speakers' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Network error')));
    expect(await screen.findByText('Failed to retrieve speakers')).toBeTruthy();
  });

  it("Manage existing: Remove says 'Speaker training removed'; a refusal 'Failed to remove speaker training', no answer 'Failed to delete speaker training'", async () => {
    const { user, environment, answer, toast, onChanged } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Manage existing' }));
    await answer();
    const table = screen.getByRole('table', { name: 'Assigned speakers' });
    expect(within(table).getByText('Ava Abbott')).toBeTruthy();
    // Asked first: Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: 'Remove Ava Abbott' }));
    const question = await screen.findByRole('dialog', { name: 'Remove training' });
    expect(within(question).getByText(/from Ava Abbott\? Their progress and certificate on it are removed too\./)).toBeTruthy();
    const before = environment.mock.getAllOperations().length;
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Assigned speakers' })).toBeTruthy());
    expect(environment.mock.getAllOperations()).toHaveLength(before);
    await confirmRemove(user, 'Ava Abbott');
    const unassign = environment.mock.getMostRecentOperation();
    expect(unassign.request.variables.input).toEqual({ programId: PROGRAM.id, speakerId: 5 });
    await act(async () => environment.mock.resolve(unassign, MockPayloadGenerator.generate(unassign)));
    await toast('Speaker training removed');
    expect(onChanged).toHaveBeenCalled();
    await answer([SPEAKERS[1]!]);
    await confirmRemove(user, 'Ben Baker');
    // The network layer's error for a service's refusal carries the GraphQL errors (`source`).
    const refusal = Object.assign(new Error('Speaker 6 has no training 41'), { source: [{ message: 'Speaker 6 has no training 41' }] });
    await act(async () => environment.mock.rejectMostRecentOperation(refusal));
    await toast('Failed to remove speaker training');
    await confirmRemove(user, 'Ben Baker');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Network error')));
    await toast('Failed to delete speaker training');
  });

  it("Manage existing says 'Failed to retrieve existing speakers' when the list cannot be read", async () => {
    const { user, failList } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Manage existing' }));
    await failList();
    expect(await screen.findByText('Failed to retrieve existing speakers')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Assigned speakers' })).toBeNull();
  });
});
