import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, signInToHive, toast } from './support.ts';
import { setUpEvent, staff } from './staff.ts';

const stamp = Date.now().toString(36);
const table = (page: Page) => page.getByRole('table', { name: 'Attendees table' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

const CREATE = `mutation($input: CreateEventAttendanceInput!) {
  createEventAttendance(input: $input) { eventAttendance { id } fieldErrors { questionRef message } } }`;

test('an admin filters by an event, sets two attendees to attended at once, deletes one after confirming and exports the list', async ({
  page,
}) => {
  const admin = await staff();
  // An event of its own (confirmed, no registration questions) with three attendees.
  const event = await setUpEvent(admin, 14, { status: 'CONFIRMED', registrationPage: false, registrationTemplateId: null });
  const names = ['Ada', 'Bo', 'Cy'].map((first) => ({ first, last: `Listtest${stamp}` }));
  for (const { first, last } of names) {
    const { createEventAttendance } = await admin.gql(CREATE, {
      input: {
        eventId: event.internalId,
        attendance: {
          firstName: first,
          lastName: last,
          email: `${first}.${stamp}@list.test`.toLowerCase(),
          status: 'REGISTERED',
          answers: [],
        },
      },
    });
    expect(createEventAttendance.fieldErrors).toBeNull();
  }

  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  // The event list's 'View Attendees' opens the list filtered by the event: a filter like any other, its tag named
  // after the event, which Reset all filters clears (issue 28 #2).
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: event.shortName }))}`);
  await page.getByRole('button', { name: `Actions for ${event.shortName}` }).click();
  await page.getByRole('menuitem', { name: 'View Attendees' }).click();
  await expect(page.getByRole('heading', { name: 'Attendee Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  for (const { first } of names) await expect(rowOf(page, first)).toContainText(event.shortName);
  await expect(rowOf(page, 'Ada')).toContainText('Registered');
  await page.getByRole('button', { name: 'Filters (1 set)' }).click();
  const eventFilter = page.getByRole('dialog', { name: 'Attendee filters' });
  await expect(eventFilter.getByText(event.shortName, { exact: false })).toBeVisible();
  await expect(eventFilter.getByText(`#${event.internalId}`)).toHaveCount(0);
  await eventFilter.getByRole('button', { name: 'Reset all filters' }).click();
  await eventFilter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/eventId/);
  // An address with ?eventId= (a bookmark, an integrator's link) opens the same filter, which the person can clear.
  await page.goto(`/attendees/list?eventId=${event.internalId}`);
  await expect(page).toHaveURL(/\/attendees\/list\?filters=/);
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  for (const { first } of names) await expect(rowOf(page, first)).toContainText(event.shortName);

  // A month without a year: the month is cleared with the spec's text.
  await page.getByRole('button', { name: 'Filters (1 set)' }).click();
  const filters = page.getByRole('dialog', { name: 'Attendee filters' });
  await filters.getByRole('combobox', { name: 'Event Month' }).selectOption('March');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Event year is required when event month is selected. Clearing event month.')).toBeVisible();
  await expect(rowOf(page, 'Ada')).toBeVisible();

  // Two attendees to attended in one bulk action.
  await rowOf(page, 'Ada').getByRole('checkbox').click();
  await rowOf(page, 'Bo').getByRole('checkbox').click();
  await expect(page.getByRole('button', { name: 'Export Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Status' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('WALKIN');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption('Attended');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully updated status for the selected Attendees')).toBeVisible();
  await expect(rowOf(page, 'Ada')).toContainText('Attended');
  await expect(rowOf(page, 'Bo')).toContainText('Attended');
  await expect(rowOf(page, 'Cy')).toContainText('Registered');

  // Delete one, after the confirmation.
  await rowOf(page, 'Cy')
    .getByRole('button', { name: `Delete Cy Listtest${stamp}` })
    .click();
  await expect(page.getByText('Are you sure you want to delete this event attendance')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
  await expect(rowOf(page, 'Cy')).toHaveCount(0);

  // Export Filtered: the event's attendees in the XLSX.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Filtered' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^attendees-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as never);
  const rows: string[][] = [];
  workbook.getWorksheet('Attendees')!.eachRow((r) => rows.push((r.values as string[]).slice(1)));
  expect(rows[0]!.slice(0, 3)).toEqual(['Event ID', 'First Name', 'Last Name']);
  const ours = rows.filter((r) => r[2] === `Listtest${stamp}`);
  expect(ours.map((r) => [r[0], r[1]]).sort()).toEqual([
    [event.shortName, 'Ada'],
    [event.shortName, 'Bo'],
  ]);
  expect(ours.every((r) => r.includes('Attended'))).toBe(true);
  await admin.context.dispose();
});

test('marketing sees the attendee list read-only: no selection, no add or delete, an eye to view', async ({ page }) => {
  await signInToHive(page, 'marketing@demo.test');
  await page.goto('/attendees/list');
  await expect(page.getByRole('heading', { name: 'Attendee Management' })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add attendee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export All' })).toBeVisible();
});
