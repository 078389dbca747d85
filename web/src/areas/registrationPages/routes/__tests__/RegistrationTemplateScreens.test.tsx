import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { registrationTemplateAddRoute } from '../RegistrationTemplateAdd/RegistrationTemplateAddRoute.tsx';
import { registrationTemplateEditRoute } from '../RegistrationTemplateEdit/RegistrationTemplateEditRoute.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TENANT = { Tenant: () => ({ id: 'Tenant:7' }) };
const URL_MESSAGE = 'Please provide a valid URL (i.e. https://www.example.com)';

const SAVED = {
  id: 'RegistrationTemplate:3',
  name: 'Cardiology dinner',
  url: 'https://events.example.com/cardio',
  banner: null,
  branded: true,
  brandColor1: '#0055aa',
  brandColor2: '#ffffff',
  isiText: null,
  consentText: null,
  marketingOptIn: false,
  redirectUrl: null,
  privacyPolicyLink: null,
  questions: [],
};

async function renderCreate() {
  const rendered = renderRoute(registrationTemplateAddRoute, { url: '/registration/add' });
  await rendered.answer(TENANT);
  await screen.findByRole('textbox', { name: /Template Name/ });
  return rendered;
}

async function renderEdit() {
  const rendered = renderRoute(registrationTemplateEditRoute, { url: '/registration/edit/3', params: { regPageId: '3' } });
  expect(rendered.variables).toEqual({ regPageId: 3 });
  await rendered.answer({ ...TENANT, RegistrationTemplate: () => SAVED });
  await screen.findByRole('textbox', { name: /Template Name/ });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('Create Registration Page Template (spec 002 §2.15: Template, then Questions, then Create)', () => {
  it('checks the Template step, goes on to Questions and creates the template with its fields', async () => {
    const { user, environment, router, findToast } = await renderCreate();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Template' })).toBeTruthy();
    expect(textbox('Brand Color 1').value).toBe('#ffffff');
    expect(textbox('Brand Color 2').value).toBe('#ffffff');
    await user.click(button('Next'));
    expect(await screen.findByText('Template name cannot be empty')).toBeTruthy();

    await user.type(textbox(/Template Name/), 'Webinar sign-up');
    await user.type(textbox('Page URL'), 'https://events.example.com/webinar');
    await user.click(screen.getByRole('checkbox', { name: 'Marketing Opt-In' }));
    await user.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Questions' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Question' })).toBeTruthy();
    // Registration pages have no skip logic.
    expect(screen.queryByRole('button', { name: 'Add Skip Logic' })).toBeNull();

    await user.click(button('Create'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateRegistrationTemplateMutation');
    expect(operation.request.variables.input).toEqual({
      template: {
        name: 'Webinar sign-up',
        url: 'https://events.example.com/webinar',
        banner: null,
        branded: false,
        brandColor1: '#ffffff',
        brandColor2: '#ffffff',
        isiText: null,
        consentText: null,
        marketingOptIn: true,
        redirectUrl: null,
        privacyPolicyLink: null,
        questions: [],
      },
    });
    await answerWith(environment, {});
    await findToast('Successfully created');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/list'));
  });
});

describe('Edit Registration Page Template: opening', () => {
  it('opens a saved template with a link in its consent text unchanged: Update stays disabled, leaving asks nothing', async () => {
    const consentText = '<p>By registering you agree to our <a href="https://www.example.com/terms">terms</a>.</p>';
    const rendered = renderRoute(registrationTemplateEditRoute, { url: '/registration/edit/3', params: { regPageId: '3' } });
    await rendered.answer({ ...TENANT, RegistrationTemplate: () => ({ ...SAVED, consentText }) });
    // The editors have rendered the texts (and switched to editable, which once counted as an edit).
    expect(await screen.findByRole('link', { name: 'terms' })).toBeTruthy();
    expect(button('Update').disabled).toBe(true);
  });
});

describe('Edit Registration Page Template: branding (spec 002 §3, §5, §9)', () => {
  it("says 'Invalid registration template' and goes back to the list for a template that does not exist", async () => {
    const rendered = renderRoute(registrationTemplateEditRoute, { url: '/registration/edit/99', params: { regPageId: '99' } });
    await rendered.answer({ ...TENANT, Query: () => ({ registrationTemplate: null }) });
    await rendered.findToast('Invalid registration template');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/registration/list'));
  });

  it('shows the saved branding and validates the Page URL, Redirect URL and Privacy Policy Link', async () => {
    const { user, environment } = await renderEdit();
    expect(screen.getByRole('tab', { name: 'Template' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Questions' })).toBeTruthy();
    expect(textbox('Page URL').value).toBe('https://events.example.com/cardio');
    expect(textbox('Brand Color 1').value).toBe('#0055aa');
    expect((screen.getByLabelText('Brand Color 1 picker') as HTMLInputElement).value).toBe('#0055aa');
    expect((screen.getByRole('checkbox', { name: 'Branded' }) as HTMLInputElement).checked).toBe(true);

    await user.clear(textbox('Page URL'));
    await user.type(textbox('Page URL'), 'cardio dinner');
    await user.type(textbox('Redirect URL'), 'ftp://example.com');
    await user.type(textbox('Privacy Policy Link'), 'example.com/privacy');
    await user.click(button('Update'));
    await waitFor(() => expect(screen.getAllByText(URL_MESSAGE)).toHaveLength(3));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('refuses a colour that is not #rrggbb, and sends the colours chosen', async () => {
    const { user, environment } = await renderEdit();
    await user.clear(textbox('Brand Color 2'));
    await user.type(textbox('Brand Color 2'), 'blue');
    await user.click(button('Update'));
    expect(await screen.findByText('Please enter a colour as #rrggbb (e.g. #ffffff)')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(textbox('Brand Color 2'));
    await user.type(textbox('Brand Color 2'), '#112233');
    expect((screen.getByLabelText('Brand Color 2 picker') as HTMLInputElement).value).toBe('#112233');
    await user.click(button('Update'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUpdateRegistrationTemplateMutation');
    expect(operation.request.variables.input).toMatchObject({
      id: 'RegistrationTemplate:3',
      template: { name: 'Cardiology dinner', brandColor1: '#0055aa', brandColor2: '#112233', branded: true },
    });
  });

  it("refuses a banner of 1,000,000 bytes or more with one message ('Please upload only files under 1Mb') without uploading it", async () => {
    const { user, container, environment } = await renderEdit();
    const upload = vi.spyOn(globalThis, 'fetch');
    await user.upload(fileInput(container), png(1_000_000));
    expect(await screen.findByText('Please upload only files under 1Mb')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(/Please upload only files under 1mb/i)).toHaveLength(1);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Banner preview' })).toBeNull();
    expect(button('Update').disabled).toBe(true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('uploads a banner under 1,000,000 bytes publicly and sends its URL', async () => {
    const { user, container, environment } = await renderEdit();
    const upload = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ url: 'https://cdn.example.com/banner.png' }, { status: 201 }));
    await user.upload(fileInput(container), png(999_999));
    const preview = await screen.findByRole('img', { name: 'Banner preview' });
    expect(preview.getAttribute('src')).toBe('https://cdn.example.com/banner.png');
    expect(upload).toHaveBeenCalledTimes(1);
    const [path, init] = upload.mock.calls[0]!;
    expect(path).toBe('/uploads/public');
    expect((init?.body as FormData).get('tenant-id')).toBe('Tenant:7');

    await user.click(button('Update'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input.template.banner).toBe('https://cdn.example.com/banner.png');
  });

  it('says the banner is not a readable image when the service refuses its content (415)', async () => {
    const { user, container, findToast } = await renderEdit();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ statusCode: 415, message: 'The file is not a readable PNG or JPEG file' }, { status: 415 }),
    );
    await user.upload(fileInput(container), png(2_000));
    const text = 'Unsupported image format. The file is not a readable PNG or JPEG file';
    await findToast(text);
    const field = screen.getByRole('button', { name: 'Banner' }).closest('.fui-Field') as HTMLElement;
    expect(within(field).getByText(text)).toBeTruthy();
    expect(screen.queryByText('Cannot upload the Image, please try again.')).toBeNull();
  });

  it("says 'Cannot upload the Image, please try again.' when the upload fails", async () => {
    const { user, container, findToast } = await renderEdit();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 500 }));
    await user.upload(fileInput(container), png(2_000));
    await findToast('Cannot upload the Image, please try again.');
    const field = screen.getByRole('button', { name: 'Banner' }).closest('.fui-Field') as HTMLElement;
    expect(within(field).getByText('Cannot upload the Image, please try again.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Banner preview' })).toBeNull();
  });
});
