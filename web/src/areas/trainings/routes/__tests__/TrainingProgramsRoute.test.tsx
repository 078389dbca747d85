import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { trainingProgramsRoute } from '../TrainingPrograms/TrainingProgramsRoute.tsx';

afterEach(cleanup);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PROGRAMS = [
  {
    id: 'TrainingProgram:41',
    internalId: 41,
    programName: 'Old policy',
    type: 'CHECKBOX',
    typeLabel: 'Interactive Training',
    expirationDate: `${inDays(-30)}T12:00:00.000Z`,
    assignedCount: 2,
    hasVideo: false,
    topic: null,
  },
  {
    id: 'TrainingProgram:42',
    internalId: 42,
    programName: 'Stage rules',
    type: 'VIDEO',
    typeLabel: 'Video',
    expirationDate: `${inDays(30)}T12:00:00.000Z`,
    assignedCount: 3,
    hasVideo: true,
    topic: null,
  },
];

async function renderList({ role = 'ADMIN' } = {}) {
  const rendered = renderRoute(trainingProgramsRoute, { url: '/training/program/list' });
  await rendered.answer({
    Viewer: () => ({ role, canCreate: true, canUpdate: true, canDelete: true, canAssign: true, canDeleteVideo: true }),
    Query: () => ({ trainingTopics: [] }),
    TrainingProgramConnection: () => ({ totalCount: PROGRAMS.length, edges: PROGRAMS.map((node) => ({ node })) }),
  });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Training programs' });

describe('Trainings (programs) list (spec 002 §2.9)', () => {
  it("renames an expired program inline ('Program updated'); a changed expiration must be in the future", async () => {
    const { user, environment, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Edit inline Old policy' }));
    const name = within(table()).getByLabelText('Training name');
    await user.clear(name);
    await user.type(name, 'Old policy (archived)');
    expect(within(table()).queryByText('Expiration date must be in the future')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Old policy' }));
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.variables.input).toMatchObject({
      id: 'TrainingProgram:41',
      programName: 'Old policy (archived)',
      expirationDate: inDays(-30),
    });
    await act(async () => environment.mock.resolve(update, MockPayloadGenerator.generate(update)));
    await findToast('Program updated');

    await user.click(screen.getByRole('button', { name: 'Edit inline Old policy' }));
    fireEvent.change(within(table()).getByLabelText('Expiration date'), { target: { value: inDays(-1) } });
    expect(within(table()).getByText('Expiration date must be in the future')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Old policy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("deletes after the question: 'Deleted training program', or 'Failed to delete training program'", async () => {
    for (const outcome of ['refused', 'deleted'] as const) {
      const { user, environment, findToast } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Actions for Old policy' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Delete training' })).getByRole('button', { name: 'Delete' }));
      const deletion = environment.mock.getMostRecentOperation();
      expect(deletion.request.variables.input).toEqual({ id: 'TrainingProgram:41' });
      if (outcome === 'refused') {
        await act(async () => environment.mock.reject(deletion, new Error('Service unavailable')));
        await findToast('Failed to delete training program');
      } else {
        await act(async () => environment.mock.resolve(deletion, MockPayloadGenerator.generate(deletion)));
        await findToast('Deleted training program');
      }
      cleanup();
    }
  });

  it("deletes a video program's video after the question: 'Deleted training video', or 'Failed to delete training video'", async () => {
    for (const outcome of ['refused', 'deleted'] as const) {
      const { user, environment, findToast } = await renderList();
      // A program without a video offers no such item.
      await user.click(screen.getByRole('button', { name: 'Actions for Old policy' }));
      await screen.findByRole('menuitem', { name: 'Delete' });
      expect(screen.queryByRole('menuitem', { name: 'Delete video' })).toBeNull();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Actions for Stage rules' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete video' }));
      const question = await screen.findByRole('dialog', { name: 'Delete video' });
      expect(question.textContent).toContain('speakers who have not completed it lose their progress');
      await user.click(within(question).getByRole('button', { name: 'Delete video' }));
      const deletion = environment.mock.getMostRecentOperation();
      expect(deletion.request.variables.input).toEqual({ programId: 'TrainingProgram:42' });
      if (outcome === 'refused') {
        await act(async () => environment.mock.reject(deletion, new Error('Service unavailable')));
        await findToast('Failed to delete training video');
      } else {
        await act(async () =>
          environment.mock.resolve(
            deletion,
            MockPayloadGenerator.generate(deletion, { TrainingProgram: () => ({ id: 'TrainingProgram:42', hasVideo: false }) }),
          ),
        );
        await findToast('Deleted training video');
        await user.click(screen.getByRole('button', { name: 'Actions for Stage rules' }));
        await screen.findByRole('menuitem', { name: 'Delete' });
        expect(screen.queryByRole('menuitem', { name: 'Delete video' })).toBeNull();
      }
      cleanup();
    }
  });

  it('gives field reps none of the writes', async () => {
    await renderList({ role: 'FIELD_REP' });
    expect(screen.queryByRole('button', { name: 'Create new training' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit inline / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    // 'Speaker Trainings' follows the route's guards (routing guards.ts canOpen, its own test; the e2e's field rep).
  });
});
