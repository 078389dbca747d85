import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../../app/toast.tsx';
import { findToast } from '../../../../../__tests__/renderRoute.tsx';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { EditFeeStructureDialog } from '../EditFeeStructureDialog.tsx';

afterEach(cleanup);
// Fluent's MessageBar (the import's outcome) watches its width; jsdom has no ResizeObserver, and its files no text().
beforeAll(() => {
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The structure as the BFF answers it, in calculation order (weights 10, 20). */
const STRUCTURE = {
  questions: [
    {
      id: 'FeeQuestion:1',
      internalId: 1,
      label: 'Speaker tier',
      category: 'Honorarium',
      weight: 10,
      options: [
        { id: 'FeeOption:1', internalId: 1, field: 'Tier 1', operation: 'ADD' },
        { id: 'FeeOption:2', internalId: 2, field: 'Tier 2', operation: 'ADD' },
      ],
    },
    {
      id: 'FeeQuestion:2',
      internalId: 2,
      label: 'Program type',
      category: 'Program',
      weight: 20,
      options: [
        { id: 'FeeOption:4', internalId: 4, field: 'Live', operation: 'MULTIPLY' },
        { id: 'FeeOption:5', internalId: 5, field: 'Virtual', operation: 'IGNORE' },
      ],
    },
  ],
};

async function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithRelay(
    <ToastProvider>
      <EditFeeStructureDialog onClose={onClose} />
    </ToastProvider>,
  );
  const { environment } = rendered;
  await act(async () =>
    environment.mock.resolveMostRecentOperation({ data: { feeStructure: STRUCTURE } } as unknown as GraphQLSingularResponse),
  );
  await screen.findByRole('group', { name: 'Question 1: Speaker tier' });
  return {
    ...rendered,
    onClose,
    toast: (text: string) => findToast(rendered.container, text),
    /** The pending saveFeeStructure's input. */
    saved: () => environment.mock.getMostRecentOperation().request.variables.input,
    answerSave: (response: object) =>
      act(async () => environment.mock.resolveMostRecentOperation(response as unknown as GraphQLSingularResponse)),
  };
}

const dialog = () => screen.getByRole('dialog');
const questionNames = () =>
  within(dialog())
    .getAllByRole('group', { name: /^Question \d+:/ })
    .map((g) => g.getAttribute('aria-label'));
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const question = (name: string) => within(dialog()).getByRole('group', { name });
const fileInput = () => screen.getByLabelText('Fee structure file to import') as HTMLInputElement;
const jsonFile = (content: unknown, name = 'fee-structure-schema.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

describe('Edit Fee Structure (spec 002 §2.10, §3 "Fee structure", §5)', () => {
  it('shows the questions in calculation order; the first has no operation and counts as add; Save waits for a change', async () => {
    await renderDialog();
    expect(screen.getByRole('heading', { name: 'Edit Fee Structure' })).toBeTruthy();
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Program type']);
    const first = question('Question 1: Speaker tier');
    expect(within(first).queryByRole('combobox', { name: 'Operation' })).toBeNull();
    expect(within(first).getByText(/its options count as Add/)).toBeTruthy();
    const operations = within(question('Question 2: Program type')).getAllByRole('combobox', { name: 'Operation' });
    expect(operations.map((s) => (s as HTMLSelectElement).selectedOptions[0]!.textContent)).toEqual(['Multiply', 'Ignore']);
    expect(saveButton().disabled).toBe(true);
  });

  it('moves a question up and down: the order is the calculation order; Save only while it differs', async () => {
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Move Program type up' }));
    expect(questionNames()).toEqual(['Question 1: Program type', 'Question 2: Speaker tier']);
    // The question now first shows no operation; the one after it gets its options' operations back.
    expect(within(question('Question 1: Program type')).queryByRole('combobox', { name: 'Operation' })).toBeNull();
    expect(within(question('Question 2: Speaker tier')).getAllByRole('combobox', { name: 'Operation' })).toHaveLength(2);
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move Program type down' }));
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Program type']);
    expect(saveButton().disabled).toBe(true);
  });

  it('adds a question: Save stays disabled until it is complete; the hint names every problem and focuses the first', async () => {
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const fresh = question('Question 3: New question');
    await waitFor(() => expect(document.activeElement).toBe(within(fresh).getByRole('textbox', { name: 'Label' })));
    expect(saveButton().disabled).toBe(true);
    expect(within(dialog()).getByText('Save is disabled until the structure is complete.')).toBeTruthy();
    expect(within(fresh).queryByText('Label is required')).toBeNull();
    await user.tab();
    await user.click(within(dialog()).getByRole('button', { name: 'Show what is missing' }));
    expect(within(fresh).getByText('Label is required')).toBeTruthy();
    expect(within(fresh).getByText('Category is required')).toBeTruthy();
    expect(within(fresh).getByText('Field is required')).toBeTruthy();
    expect(within(fresh).getByText('Operation is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(fresh).getByRole('textbox', { name: 'Label' })));
    await user.click(within(fresh).getByRole('button', { name: 'Delete question 3' }));
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Program type']);
    expect(saveButton().disabled).toBe(true);
  });

  it('saves the whole structure in order with a new question (ids kept, weights from the order) and closes', async () => {
    const { user, saved, answerSave, toast, onClose } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const fresh = question('Question 3: New question');
    const fill = async (input: HTMLElement, text: string) => {
      await user.click(input);
      await user.paste(text);
    };
    await fill(within(fresh).getByRole('textbox', { name: 'Label' }), 'Travel');
    const travel = question('Question 3: Travel');
    await fill(within(travel).getByRole('textbox', { name: 'Category' }), 'Travel');
    await fill(within(travel).getByRole('textbox', { name: 'Field' }), 'Local');
    await user.click(within(travel).getByRole('button', { name: 'Add option to Travel' }));
    await fill(within(travel).getAllByRole('textbox', { name: 'Field' })[1]!, 'local');
    await user.selectOptions(within(travel).getAllByRole('combobox', { name: 'Operation' })[0]!, 'Ignore');
    await user.selectOptions(within(travel).getAllByRole('combobox', { name: 'Operation' })[1]!, 'Add');
    await user.tab();
    expect(within(travel).getByText("Travel: the option 'local' appears twice")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await fill(within(travel).getAllByRole('textbox', { name: 'Field' })[1]!, ' overnight');
    // An option deleted goes at once (a question keeps at least one).
    await user.click(within(question('Question 2: Program type')).getByRole('button', { name: 'Delete option Virtual' }));
    expect(saveButton().disabled).toBe(false);

    await user.click(saveButton());
    expect(saved()).toEqual({
      questions: [
        {
          id: 'FeeQuestion:1',
          label: 'Speaker tier',
          category: 'Honorarium',
          weight: 10,
          options: [
            { id: 'FeeOption:1', field: 'Tier 1', operation: null },
            { id: 'FeeOption:2', field: 'Tier 2', operation: null },
          ],
        },
        {
          id: 'FeeQuestion:2',
          label: 'Program type',
          category: 'Program',
          weight: 20,
          options: [{ id: 'FeeOption:4', field: 'Live', operation: 'MULTIPLY' }],
        },
        {
          id: null,
          label: 'Travel',
          category: 'Travel',
          weight: 30,
          options: [
            { id: null, field: 'Local', operation: 'IGNORE' },
            { id: null, field: 'local overnight', operation: 'ADD' },
          ],
        },
      ],
    });
    await answerSave({ data: { saveFeeStructure: { feeStructure: STRUCTURE } } });
    await toast('Fee structure saved');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Error saving fee structure' when the service refuses, and stays open with the changes", async () => {
    const { user, answerSave, toast, onClose } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Move Program type up' }));
    await user.click(saveButton());
    await answerSave({ data: { saveFeeStructure: null }, errors: [{ message: 'Service unavailable', path: ['saveFeeStructure'] }] });
    await toast('Error saving fee structure');
    expect(onClose).not.toHaveBeenCalled();
    expect(questionNames()).toEqual(['Question 1: Program type', 'Question 2: Speaker tier']);
  });

  it('imports a file: a bad one is refused naming what is wrong and changes nothing; a good one replaces the form', async () => {
    const { user } = await renderDialog();
    await user.upload(fileInput(), jsonFile('not json', 'notes.json'));
    expect(await within(dialog()).findByText('notes.json was not imported')).toBeTruthy();
    expect(within(dialog()).getByText(/^The file is not valid JSON: /)).toBeTruthy();

    const bad = {
      questions: [
        { label: 'Tier', category: 'Honorarium', weight: 1, options: [{ field: 'One' }] },
        { label: 'Travel', category: 'Travel', weight: 2, options: [{ field: '', operation: 'ADD' }] },
      ],
    };
    await user.upload(fileInput(), jsonFile(bad));
    expect(await within(dialog()).findByText('questions[1].options[0].field: Field is required')).toBeTruthy();
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Program type']);
    expect(saveButton().disabled).toBe(true);

    const good = {
      questions: [
        { label: 'Travel', category: 'Travel', weight: 40, options: [{ field: 'Overnight', operation: 'ADD' }] },
        { id: 1, label: 'Speaker tier', category: 'Honorarium', weight: 10, options: [{ id: 1, field: 'Tier 1' }] },
      ],
    };
    await user.upload(fileInput(), jsonFile(good));
    expect(await within(dialog()).findByText('Schema imported. Click save to apply changes.')).toBeTruthy();
    expect(within(dialog()).queryByText(/was not imported/)).toBeNull();
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Travel']);
    expect(saveButton().disabled).toBe(false);
  });

  it('exports fee-structure-schema.json, which imports back as it was', async () => {
    const { user } = await renderDialog();
    let blob: Blob | undefined;
    URL.createObjectURL = (object: Blob | MediaSource) => ((blob = object as Blob), 'blob:structure');
    URL.revokeObjectURL = () => {};
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog()).getByRole('button', { name: 'Export' }));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('fee-structure-schema.json');
    clicked.mockRestore();
    const text = await blob!.text();
    expect(JSON.parse(text).questions.map((q: { label: string; weight: number }) => [q.label, q.weight])).toEqual([
      ['Speaker tier', 10],
      ['Program type', 20],
    ]);

    await user.upload(fileInput(), jsonFile(text));
    expect(await within(dialog()).findByText('Schema imported. Click save to apply changes.')).toBeTruthy();
    expect(questionNames()).toEqual(['Question 1: Speaker tier', 'Question 2: Program type']);
  });

  it('closes on Escape when nothing changed, without asking', async () => {
    const { user, onClose } = await renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with changes: Discard closes, Escape goes back to the form', async () => {
    const { user, onClose } = await renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete Program type' }));
    expect(questionNames()).toEqual(['Question 1: Speaker tier']);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog()).getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await within(dialog()).findByRole('group', { name: 'Question 1: Speaker tier' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
