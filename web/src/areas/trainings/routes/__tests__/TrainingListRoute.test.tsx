import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { trainingListRoute } from '../TrainingList/TrainingListRoute.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const CERTIFICATE = { fileName: 'signed.pdf', fileUrl: '/download/speaker-training/training/11/certificate' };
const TRAININGS = [
  {
    id: 'SpeakerTraining:11',
    internalId: 11,
    status: 'COMPLETE',
    dueDate: '2030-01-02T00:00:00.000Z',
    completionDate: '2029-12-20T10:00:00.000Z',
    completionAttachment: CERTIFICATE,
    speaker: { firstName: 'Ava', lastName: 'Abbott' },
    program: { internalId: 3, programName: 'Safety', type: 'CHECKBOX', typeLabel: 'Interactive Training', topic: null },
  },
  {
    id: 'SpeakerTraining:12',
    internalId: 12,
    status: 'PENDING',
    dueDate: '2030-02-02T00:00:00.000Z',
    completionDate: null,
    completionAttachment: null,
    speaker: { firstName: 'Ben', lastName: 'Baker' },
    program: { internalId: 4, programName: 'Onboarding', type: 'VIDEO', typeLabel: 'Video', topic: null },
  },
];

/** Training Management as a viewer of `role` who may (or may not) update speaker trainings sees it. */
async function renderList({ role = 'ADMIN', canMark = true } = {}) {
  const rendered = renderRoute(trainingListRoute, { url: '/training/list' });
  await rendered.answer({
    Viewer: () => ({ role, canMark }),
    SpeakerTrainingConnection: () => ({ totalCount: TRAININGS.length, edges: TRAININGS.map((node) => ({ node })) }),
  });
  return rendered;
}

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Speaker trainings' }))
    .getByText(text)
    .closest('tr') as HTMLElement;
const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'signed.pdf', { type: 'application/pdf' });
/** The drop zone's file input (the zone opens it; a person picks the file there). */
const pick = (file: File) => fireEvent.change(screen.getByRole('dialog').querySelector('input[type=file]')!, { target: { files: [file] } });

describe('Training Management dates', () => {
  it('shows a due date as the day it was entered: the stored next midnight (spec 002 §9) is a storage rule', async () => {
    await renderList();
    expect(rowOf('Safety').textContent).toContain('01/01/2030');
    expect(rowOf('Safety').textContent).not.toContain('01/02/2030');
  });
});

describe('Training Management statuses', () => {
  it('shows each status as a badge, as the event lists show event statuses (issue 28 #16)', async () => {
    await renderList();
    for (const [row, label] of [
      ['Safety', 'Complete'],
      ['Onboarding', 'Pending'],
    ] as const) {
      const status = within(rowOf(row)).getByText(label);
      expect(status.classList.contains('fui-Badge'), label).toBe(true);
    }
  });
});

describe('Training Management certificates (spec 002 §8, §9)', () => {
  it('offers the download where a certificate exists, and upload and delete to staff who may update trainings', async () => {
    await renderList();
    expect(within(rowOf('Safety')).getByRole('button', { name: 'Download certificate: Ava Abbott, Safety' })).toBeTruthy();
    expect(within(rowOf('Safety')).getByRole('button', { name: 'Upload certificate: Ava Abbott, Safety' })).toBeTruthy();
    expect(within(rowOf('Safety')).getByRole('button', { name: 'Delete certificate: Ava Abbott, Safety' })).toBeTruthy();
    expect(within(rowOf('Onboarding')).queryByRole('button', { name: /^Download certificate/ })).toBeNull();
    expect(within(rowOf('Onboarding')).queryByRole('button', { name: /^Delete certificate/ })).toBeNull();
    expect(within(rowOf('Onboarding')).getByRole('button', { name: 'Upload certificate: Ben Baker, Onboarding' })).toBeTruthy();
  });

  it('gives speakers and staff without update on trainings the download only', async () => {
    for (const viewer of [
      { role: 'SPEAKER', canMark: true },
      { role: 'USER', canMark: false },
    ]) {
      await renderList(viewer);
      expect(screen.getAllByRole('button', { name: /^Download certificate/ })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /^(Upload|Delete) certificate/ }), viewer.role).toBeNull();
      cleanup();
    }
  });

  it("uploads a PDF: 'No file selected' without one, other types refused, then 'Training completion certificate uploaded successfully'", async () => {
    const { user, findToast } = await renderList();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ fileName: 'signed.pdf', fileUrl: CERTIFICATE.fileUrl }), { status: 201 }),
    );
    globalThis.fetch = fetch;
    await user.click(screen.getByRole('button', { name: 'Upload certificate: Ben Baker, Onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await findToast('No file selected');
    expect(within(dialog).getByText('No file selected')).toBeTruthy();
    pick(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('A speaker certificate must be a PDF')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(fetch).not.toHaveBeenCalled();
    pick(pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await findToast('Training completion certificate uploaded successfully');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/uploads/training-certificate/12');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.queryByRole('dialog', { name: 'Upload certificate' })).toBeNull();
  });

  it("says 'Error uploading training completion certificate' with the service's reason when the upload is refused", async () => {
    const { user, findToast } = await renderList();
    globalThis.fetch = vi.fn(
      async () => new Response(JSON.stringify({ statusCode: 415, message: 'A speaker certificate must be a PDF' }), { status: 415 }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload certificate: Ben Baker, Onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload certificate' });
    pick(pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await findToast('Error uploading training completion certificate');
    expect(within(dialog).getByText('A speaker certificate must be a PDF')).toBeTruthy();
  });

  it("deletes the certificate after the question: 'Training completion certificate deleted successfully', or the error", async () => {
    const { user, environment, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete certificate: Ava Abbott, Safety' }));
    const question = await screen.findByRole('dialog', { name: 'Delete certificate' });
    expect(question.textContent).toContain('Ava Abbott, Safety');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    const deletion = environment.mock.getMostRecentOperation();
    expect(deletion.request.node.params.name).toBe('useDeleteTrainingCertificateMutation');
    expect(deletion.request.variables.input).toEqual({ id: 'SpeakerTraining:11' });
    await act(async () =>
      environment.mock.resolve(
        deletion,
        MockPayloadGenerator.generate(deletion, { SpeakerTraining: () => ({ id: 'SpeakerTraining:11', completionAttachment: null }) }),
      ),
    );
    await findToast('Training completion certificate deleted successfully');
    expect(within(rowOf('Safety')).queryByRole('button', { name: /^Download certificate/ })).toBeNull();
    cleanup();

    const again = await renderList();
    await again.user.click(screen.getByRole('button', { name: 'Delete certificate: Ava Abbott, Safety' }));
    await again.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete certificate' })).getByRole('button', { name: 'Delete' }),
    );
    await act(async () => again.environment.mock.rejectMostRecentOperation(new Error('Speaker training 11 has no certificate')));
    await again.findToast('Error deleting training completion certificate');
  });
});
