import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { openEventList, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();

async function openEventsAsAdmin(page: Page, search?: string) {
  await openEventList(page);
  if (search) await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: search }))}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

const totalOf = async (page: Page) => Number(/\((\d+) events\)/.exec((await page.getByText(/\(\d+ events\)/).textContent()) ?? '')?.[1]);

async function importCsv(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Events' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(toast(page, 'Output loaded')).toBeVisible();
  return dialog;
}

test('filtering by status and period changes the URL and the rows, and survives a reload', async ({ page }) => {
  await openEventsAsAdmin(page);
  const before = await totalOf(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Event filters' });
  // A box that is not the group's first, ticked by its label (each label must tick its own box).
  await filters.getByRole('group', { name: 'Statuses' }).getByText('Confirmed', { exact: true }).click();
  await expect(filters.getByRole('group', { name: 'Statuses' }).getByRole('checkbox', { name: 'Confirmed' })).toBeChecked();
  await filters.getByLabel('From', { exact: true }).fill('2025-01-01');
  await filters.getByLabel('To', { exact: true }).fill('2026-06-30');
  await filters.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/filters=/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('filters')!)).toEqual({
    selectedStatuses: ['CONFIRMED'],
    period: { from: '2025-01-01', to: '2026-06-30', timezone: 'US/Central' },
  });
  await expect(page.getByRole('button', { name: 'Filters (2 set)' })).toBeVisible();
  await expect.poll(() => totalOf(page)).toBeLessThan(before);
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).toContainText('Confirmed');
  for (const row of await rows.all()) await expect(row).toContainText('Confirmed');
  await expect(page.getByRole('button', { name: 'Export Filtered' })).toBeVisible();

  const filtered = await totalOf(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2 set)' })).toBeVisible();
  expect(await totalOf(page)).toBe(filtered);
});

test('importing a CSV with two bad lines shows the counts and the line messages', async ({ page }) => {
  await openEventsAsAdmin(page);
  const dialog = await importCsv(
    page,
    [
      'id,program_name,start_date,end_date,zone,status,type,notes',
      `IMP-${stamp}-1,"Lipids, lipids and more",2027-04-01 18:00,2027-04-01 20:00,US/Central,confirmed,live,"Room ""B"""`,
      `IMP-${stamp}-2,Missing zone,2027-04-02 18:00,2027-04-02 20:00,,confirmed,live,`,
      `IMP-${stamp}-3,Virtual talk,04/03/2027 9:00 AM,04/03/2027 10:00 AM,US/Eastern,In Progress,Virtual,`,
      `IMP-${stamp}-4,Wrong zone,2027-04-04 18:00,2027-04-04 20:00,Europe/Paris,confirmed,live,`,
    ].join('\n'),
  );
  await expect(dialog.getByText('Successfully imported: 2')).toBeVisible();
  await expect(dialog.getByText('Errors: 2')).toBeVisible();
  const messages = dialog.getByRole('list', { name: 'Import errors' }).getByRole('listitem');
  await expect(messages).toHaveText(['zone is missing on line 3', 'Invalid timezone on line 5']);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: `IMP-${stamp}` }))}`);
  await expect(page.getByRole('row').filter({ hasText: `IMP-${stamp}` })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'Lipids, lipids and more' })).toHaveCount(1);
});

test('a file without the template header is refused with the spec message', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Events' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('name,date\nA,B\n') });
  await expect(dialog.getByText('Invalid CSV format. Please use example template.')).toBeVisible();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(dialog.getByText('No events found in CSV')).toBeVisible();
});

test('exporting filtered events downloads an XLSX with those rows', async ({ page }) => {
  await openEventsAsAdmin(page);
  const filters = { selectedStatuses: ['COMPLETE'], selectedTypes: ['WEBINAR'] };
  await page.goto(
    `/events/list?filters=${encodeURIComponent(JSON.stringify(filters))}&options=${encodeURIComponent(JSON.stringify({ itemsPerPage: 100, sortBy: 'shortName' }))}`,
  );
  await expect(page.getByRole('button', { name: 'Filters (2 set)' })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  const total = await totalOf(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Filtered' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^events-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Events')!;
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as string[]).slice(1)));
  expect(rows[0].slice(0, 2)).toEqual(['Event ID', 'Program Name']);
  expect(rows.length - 1).toBe(total);
  expect(new Set(rows.slice(1).map((r) => r[6]))).toEqual(new Set(['Complete']));
  expect(new Set(rows.slice(1).map((r) => r[5]))).toEqual(new Set(['Webinar']));
  await expect(firstRow).toContainText(rows[1][0]);
});

test('Generate QR downloads a PDF naming the event', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Event filters' });
  await filters.getByRole('combobox', { name: 'Survey Templates' }).click();
  await filters.getByRole('combobox', { name: 'Survey Templates' }).pressSequentially('Post');
  await page.getByRole('option', { name: 'Post-program survey' }).click();
  await expect(filters.getByRole('listitem').filter({ hasText: 'Post-program survey' })).toBeVisible();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/selectedTemplates/);
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Post-program survey' }).first();
  const shortName = (await row.locator('td').nth(1).locator('span').first().textContent())!.trim();
  await row.getByRole('button', { name: `Actions for ${shortName}` }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Generate QR' }).click()]);
  expect(download.suggestedFilename()).toBe(`qr-${shortName}.pdf`);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`eventId=${shortName}&surveyTemplateId=`);
});

test('deleting two events in bulk asks first and removes both rows', async ({ page }) => {
  await openEventsAsAdmin(page);
  const prefix = `DEL-${stamp}`;
  const dialog = await importCsv(
    page,
    [
      'id,program_name,start_date,end_date,zone,status,type,notes',
      `${prefix}-A,Bulk delete A,2027-05-01 18:00,2027-05-01 20:00,US/Central,confirmed,live,`,
      `${prefix}-B,Bulk delete B,2027-05-02 18:00,2027-05-02 20:00,US/Central,confirmed,live,`,
    ].join('\n'),
  );
  await expect(dialog.getByText('Successfully imported: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: prefix }))}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${prefix}-A` }).click();
  await page.getByRole('checkbox', { name: `Select ${prefix}-B` }).click();
  await expect(page.getByRole('button', { name: 'Export Selected' })).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete selected event(s)?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully delete event(s)')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(0);
});

test('Manage Event Owners adds, finds and deletes a field rep with the spec texts', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.getByRole('button', { name: 'Manage Event Owners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Event Owners' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  const form = dialog.getByRole('form', { name: 'New field rep' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();

  const name = `Owner ${stamp}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Should be a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill(`owner.${stamp.toLowerCase()}@demo.test`);
  // The service failing the write (fault on the create mutation): the form stays, with the spec's text.
  await page.route('**/graphql', (route) =>
    /mutation useCreateFieldRepMutation\b/.test(route.request().postDataJSON()?.query ?? '')
      ? route.fulfill({ json: { data: null, errors: [{ message: 'Upstream unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Unable to save')).toBeVisible();
  await page.unroute('**/graphql');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();

  await dialog.getByLabel('Search').fill(stamp);
  const row = dialog.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete field rep' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a speaker sees the tenant default period, no topic filter, and downloads a topic slide deck', async ({ page }) => {
  await openEventList(page, 'speaker@demo.test');
  await expect(page).toHaveURL(/filters=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toEqual({
    period: { from: '2026-01-01', to: '2026-12-31', timezone: 'UTC' },
  });
  await page.getByRole('button', { name: 'Filters (1 set)' }).click();
  const filters = page.getByRole('dialog', { name: 'Event filters' });
  await expect(filters.getByRole('combobox', { name: 'Speakers' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Topics' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'Heart Failure Today' }))}`);
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Heart Failure Today' }).click();
  const topic = page.getByRole('dialog', { name: 'Heart Failure Today' });
  const [download] = await Promise.all([page.waitForEvent('download'), topic.getByRole('button', { name: 'Download slide deck' }).click()]);
  expect(download.suggestedFilename()).toBe('Heart-Failure-Today.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await topic.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'Migraine Prevention' }))}`);
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Migraine Prevention' }).click();
  await page.getByRole('dialog', { name: 'Migraine Prevention' }).getByRole('button', { name: 'Download slide deck' }).click();
  await expect(toast(page, 'No slide deck found for topic')).toBeVisible();

  // The file store answering 404 or failing (faults injected on the download route).
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'Heart Failure Today' }))}`);
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Heart Failure Today' }).click();
  const again = page.getByRole('dialog', { name: 'Heart Failure Today' });
  for (const [status, text] of [
    [404, 'No slide deck found'],
    [500, 'Cannot download slide deck'],
  ] as const) {
    await page.route('**/download/**', (route) => route.fulfill({ status, json: { message: 'injected' } }));
    await again.getByRole('button', { name: 'Download slide deck' }).click();
    await expect(toast(page, text)).toBeVisible();
    await page.unroute('**/download/**');
  }
});

test('the list says when its events cannot be loaded, and loads them on Try again', async ({ page }) => {
  await openEventsAsAdmin(page);
  const isList = (route: Route) => /query EventListRouteQuery\b/.test(route.request().postDataJSON()?.query ?? '');

  // The BFF unreachable: the screen's message with Try again, the shell still there.
  await page.route('**/graphql', (route) => (isList(route) ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback()));
  await page.reload();
  await expect(page.getByText('Failed to load events').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute('**/graphql');

  // The rest of the screen loads but the events do not: one toast in the spec's words, no raw error.
  await page.route('**/graphql', async (route) => {
    if (!isList(route)) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.events = null;
    json.errors = [{ message: 'Upstream unavailable: GET /events', path: ['events'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }];
    return route.fulfill({ response, json });
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(toast(page, 'Failed to load events')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
  await expect(toast(page, 'Upstream unavailable')).toHaveCount(0);
  await page.unroute('**/graphql');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a failed export says so', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.route('**/download/events/export**', (route) => route.fulfill({ status: 500, json: { message: 'injected' } }));
  await page.getByRole('button', { name: 'Export All' }).click();
  await expect(toast(page, 'Cannot export events into XLSX')).toBeVisible();
});

test('only the sortable column headers are buttons, and every header has a name', async ({ page }) => {
  await openEventsAsAdmin(page);
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  await expect(header('Status').getByRole('button')).toHaveCount(1);
  await expect(header('Info').getByRole('button')).toHaveCount(0);
  await expect(header('Actions')).toHaveCount(1);
  await expect(header('Actions').getByRole('button')).toHaveCount(0);
  for (const cell of await page.getByRole('columnheader').all()) {
    expect(
      (await cell.textContent())?.trim() || (await cell.getAttribute('aria-label')) || (await cell.getByRole('checkbox').count()),
    ).toBeTruthy();
  }
});

test('a search with no match shows an empty state with a way back, and no selection controls', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: `no-such-event-${stamp}` }))}`);
  const empty = page.getByRole('status').filter({ hasText: 'No events found' });
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('No event matches the search and filters.');
  await expect(page.getByRole('checkbox', { name: 'Select all events' })).toHaveCount(0);
  await empty.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('checkbox', { name: 'Select all events' })).toBeVisible();
  expect(JSON.parse(new URL(page.url()).searchParams.get('options')!).searchQuery).toBe('');
});
