import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { selectProduct, signIn, toast } from './support.ts';

// Edit Fee Structure (spec 002 §2.10, §3 "Fee structure", §5) over the demo seed's structure. The flows share one
// seeded stack: this spec saves only the seeded structure itself (its export imported back), which keeps every id,
// weight and position, so the speakers' rates and the checks of the other fee specs stay as seeded.

const SEEDED = ['Speaker tier', 'Program type', 'Audience size', 'Travel'];

async function openStructure(page: Page) {
  await page.getByRole('button', { name: 'Edit Fee Structure', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Fee Structure' });
  await expect(dialog.getByRole('group', { name: 'Question 1: Speaker tier' })).toBeVisible();
  return dialog;
}

async function openCalculator(page: Page) {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  // In a narrow window the drawer is folded away: the address leads there as its link does.
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { name: 'Speaker Fee Calculator' })).toBeVisible();
  return openStructure(page);
}

/** The questions' labels in the order the dialog shows them (the calculation order). */
const order = (dialog: ReturnType<Page['getByRole']>) =>
  dialog
    .getByRole('group', { name: /^Question \d+: / })
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')!.replace(/^Question \d+: /, '')));

test('an admin reorders, adds and checks questions, refuses a bad file, exports the structure and saves its export back', async ({
  page,
}) => {
  const dialog = await openCalculator(page);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect.poll(() => order(dialog)).toEqual(SEEDED);
  // The first question counts as add: no operation of its own.
  const first = dialog.getByRole('group', { name: 'Question 1: Speaker tier' });
  await expect(first.getByRole('combobox', { name: 'Operation' })).toHaveCount(0);
  await expect(first.getByText(/its options count as Add/)).toBeVisible();
  await expect(
    dialog.getByRole('group', { name: 'Question 2: Program type' }).getByRole('combobox', { name: 'Operation' }).first(),
  ).toHaveValue('MULTIPLY');
  await expect(save).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');

  // Export: fee-structure-schema.json, the questions in calculation order with their weights.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('fee-structure-schema.json');
  const exported = await readFile((await download.path())!, 'utf8');
  const file = JSON.parse(exported) as { questions: { label: string; weight: number; options: { field: string; operation?: string }[] }[] };
  expect(file.questions.map((q) => [q.label, q.weight])).toEqual(SEEDED.map((label, i) => [label, (i + 1) * 10]));
  expect(file.questions[0]!.options.every((o) => o.operation === undefined)).toBe(true);

  // Moving a question changes the calculation order; moved back, there is nothing to save.
  await dialog.getByRole('button', { name: 'Move Program type up' }).click();
  await expect.poll(() => order(dialog)).toEqual(['Program type', 'Speaker tier', 'Audience size', 'Travel']);
  await expect(dialog.getByRole('group', { name: 'Question 2: Speaker tier' }).getByRole('combobox', { name: 'Operation' })).toHaveCount(3);
  await expect(save).toBeEnabled();
  await dialog.getByRole('button', { name: 'Move Program type down' }).click();
  await expect.poll(() => order(dialog)).toEqual(SEEDED);
  await expect(save).toBeDisabled();

  // A new question: Save waits until it is complete; the hint names what is missing and focuses the first.
  await dialog.getByRole('button', { name: 'Add question' }).click();
  const fresh = dialog.getByRole('group', { name: 'Question 5: New question' });
  await expect(fresh.getByRole('textbox', { name: 'Label' })).toBeFocused();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Show what is missing' }).click();
  await expect(fresh.getByText('Label is required')).toBeVisible();
  await expect(fresh.getByText('Operation is required')).toBeVisible();
  await expect(fresh.getByRole('textbox', { name: 'Label' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete question 5' }).click();
  await expect.poll(() => order(dialog)).toEqual(SEEDED);

  // A bad file is refused, saying where, and changes nothing.
  const fileInput = dialog.getByLabel('Fee structure file to import');
  const bad = { questions: [file.questions[0], { ...file.questions[1], options: [{ field: ' ', operation: 'ADD' }] }] };
  await fileInput.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(dialog.getByText('bad.json was not imported')).toBeVisible();
  await expect(dialog.getByText('questions[1].options[0].field: Field is required')).toBeVisible();
  await expect.poll(() => order(dialog)).toEqual(SEEDED);
  await expect(save).toBeDisabled();

  // The export imported back: the same structure, saved as it was.
  await fileInput.setInputFiles({ name: 'fee-structure-schema.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(dialog.getByText('Schema imported. Click save to apply changes.')).toBeVisible();
  await expect.poll(() => order(dialog)).toEqual(SEEDED);
  await save.click();
  await expect(toast(page, 'Fee structure saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Opened again: as seeded, nothing to save; closing with a change asks first.
  const again = await openStructure(page);
  await expect.poll(() => order(again)).toEqual(SEEDED);
  await expect(again.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await again.getByRole('button', { name: 'Delete Travel', exact: true }).click();
  await again.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(question.getByText('Are you sure you want to proceed without saving?')).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the dialog works in an 800 px window: its questions scroll, its buttons stay in view', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  const dialog = await openCalculator(page);
  const travel = dialog.getByRole('group', { name: 'Question 4: Travel' });
  await travel.getByRole('textbox', { name: 'Label' }).scrollIntoViewIfNeeded();
  await expect(travel.getByRole('textbox', { name: 'Label' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(800);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
