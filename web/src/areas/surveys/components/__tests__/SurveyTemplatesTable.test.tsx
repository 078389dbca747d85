import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { surveyTemplateListRoute } from '../../routes/SurveyTemplateList/SurveyTemplateListRoute.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom has no object URLs: the dialog's frame gets this one.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};

const TEMPLATES = [
  {
    id: 'SurveyTemplate:1',
    internalId: 1,
    name: 'Post-event feedback',
    questionsCount: 4,
    pdfPreviewUrl: '/download/survey-templates/1/pdf',
  },
  {
    id: 'SurveyTemplate:2',
    internalId: 2,
    name: 'Speaker evaluation',
    questionsCount: 0,
    pdfPreviewUrl: '/download/survey-templates/2/pdf',
  },
];

interface Setup {
  actions?: ('CREATE' | 'UPDATE' | 'DELETE')[];
  templates?: typeof TEMPLATES;
  failed?: boolean;
  url?: string;
}

/** Survey Templates as a viewer with `actions` on survey_template sees it. */
async function renderList({
  actions = ['CREATE', 'UPDATE', 'DELETE'],
  templates = TEMPLATES,
  failed = false,
  url = '/survey/templates',
}: Setup = {}) {
  const rendered = renderRoute(surveyTemplateListRoute, { url });
  expect(screen.getByRole('progressbar', { name: 'Loading survey templates' })).toBeTruthy();
  await rendered.answer({
    Viewer: () => ({ canCreate: actions.includes('CREATE'), canUpdate: actions.includes('UPDATE'), canDelete: actions.includes('DELETE') }),
    Query: () => (failed ? { surveyTemplates: null } : {}),
    SurveyTemplateConnection: () => ({ totalCount: templates.length, edges: templates.map((node) => ({ node })) }),
  });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Survey templates table' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const options = (router: { state: { location: { search: string } } }) =>
  JSON.parse(new URLSearchParams(router.state.location.search).get('options') ?? '{}') as Record<string, unknown>;

describe('Survey Templates (spec 001 §2 "Template list")', () => {
  it('lists the templates under Survey Template Name and Question Count, with edit, PDF preview and delete', async () => {
    await renderList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Survey Template Name', 'Question Count', 'Actions']);
    expect(cells('Post-event feedback').slice(0, 2)).toEqual(['Post-event feedback', '4']);
    expect(cells('Speaker evaluation').slice(0, 2)).toEqual(['Speaker evaluation', '0']);
    for (const label of ['Edit Post-event feedback', 'PDF preview of Post-event feedback', 'Delete Post-event feedback']) {
      expect(within(rowOf('Post-event feedback')).getByRole('button', { name: label })).toBeTruthy();
    }
    expect(screen.getByText('Page 1 of 1 (2 survey templates)')).toBeTruthy();
  });

  it('offers Create Template, edit and delete only with their permission; PDF preview always', async () => {
    await renderList({ actions: [] });
    expect(screen.queryByRole('button', { name: 'Create Template' })).toBeNull();
    const row = rowOf('Post-event feedback');
    expect(within(row).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(row).getByRole('button', { name: 'PDF preview of Post-event feedback' })).toBeTruthy();
    cleanup();

    await renderList({ actions: ['UPDATE'] });
    expect(screen.queryByRole('button', { name: 'Create Template' })).toBeNull();
    expect(within(rowOf('Post-event feedback')).getByRole('button', { name: 'Edit Post-event feedback' })).toBeTruthy();
    expect(within(rowOf('Post-event feedback')).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('opens the wizard with Create Template and a template with its edit button', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(router.state.location.pathname).toBe('/survey/add');
    await act(() => router.navigate('/survey/templates'));
    await user.click(screen.getByRole('button', { name: 'Edit Speaker evaluation' }));
    expect(router.state.location.pathname).toBe('/survey/edit/2');
  });

  it("searches with 'Search text': the search goes into the URL's options and the route's query", async () => {
    const { user, router } = await renderList();
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'feedback');
    await waitFor(() => expect(options(router)).toMatchObject({ searchQuery: 'feedback', page: 1 }));
    const variables = surveyTemplateListRoute.variables({
      params: {},
      searchParams: new URLSearchParams(router.state.location.search),
      viewer: {} as never,
    });
    expect(variables).toMatchObject({ searchQuery: 'feedback', page: 1, first: 10 });
  });

  it('asks for the rows per page chosen under the table (spec 000 §9 sizes), from page 1', async () => {
    const url = `/survey/templates?options=${encodeURIComponent(JSON.stringify({ page: 3, itemsPerPage: 10 }))}`;
    const { user, router } = await renderList({ url });
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20', '50', '100']);
    await user.selectOptions(size, '50');
    expect(options(router)).toMatchObject({ itemsPerPage: 50, page: 1 });
    expect(
      surveyTemplateListRoute.variables({
        params: {},
        searchParams: new URLSearchParams(router.state.location.search),
        viewer: {} as never,
      }),
    ).toMatchObject({ first: 50, page: 1 });
  });

  it("without a match for the search, says so and offers 'Clear search and filters'", async () => {
    const url = `/survey/templates?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'zzz' }))}`;
    const { user, router } = await renderList({ templates: [], url });
    expect(screen.getByText('No survey templates found')).toBeTruthy();
    expect(screen.getByText('No survey template matches the search and filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(options(router)).toMatchObject({ searchQuery: '' });
  });

  it("says 'Failed to load survey templates' (toast and under the table) with Try again when the templates fail", async () => {
    const { findToast } = await renderList({ failed: true });
    await findToast('Failed to load survey templates');
    expect(within(screen.getByRole('region', { name: 'Survey Templates' })).getByText('Failed to load survey templates')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No survey templates found')).toBeNull();
  });

  it("asks the spec's question before deleting, then sends deleteSurveyTemplate with the template's id", async () => {
    const { user, environment, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Post-event feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Template Deletion' });
    expect(
      within(dialog).getByText(
        'The template will be permanently deleted with all related questions and responses. Are you sure you want to proceed?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDeleteSurveyTemplateMutation');
    expect(operation.request.variables).toEqual({ input: { id: 'SurveyTemplate:1' } });
    await answerWith(environment, { DeleteSurveyTemplatePayload: () => ({ deletedId: 'SurveyTemplate:1' }) });
    await findToast('Survey template deleted');
    await waitFor(() => expect(within(table()).queryByText('Post-event feedback')).toBeNull());
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user, environment } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Post-event feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Template Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Template Deletion' })).toBeNull());
    // The page is back to the person once the dialog's modal hiding is lifted (a moment after it closes, on a busy machine).
    await waitFor(() => expect(within(table()).getByText('Post-event feedback')).toBeTruthy());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("says 'Cannot delete survey template' when the service refuses, and keeps the row", async () => {
    const { user, environment, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Speaker evaluation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Template Deletion' })).getByRole('button', { name: 'Delete' }),
    );
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The template has responses')));
    await findToast('Cannot delete survey template');
    expect(screen.queryByText('Survey template deleted')).toBeNull();
    expect(within(table()).getByText('Speaker evaluation')).toBeTruthy();
  });
});

describe('PDF preview (spec 001 §2, §8)', () => {
  it('shows the spinner while the PDF is drawn, then the PDF in a frame with Download', async () => {
    let deliver!: (response: Response) => void;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (deliver = resolve)));
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'PDF preview of Post-event feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF preview: Post-event feedback' });
    expect(within(dialog).getByText('Generating the PDF preview')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/download/survey-templates/1/pdf', expect.objectContaining({ credentials: 'same-origin' }));

    await act(async () =>
      deliver(
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="post-event-feedback.pdf"' },
        }),
      ),
    );
    const frame = await within(dialog).findByTitle('PDF preview of Post-event feedback');
    expect(frame.getAttribute('src')).toBe('blob:preview');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('post-event-feedback.pdf');
  });

  it("closes with 'Cannot generate PDF preview for this survey, please try again later. Error: …' when it fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ message: 'The template has no questions' }, { status: 422 }),
    );
    const { user, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'PDF preview of Speaker evaluation' }));
    await findToast('Cannot generate PDF preview for this survey, please try again later. Error: The template has no questions');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PDF preview: Speaker evaluation' })).toBeNull());
  });
});
