import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '../../../../__tests__/renderWithRelay.tsx';
import { TrainingWizardDialog } from '../TrainingWizardDialog.tsx';

afterEach(cleanup);

const TOPICS = [{ internalId: 7, description: 'Cardiology' }];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

function renderWizard(edit?: Parameters<typeof TrainingWizardDialog>[0]['edit']) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithRelay(<TrainingWizardDialog edit={edit} topics={TOPICS} onClose={onClose} onChanged={onChanged} />);
  return { ...rendered, onChanged, onClose };
}

describe('Create training wizard', () => {
  it("Next validates the Create step with the spec's texts", async () => {
    const { user, environment } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Training Type is required')).toBeTruthy();
    expect(screen.getByText('Training name is required')).toBeTruthy();
    expect(screen.getByText('Expiration date is required')).toBeTruthy();
    await user.type(field('Expiration Date'), inDays(-1));
    expect(screen.getByText('Expiration date must be in the future')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('a video training gets the Upload step, which wants a video, its name and description', async () => {
    const { user, environment } = renderWizard();
    await user.selectOptions(field('Training Type'), 'VIDEO');
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toBe('1. Create2. Upload3. Assign');
    await user.type(field('Training Name'), 'Onboarding');
    await user.type(field('Expiration Date'), inDays(30));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2. Upload').getAttribute('aria-current')).toBe('step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Video is required')).toBeTruthy();
    expect(screen.getByText('Video name is required')).toBeTruthy();
    expect(screen.getByText('Video description is required')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('an interactive training is created on Next, then assigned: the choices exclude each other, the topic is offered only with a topic, selected speakers need one', async () => {
    const { user, environment, onChanged } = renderWizard();
    await user.selectOptions(field('Training Type'), 'CHECKBOX');
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toBe('1. Create2. Assign');
    await user.type(field('Training Name'), 'Compliance');
    await user.type(field('Expiration Date'), inDays(30));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const create = environment.mock.getMostRecentOperation();
    expect(create.request.variables.input).toMatchObject({ programName: 'Compliance', type: 'CHECKBOX', topicId: null, videoId: null });
    await act(async () =>
      environment.mock.resolve(
        create,
        MockPayloadGenerator.generate(create, { TrainingProgram: () => ({ id: 'p1', internalId: 41, topic: null }) }),
      ),
    );
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'All speakers' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: "Speakers of the training's topic" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Select at least one valid assignment type')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Selected speakers' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('At least one speaker is required')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'All speakers' }));
    expect((screen.getByRole('radio', { name: 'Selected speakers' }) as HTMLInputElement).checked).toBe(false);
    await user.type(field('Due Date'), inDays(7));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const assign = environment.mock.getMostRecentOperation();
    expect(assign.request.variables.input).toEqual({ programId: 'p1', dueDate: inDays(7), assignment: 'ALL', speakerIds: null });
  });

  it('a topic typed as free text is cleared with its warning', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByRole('combobox', { name: /Topic/ }), 'Nonsense');
    await user.click(field('Training Name'));
    expect(screen.getByText('Clearing invalid topic')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Topic/ }) as HTMLInputElement).value).toBe('');
  });

  it('edit: Save only once something changed', async () => {
    const { user } = renderWizard({
      id: 'p1',
      values: { programName: 'Safety', type: 'CHECKBOX', topicId: 7, expirationDate: inDays(30) },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.type(field('Training Name'), ' 2');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('option', { name: 'Video' })).toBeNull();
  });
});
