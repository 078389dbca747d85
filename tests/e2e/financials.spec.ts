import { expect, test, type Locator, type Page } from '@playwright/test';
import { staff } from './staff.ts';
import { selectProduct, signIn, toast } from './support.ts';

// Financials (spec 002 §2.16, issue 29): the admin adds an event-wide line and a speaker's line, edits and deletes
// them, and imports a card export; a check of the Speaker Fee Calculator is its speaker's Honoraria line there until the check is deleted; a
// speaker sees their own rows only, without the speaker column and the search. The lines added are deleted again.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SeededEvent {
  shortName: string;
  speaker: { firstName: string; lastName: string };
}

/** A complete seeded event with a speaker (Add Expense Line's event search offers those), the `nth` of the newest:
 *  specs take different ones, the suite shares one database. */
async function seededEvent(nth: number): Promise<SeededEvent> {
  const admin = await staff();
  const { events } = await admin.gql(
    `{ events(first: 50, sortBy: START_TIME, sortDesc: true, filters: { selectedStatuses: [COMPLETE] }) {
        edges { node { shortName speakers { speaker { firstName lastName } } } } } }`,
  );
  const event = events.edges.map((edge: any) => edge.node).filter((e: any) => e.shortName && e.speakers?.[0]?.speaker)[nth];
  return { shortName: event.shortName, speaker: event.speakers[0].speaker };
}

const speakerName = (event: SeededEvent) => `${event.speaker.firstName} ${event.speaker.lastName}`;

async function openFinancials(page: Page, search?: string) {
  await page.goto('/expenses/list');
  await expect(page.getByRole('table', { name: 'Expenses table' })).toBeVisible();
  if (search) {
    await page.getByRole('textbox', { name: 'Search text' }).fill(search);
    await expect(page).toHaveURL(new RegExp(escape(encodeURIComponent(search))));
  }
}

/** The lines of a row, shown by its disclosure button. */
async function linesOf(page: Page, row: string): Promise<Locator> {
  const disclosure = page.getByRole('button', { name: `Show lines of ${row}`, exact: true });
  if ((await disclosure.getAttribute('aria-expanded')) !== 'true') await disclosure.click();
  return page.getByRole('table', { name: `Lines of ${row}`, exact: true });
}

/** Add Expense Line: the event searched and picked, then the speaker (or the whole event), type, amount and status. */
async function addLine(page: Page, event: SeededEvent, line: { speaker?: string; type: string; amount: string; paid?: string }) {
  await page.getByRole('button', { name: 'Add Expense Line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense Line' });
  const eventBox = dialog.getByRole('combobox', { name: 'Event' });
  await eventBox.pressSequentially(event.shortName);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${escape(event.shortName)} `) })
    .first()
    .click();
  const speaker = dialog.getByRole('combobox', { name: 'Speaker' });
  if (line.speaker) {
    await expect(speaker.getByRole('option', { name: line.speaker })).toHaveCount(1);
    await speaker.selectOption({ label: line.speaker });
  }
  await dialog.getByRole('combobox', { name: 'Expense Type' }).fill(line.type);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(line.amount);
  if (line.paid) {
    await dialog.getByLabel('Payment Date').fill(line.paid);
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function deleteLine(page: Page, lines: Locator, name: string) {
  await lines.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete expense line' });
  await expect(dialog.getByText('Are you sure you want to delete this expense line?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
}

test.describe('Financials', () => {
  test('an admin adds an event-wide line and a speaker line, edits one and deletes both', async ({ page }) => {
    test.setTimeout(120_000);
    const event = await seededEvent(2);
    const speaker = speakerName(event);
    await signIn(page, 'admin@demo.test');
    await selectProduct(page, 'Speaker Portal');
    await openFinancials(page, event.shortName);

    await addLine(page, event, { type: 'Printing', amount: '123.45', paid: '2026-04-02' });
    // The saved line's row opens with its lines.
    let wide = page.getByRole('table', { name: `Lines of ${event.shortName} – Whole event`, exact: true });
    await expect(wide.getByRole('row').filter({ hasText: 'Printing' }).getByRole('cell')).toHaveText([
      '04/02/2026',
      'Paid',
      'Printing',
      '$123.45',
      '',
    ]);

    await addLine(page, event, { speaker, type: 'Catering', amount: '250' });
    let own = await linesOf(page, `${event.shortName} – ${speaker}`);
    await expect(own.getByRole('row').filter({ hasText: 'Catering' })).toContainText('Pending');
    await expect(own.getByRole('row').filter({ hasText: 'Catering' })).toContainText('$250.00');

    await own.getByRole('button', { name: 'Edit Catering $250.00', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Expense Line' });
    await expect(edit.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
    await edit.getByRole('textbox', { name: 'Amount' }).fill('275.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Successfully updated')).toBeVisible();
    own = await linesOf(page, `${event.shortName} – ${speaker}`);
    await expect(own.getByRole('row').filter({ hasText: 'Catering' })).toContainText('$275.50');

    await deleteLine(page, own, 'Catering $275.50');
    await expect(own.getByRole('row').filter({ hasText: 'Catering' })).toHaveCount(0);
    wide = await linesOf(page, `${event.shortName} – Whole event`);
    await deleteLine(page, wide, 'Printing $123.45');
    await expect(page.getByRole('row').filter({ hasText: 'Printing' })).toHaveCount(0);
  });

  test("a check of the Speaker Fee Calculator is its speaker's Honoraria line until the check is deleted", async ({ page }) => {
    test.setTimeout(150_000);
    const event = await seededEvent(3);
    const speaker = speakerName(event);
    await signIn(page, 'admin@demo.test');
    await selectProduct(page, 'Hive');
    await page.goto('/calculator');
    await page.getByRole('button', { name: 'Calculate Check' }).click();
    const check = page.getByRole('dialog', { name: 'Calculate Check' });
    const eventBox = check.getByRole('combobox', { name: 'Event', exact: true });
    await eventBox.pressSequentially(event.shortName);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${escape(event.shortName)} `) })
      .first()
      .click();
    const speakerBox = check.getByRole('combobox', { name: 'Speaker', exact: true });
    if (!(await speakerBox.inputValue()).startsWith(speaker)) {
      await speakerBox.fill('');
      await speakerBox.pressSequentially(event.speaker.lastName);
      await page
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(`^${escape(speaker)}`) })
        .first()
        .click();
    }
    for (const [question, index] of [
      ['Speaker tier', 2],
      ['Program type', 2],
      ['Audience size', 3],
      ['Travel', 3],
    ] as const) {
      await check.getByRole('combobox', { name: question, exact: true }).selectOption({ index });
    }
    await check.getByRole('spinbutton', { name: 'Override Amount' }).fill('1717');
    await check.getByRole('textbox', { name: 'Override Reason' }).fill('Financials e2e');
    await check.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Check added successfully')).toBeVisible();

    const portal = async () => {
      await page.getByRole('button', { name: 'Apps' }).click();
      await page.getByRole('menuitem', { name: 'Speaker Portal', exact: true }).click();
      await openFinancials(page, event.shortName);
      return linesOf(page, `${event.shortName} – ${speaker}`);
    };
    let lines = await portal();
    const honoraria = lines.getByRole('row').filter({ hasText: '$1,717.00' });
    await expect(honoraria).toContainText('Honoraria');
    await expect(honoraria).toContainText('From the Speaker Fee Calculator');
    await expect(honoraria.getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Hive', exact: true }).click();
    await page.goto('/calculator');
    const row = page.getByRole('table', { name: 'Checks table' }).getByRole('row').filter({ hasText: '$1,717.00' }).first();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete check' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Successfully deleted')).toBeVisible();

    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Speaker Portal', exact: true }).click();
    await openFinancials(page, event.shortName);
    const rowButton = page.getByRole('button', { name: `Show lines of ${event.shortName} – ${speaker}`, exact: true });
    // The speaker's row stays while other lines of theirs do; the check's line is gone either way.
    if (await rowButton.count()) {
      lines = await linesOf(page, `${event.shortName} – ${speaker}`);
      await expect(lines.getByRole('row').filter({ hasText: '$1,717.00' })).toHaveCount(0);
    }
  });

  test('an admin imports a card export: the good rows land, the bad one comes back with its reason', async ({ page }) => {
    test.setTimeout(120_000);
    const event = await seededEvent(4);
    const speaker = speakerName(event);
    const csv = [
      'Program ID,Speaker,Category,Cost,Date',
      `${event.shortName},,Signage,$64.10,05/01/2026`,
      `${event.shortName},${speaker},Ground Transport,41.9,2026-05-02`,
      'NO-SUCH-EVENT,,Signage,10,2026-05-03',
    ].join('\n');
    await signIn(page, 'admin@demo.test');
    await selectProduct(page, 'Speaker Portal');
    await openFinancials(page, event.shortName);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Expense Lines' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'card.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The columns are guessed from the headers; the preview shows the file's rows as mapped.
    await expect(dialog.getByRole('group', { name: 'Column mapping' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('2 lines imported')).toBeVisible();
    const failed = dialog.getByRole('table', { name: 'Failed rows' });
    await expect(failed.getByRole('row').nth(1)).toContainText('Event NO-SUCH-EVENT not found');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Both lines are on the list (paid: a payment date was given), and a second import of the file adds none.
    const wide = await linesOf(page, `${event.shortName} – Whole event`);
    await expect(wide.getByRole('row').filter({ hasText: 'Signage' })).toContainText('Paid');
    const own = await linesOf(page, `${event.shortName} – ${speaker}`);
    await expect(own.getByRole('row').filter({ hasText: 'Ground Transport' })).toContainText('$41.90');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'card.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('0 lines imported')).toBeVisible();
    await expect(
      dialog
        .getByRole('table', { name: 'Failed rows' })
        .getByText(/^Already imported/)
        .first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await deleteLine(page, await linesOf(page, `${event.shortName} – Whole event`), 'Signage $64.10');
    await deleteLine(page, await linesOf(page, `${event.shortName} – ${speaker}`), 'Ground Transport $41.90');
  });

  test('a speaker sees only their own rows, without the speaker column, the search or any change', async ({ page }) => {
    await signIn(page, 'speaker@demo.test');
    await openFinancials(page);
    const table = page.getByRole('table', { name: 'Expenses table' });
    await expect(table.getByRole('columnheader', { name: 'Event ID' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Speaker' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Search text' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Expense Line' })).toHaveCount(0);
    const rows = page.getByRole('button', { name: /^Show lines of / });
    await expect(rows.first()).toBeVisible();
    const speakers = new Set(
      (await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) => label.split(' – ')[1]),
    );
    expect([...speakers]).toHaveLength(1);
    expect(speakers.has('Whole event')).toBe(false);
    const lines = await linesOf(page, (await rows.first().getAttribute('aria-label'))!.replace(/^Show lines of /, ''));
    await expect(lines.getByRole('row').nth(1)).toBeVisible();
    await expect(lines.getByRole('button')).toHaveCount(0);
  });
});
