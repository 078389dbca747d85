import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ToastProvider } from '../../../../app/toast.tsx';
import { findToast } from '../../../../__tests__/renderRoute.tsx';
import { renderWithRelay } from '../../../../__tests__/renderWithRelay.tsx';
import { TrainingWizardDialog } from '../TrainingWizardDialog.tsx';

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  cleanup();
  globalThis.XMLHttpRequest = realXhr;
  vi.restoreAllMocks();
});

const TOPICS = [{ internalId: 7, description: 'Cardiology' }];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

function renderWizard(edit?: Parameters<typeof TrainingWizardDialog>[0]['edit']) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <TrainingWizardDialog edit={edit} topics={TOPICS} onClose={onClose} onChanged={onChanged} />
    </ToastProvider>,
  );
  return { ...rendered, onChanged, onClose, toast: (text: string) => findToast(rendered.container, text) };
}

/** Fills the Create step of an interactive training and presses Next (the program is created then). */
async function createStep(user: ReturnType<typeof renderWizard>['user'], name = 'Compliance') {
  await user.selectOptions(field('Training Type'), 'CHECKBOX');
  await user.type(field('Training Name'), name);
  await user.type(field('Expiration Date'), inDays(30));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** jsdom plays no media: a video element reports `duration` seconds once its source is set (or fails to load). */
function videoMetadata(duration: number | null) {
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(duration ?? Number.NaN);
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
    queueMicrotask(() => (duration === null ? this.onerror?.(new Event('error')) : this.onloadedmetadata?.(new Event('loadedmetadata'))));
  });
  URL.createObjectURL ??= () => 'blob:clip';
  URL.revokeObjectURL ??= () => undefined;
}

/** The videos the wizard sent (XHR `send` calls). */
let videosSent = 0;

/** The BFF's answers to the upload speed check (`fetch`: the raw 5 MB body; null = it fails) and to the video upload
 *  (jsdom's XHR would go to the network). */
function uploadAnswers(status: number, answer: object, bitsPerSecond: number | null = 8_000_000) {
  videosSent = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    expect(url).toBe('/uploads/check-upload-speed');
    expect((init?.body as Uint8Array).byteLength).toBe(5_242_880);
    return bitsPerSecond === null
      ? Response.json({ statusCode: 503, message: 'The service is unavailable' }, { status: 503 })
      : Response.json({ bytes: 5_242_880, bitsPerSecond });
  });
  globalThis.XMLHttpRequest = class {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      videosSent += 1;
      queueMicrotask(() => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      });
    }
  } as unknown as typeof XMLHttpRequest;
}

/** Reaches the Upload step of a video training with a file, its name and description filled. */
async function uploadStep(user: ReturnType<typeof renderWizard>['user']) {
  await user.selectOptions(field('Training Type'), 'VIDEO');
  await user.type(field('Training Name'), 'Onboarding');
  await user.type(field('Expiration Date'), inDays(30));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const input = screen.getByRole('dialog').querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['webm'], 'clip.webm', { type: 'video/webm' })] } });
  await user.type(field('Video Description'), 'Four seconds');
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

  it("says 'Training created and assigned' once assigned, and closes", async () => {
    const { user, environment, onClose, toast } = renderWizard();
    await createStep(user);
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { TrainingProgram: () => ({ id: 'p1', internalId: 41, topic: null }) }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'All speakers' }));
    await user.type(field('Due Date'), inDays(7));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await toast('Training created and assigned');
    expect(onClose).toHaveBeenCalled();
  });

  it("Cancel after the program was created asks first; Discard deletes it ('Deleted training program'), Keep editing returns to the step", async () => {
    const { user, environment, onClose, onChanged, toast } = renderWizard();
    await createStep(user);
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { TrainingProgram: () => ({ id: 'p1', internalId: 41, topic: null }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText("'Compliance' is already saved, not yet assigned. Discard deletes it.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('radio', { name: 'All speakers' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const remove = environment.mock.findOperation((op) => op.request.node.params.name === 'useDeleteTrainingProgramMutation');
    expect(remove.request.variables.input).toEqual({ id: 'p1' });
    onChanged.mockClear();
    await act(async () => environment.mock.resolve(remove, MockPayloadGenerator.generate(remove)));
    await toast('Deleted training program');
    expect(onChanged).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('Discard of a video training deletes the uploaded video, then the program; a refusal keeps the wizard open', async () => {
    videoMetadata(4);
    uploadAnswers(201, { id: 77, size: 4 });
    const { user, environment, onClose, toast } = renderWizard();
    await uploadStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { TrainingProgram: () => ({ id: 'p1', internalId: 41, topic: null }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText("'Onboarding' is already saved, not yet assigned. Discard deletes it and its uploaded video.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const removeVideo = environment.mock.findOperation((op) => op.request.node.params.name === 'useDeleteTrainingVideoMutation');
    expect(removeVideo.request.variables.input).toEqual({ programId: 'p1' });
    await act(async () => environment.mock.resolve(removeVideo, MockPayloadGenerator.generate(removeVideo)));
    const remove = environment.mock.findOperation((op) => op.request.node.params.name === 'useDeleteTrainingProgramMutation');
    await act(async () => environment.mock.reject(remove, new Error('Training program p1 not found')));
    await toast('Failed to delete training program');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'All speakers' })).toBeTruthy();
    // Asked again, only the program is left to delete.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText("'Onboarding' is already saved, not yet assigned. Discard deletes it.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const again = environment.mock.getMostRecentOperation();
    expect(again.request.node.params.name).toBe('useDeleteTrainingProgramMutation');
    await act(async () => environment.mock.resolve(again, MockPayloadGenerator.generate(again)));
    await toast('Deleted training program');
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Failed to create training' when the program is refused, and 'Failed to assign training(s)' when the assignment is", async () => {
    const { user, environment, toast } = renderWizard();
    await createStep(user);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Expiration date must be in the future')));
    await toast('Failed to create training');
    expect(screen.getByText('1. Create').getAttribute('aria-current')).toBe('step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { TrainingProgram: () => ({ id: 'p1', internalId: 41, topic: null }) }),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'All speakers' }));
    await user.type(field('Due Date'), inDays(7));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Invalid training data')));
    await toast('Failed to assign training(s)');
  });

  it("says 'Failed to upload video' with the service's reason under the field, and 'Error loading video metadata'", async () => {
    videoMetadata(4);
    uploadAnswers(415, { statusCode: 415, message: 'Only MP4, WebM and Ogg videos are accepted' });
    const { user, environment, toast } = renderWizard();
    await uploadStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await toast('Failed to upload video');
    expect(screen.getByText('Only MP4, WebM and Ogg videos are accepted')).toBeTruthy();
    expect(screen.getByText('2. Upload').getAttribute('aria-current')).toBe('step');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    cleanup();
    vi.restoreAllMocks();

    videoMetadata(null);
    const again = renderWizard();
    await uploadStep(again.user);
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    await again.toast('Error loading video metadata');
  });

  it("checks the upload speed before the upload: 'Failed to check video upload speed.' and nothing sent when it fails", async () => {
    videoMetadata(4);
    uploadAnswers(201, { id: 77, size: 4 }, null);
    const { user, environment, toast } = renderWizard();
    await uploadStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await toast('Failed to check video upload speed.');
    expect(videosSent).toBe(0);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('2. Upload').getAttribute('aria-current')).toBe('step');
  });

  it('shows the measured upload speed and the time the video will take while it uploads', async () => {
    videoMetadata(4);
    uploadAnswers(201, { id: 77, size: 4 }, 1_234_567.89);
    const { user } = renderWizard();
    await uploadStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Upload speed 1.23 Mbit/s: about 1 s for this video')).toBeTruthy();
    expect(videosSent).toBe(1);
  });

  it('uploads the video, then creates the video program with it', async () => {
    videoMetadata(4);
    uploadAnswers(201, { id: 77, size: 4 });
    const { user, environment } = renderWizard();
    await uploadStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ type: 'VIDEO', videoId: 77 });
  });

  it('a topic typed as free text is cleared with its warning', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByRole('combobox', { name: /Topic/ }), 'Nonsense');
    await user.click(field('Training Name'));
    expect(screen.getByText('Clearing invalid topic')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Topic/ }) as HTMLInputElement).value).toBe('');
  });

  it("edit: renames an expired program ('Program updated'); a changed expiration must be in the future", async () => {
    const { user, environment, toast } = renderWizard({
      id: 'p1',
      values: { programName: 'Safety', type: 'CHECKBOX', topicId: 7, expirationDate: inDays(-30) },
    });
    await user.type(field('Training Name'), ' (old)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Expiration date must be in the future')).toBeNull();
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.variables.input).toMatchObject({ id: 'p1', programName: 'Safety (old)', expirationDate: inDays(-30) });
    await act(async () => environment.mock.resolve(update, MockPayloadGenerator.generate(update)));
    await toast('Program updated');
    cleanup();

    const moved = renderWizard({ id: 'p1', values: { programName: 'Safety', type: 'CHECKBOX', topicId: 7, expirationDate: inDays(-30) } });
    fireEvent.change(field('Expiration Date'), { target: { value: inDays(-2) } });
    await moved.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Expiration date must be in the future')).toBeTruthy();
    expect(moved.environment.mock.getAllOperations()).toHaveLength(0);
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
