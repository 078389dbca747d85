import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { staff } from './staff.ts';
import { selectProduct, signIn, toast } from './support.ts';

// The Speaker Fee Calculator's rates and checks (spec 002 §2.10, §5, §9) as the demo admin: Set Speaker Fees, then
// Calculate Check with the live total from the api's own calculation, and a check with an override amount. The demo
// tenant has Fee Calculator Rounding on. The fee structure is left as seeded.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface PastEvent {
  shortName: string;
  speaker: { firstName: string; lastName: string };
  /** The event has this one speaker only (the dialog then chooses them with the event). */
  only: boolean;
}

/** A seeded event that took place, with its first speaker: one with a single speaker when there is one. */
async function pastEvent(): Promise<PastEvent> {
  const admin = await staff();
  const { events } = await admin.gql(
    `{ events(first: 100, sortBy: START_TIME) { edges { node { shortName startTime speakers { speaker { firstName lastName } } } } } }`,
  );
  const past = events.edges
    .map((edge: any) => edge.node)
    .filter((event: any) => event.shortName && new Date(event.startTime) < new Date() && event.speakers?.[0]?.speaker);
  const event = past.find((e: any) => e.speakers.length === 1) ?? past[0];
  return { shortName: event.shortName, speaker: event.speakers[0].speaker, only: event.speakers.length === 1 };
}

/** Picks the option of a search field whose text starts with `text` (typed to search). */
async function pick(dialog: Locator, field: string, search: string, option: RegExp) {
  const box = dialog.getByRole('combobox', { name: field, exact: true });
  await box.fill('');
  // Typed key by key, as a person does: typing opens the list.
  await box.pressSequentially(search);
  await dialog.page().getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function openCalculator(page: Page) {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/calculator');
  await expect(page.getByRole('table', { name: 'Checks table' })).toBeVisible();
}

/** Calculate Check for the event and its speaker (picked when the event has more than one). */
async function startCheck(page: Page, event: PastEvent) {
  await page.getByRole('button', { name: 'Calculate Check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calculate Check' });
  await pick(dialog, 'Event', event.shortName, new RegExp(`^${escape(event.shortName)} `));
  const name = `${event.speaker.firstName} ${event.speaker.lastName}`;
  const speaker = dialog.getByRole('combobox', { name: 'Speaker', exact: true });
  // The event's one speaker comes with it; one of several is searched.
  if (!event.only) await pick(dialog, 'Speaker', event.speaker.lastName, new RegExp(`^${escape(name)}`));
  await expect(speaker).toHaveValue(new RegExp(`^${escape(name)}`));
  return dialog;
}

test('an admin sets a speaker fee, calculates a check with the live total, and another with an override amount', async ({ page }) => {
  // Two dialogs and three saves: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const event = await pastEvent();
  const name = `${event.speaker.firstName} ${event.speaker.lastName}`;
  await openCalculator(page);

  // Set Speaker Fees: Save is offered once a value changed.
  await page.getByRole('button', { name: 'Set Speaker Fees' }).click();
  const fees = page.getByRole('dialog', { name: 'Set Speaker Fees' });
  await pick(fees, 'Speaker', event.speaker.lastName, new RegExp(`^${escape(name)}`));
  const tier1 = fees.getByRole('group', { name: /^Speaker tier/ }).getByRole('spinbutton', { name: 'Tier 1: national thought leader' });
  await expect(tier1).not.toHaveValue('');
  await expect(fees.getByRole('button', { name: 'Save' })).toBeDisabled();
  await tier1.fill('3100.25');
  await fees.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Speaker fee rates saved successfully')).toBeVisible();
  await expect(fees).toBeHidden();

  // Calculate Check: each option shows the speaker's rate; the total follows the answers, rounded up to a whole dollar.
  let check = await startCheck(page, event);
  await check
    .getByRole('combobox', { name: 'Speaker tier', exact: true })
    .selectOption({ label: 'Tier 1: national thought leader (+ $3,100.25)' });
  await check.getByRole('combobox', { name: 'Program type', exact: true }).selectOption({ label: 'Live (x 100 %)' });
  await check.getByRole('combobox', { name: 'Audience size', exact: true }).selectOption({ label: 'Up to 25 attendees (+ $0.00)' });
  await check.getByRole('combobox', { name: 'Travel', exact: true }).selectOption({ label: 'Local, no travel' });
  const math = check.getByRole('group', { name: 'Calculation' });
  await expect(math.getByText('+ $3,100.25')).toBeVisible();
  await expect(math.getByText('x 100 %')).toBeVisible();
  await expect(math.getByText('Rounded up to a whole dollar')).toBeVisible();
  await expect(check.getByRole('status', { name: 'Total' })).toHaveText('$3,101.00');
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Check added successfully')).toBeVisible();
  await expect(check).toBeHidden();
  // Newest first: the new check heads the table.
  const first = page.getByRole('table', { name: 'Checks table' }).getByRole('row').nth(1);
  await expect(first).toContainText(event.speaker.lastName);
  await expect(first).toContainText(event.shortName);
  await expect(first).toContainText('$3,101.00');

  // An override amount replaces the result and needs a reason.
  check = await startCheck(page, event);
  await check.getByRole('combobox', { name: 'Speaker tier', exact: true }).selectOption({ index: 2 });
  await check.getByRole('combobox', { name: 'Program type', exact: true }).selectOption({ index: 2 });
  await check.getByRole('combobox', { name: 'Audience size', exact: true }).selectOption({ index: 3 });
  await check.getByRole('combobox', { name: 'Travel', exact: true }).selectOption({ index: 3 });
  await check.getByRole('spinbutton', { name: 'Override Amount' }).fill('1500');
  await expect(check.getByRole('status', { name: 'Total' })).toHaveText('$1,500.00');
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(check.getByText('Reason is required')).toBeVisible();
  await expect(check.getByRole('textbox', { name: 'Override Reason' })).toBeFocused();
  await check.getByRole('textbox', { name: 'Override Reason' }).fill('Flat fee agreed for a half-day program');
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(check).toBeHidden();
  await expect(first).toContainText('$1,500.00');
  await expect(first).toContainText(event.shortName);
});
