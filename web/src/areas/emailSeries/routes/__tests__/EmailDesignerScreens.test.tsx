import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES as DM, GUTTER_OPEN } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { answerWith, dialogGone, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { emailDesignerRoute } from '../EmailDesigner/EmailDesignerRoute.tsx';
import { emailDesignerV2Route } from '../EmailDesignerV2/EmailDesignerV2Route.tsx';

afterEach(cleanup);

// CodeMirror measures text with ranges' rectangles, which jsdom does not lay out.
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const VARIABLES = [
  { label: 'Recipient first name', value: '{{ recipient.firstName }}', group: 'recipient' },
  { label: 'Program name', value: '{{ event.title }}', group: 'event' },
  { label: 'If the event has a venue', value: '{% if venue %}…{% endif %}', group: 'venue' },
];

const template = (more: Record<string, unknown>) => ({
  id: 'EmailTemplate:7',
  internalId: 7,
  name: 'Registration confirmation',
  body: '',
  builder: null,
  design: null,
  emailTemplateType: { variables: VARIABLES },
  ...more,
});

async function insertVariable(user: ReturnType<typeof renderRoute>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'Insert variable' }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${label}`) }));
}

describe.each([
  ['the legacy designer', emailDesignerRoute, '/email-template-designer'],
  ['Designer V2', emailDesignerV2Route, '/email-template-designer-v2'],
] as const)('%s (spec 002 §2.14, §8)', (_name, route, path) => {
  it('asks for a template id when the address has none, with the way back to the list', async () => {
    const rendered = renderRoute(route, { url: path });
    // Nothing to ask the server: the query has no field without an id.
    expect(rendered.variables).toEqual({ emailTemplateId: 0, hasId: false });
    expect(await screen.findByText(DM.missingTemplateId)).toBeTruthy();
    await rendered.user.click(screen.getByRole('button', { name: 'Back to the email template list' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/email-series/email-template/list'));
  });

  it('says the builder could not start when the template does not load', async () => {
    const rendered = renderRoute(route, { url: `${path}?emailTemplateId=99` });
    expect(rendered.variables).toEqual({ emailTemplateId: 99, hasId: true });
    await rendered.answer({ Query: () => ({ emailTemplate: null }) });
    expect(await screen.findByText(DM.initFailed)).toBeTruthy();
  });
});

describe('the legacy designer', () => {
  it('inserts a variable at the cursor, warns on a Designer V2 template and converts it only once confirmed', async () => {
    const rendered = renderRoute(emailDesignerRoute, { url: '/email-template-designer?emailTemplateId=7' });
    await rendered.answer({
      EmailTemplate: () => template({ builder: 'V2', body: '<table><tr><td>Blocks</td></tr></table>' }),
    });
    const { user, environment, findToast } = rendered;
    expect(await screen.findByText(DM.v2InLegacy)).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Email HTML' });
    await insertVariable(user, 'Program name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DM.v2InLegacy, { selector: '[role=dialog] *' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Convert and save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      emailTemplateId: 'EmailTemplate:7',
      builder: 'LEGACY',
      body: '{{ event.title }}<table><tr><td>Blocks</td></tr></table>',
      confirmConversion: true,
    });
    await answerWith(environment, {
      EmailTemplate: () => ({ id: 'EmailTemplate:7', builder: 'LEGACY', body: `${GUTTER_OPEN}<p>x</p></div>`, design: null }),
    });
    await findToast(DM.saved);
    expect(screen.queryByText(DM.v2InLegacy)).toBeNull();
  });

  it("says 'Error saving template' with the service's reason", async () => {
    const rendered = renderRoute(emailDesignerRoute, { url: '/email-template-designer?emailTemplateId=7' });
    await rendered.answer({ EmailTemplate: () => template({ builder: 'LEGACY', body: `${GUTTER_OPEN}<p>Hi</p></div>` }) });
    expect(screen.queryByText(DM.v2InLegacy)).toBeNull();
    await rendered.user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
    expect(rendered.environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      emailTemplateId: 'EmailTemplate:7',
      builder: 'LEGACY',
      body: '<p>Hi</p>',
    });
    const refusal = Object.assign(new Error('refused'), { source: [{ message: 'Unknown variable {{ x }}' }] });
    await act(async () => rendered.environment.mock.rejectMostRecentOperation(refusal));
    await rendered.findToast(`${DM.saveFailed}: Unknown variable {{ x }}`);
  });
});

const SAVE = 'useSaveEmailTemplateDesignMutation';
const PREVIEW = 'useDesignPreviewQuery';
/** The operations of one name asked so far (Designer V2 asks its preview as the blocks change, beside the save). */
const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
async function answerNamed(environment: MockEnvironment, name: string, resolvers: MockResolvers) {
  const [operation] = named(environment, name);
  await act(async () => environment.mock.resolve(operation!, MockPayloadGenerator.generate(operation!, resolvers)));
}

describe('Designer V2', () => {
  it("shows the service's rendering of the blocks as they stand, at a pause in the editing, and what a save would refuse", async () => {
    const rendered = renderRoute(emailDesignerV2Route, { url: '/email-template-designer-v2?emailTemplateId=7' });
    await rendered.answer({ EmailTemplate: () => template({ builder: 'V2', body: '<p>saved</p>', design: { blocks: [] } }) });
    const { user, environment } = rendered;
    const frame = () => screen.getByTitle('Email preview').getAttribute('srcdoc');
    expect(await screen.findByText('No blocks yet: add one.')).toBeTruthy();
    // The saved blocks show the saved rendering: nothing asked.
    expect(frame()).toBe('<p>saved</p>');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Heading' }));
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Welcome');
    await waitFor(() => expect(named(environment, PREVIEW)).toHaveLength(1));
    expect(named(environment, PREVIEW)[0]!.request.variables).toEqual({
      emailTemplateId: 'EmailTemplate:7',
      design: { blocks: [{ kind: 'HEADING', text: 'Welcome' }] },
    });
    expect(screen.getByText('Updating the preview…')).toBeTruthy();
    await answerNamed(environment, PREVIEW, { EmailDesignPreview: () => ({ html: '<h1>Welcome</h1>', error: null }) });
    await waitFor(() => expect(frame()).toBe('<h1>Welcome</h1>'));
    expect(screen.getByText('Preview: the blocks as the e-mail shows them.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Text/ }), ' {{{{ training.name }}');
    await waitFor(() => expect(named(environment, PREVIEW)).toHaveLength(1));
    const refusal = 'Unknown variable {{ training.name }}: a Registration confirmation email cannot use it';
    await answerNamed(environment, PREVIEW, { EmailDesignPreview: () => ({ html: null, error: refusal }) });
    expect(await screen.findByText(`Not rendered: ${refusal}`)).toBeTruthy();
    // The last rendering stays beside the reason.
    expect(frame()).toBe('<h1>Welcome</h1>');
  });

  it('inserts a variable at the cursor of the text field last edited and sends the blocks', async () => {
    const rendered = renderRoute(emailDesignerV2Route, { url: '/email-template-designer-v2?emailTemplateId=7' });
    await rendered.answer({ EmailTemplate: () => template({}) });
    const { user, environment, findToast } = rendered;
    expect(await screen.findByText('No blocks yet: add one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Text' }));
    const text = screen.getByRole('textbox', { name: /^Text/ }) as HTMLTextAreaElement;
    await user.type(text, 'Hello world');
    text.setSelectionRange(6, 6);
    fireEvent.select(text);
    await insertVariable(user, 'Recipient first name');
    expect(text.value).toBe('Hello {{ recipient.firstName }}world');
    // A block's liquid is variables only: the menu leaves the legacy builder's `{% if … %}` blocks out, and the
    // condition picker offers them.
    expect(screen.queryByRole('menuitem', { name: /If the event has a venue/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'venue' } });
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Divider' }));
    await user.click(screen.getByRole('button', { name: 'Move Divider block 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(environment, SAVE)).toHaveLength(1));
    expect(named(environment, SAVE)[0]!.request.variables.input).toEqual({
      emailTemplateId: 'EmailTemplate:7',
      builder: 'V2',
      design: { blocks: [{ kind: 'DIVIDER' }, { kind: 'TEXT', text: 'Hello {{ recipient.firstName }}world', condition: 'venue' }] },
    });
    await answerNamed(environment, SAVE, { EmailTemplate: () => ({ id: 'EmailTemplate:7', builder: 'V2', body: '<p>rendered</p>' }) });
    await findToast(DM.saved);
  });

  it('puts a variable into a new text block when no field was edited yet', async () => {
    const rendered = renderRoute(emailDesignerV2Route, { url: '/email-template-designer-v2?emailTemplateId=7' });
    await rendered.answer({ EmailTemplate: () => template({}) });
    await screen.findByText('No blocks yet: add one.');
    await insertVariable(rendered.user, 'Program name');
    expect((screen.getByRole('textbox', { name: /^Text/ }) as HTMLTextAreaElement).value).toBe('{{ event.title }}');
  });

  it('warns on a legacy template and converts it only once confirmed', async () => {
    const rendered = renderRoute(emailDesignerV2Route, { url: '/email-template-designer-v2?emailTemplateId=7' });
    // No designer saved it yet, but its body holds HTML: the legacy designer's kind.
    await rendered.answer({ EmailTemplate: () => template({ builder: null, body: '<p>Seeded</p>' }) });
    const { user, environment } = rendered;
    expect(await screen.findByText(DM.legacyInV2)).toBeTruthy();
    await insertVariable(user, 'Program name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(named(environment, SAVE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Convert and save' }));
    await waitFor(() => expect(named(environment, SAVE)).toHaveLength(1));
    expect(named(environment, SAVE)[0]!.request.variables.input).toMatchObject({
      builder: 'V2',
      design: { blocks: [{ kind: 'TEXT', text: '{{ event.title }}' }] },
      confirmConversion: true,
    });
  });
});
