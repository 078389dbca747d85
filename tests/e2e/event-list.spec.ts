import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { openEventList, selectProduct, signIn, tenantOrigin, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();

async function openEventsAsAdmin(page: Page, search?: string) {
  await openEventList(page);
  if (search) await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: search }))}`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

const isListQuery = (route: Route) => /query EventListRouteQuery\b/.test(route.request().postDataJSON()?.query ?? '');

const totalOf = async (page: Page) => Number(/\((\d+) events\)/.exec((await page.getByText(/\(\d+ events\)/).textContent()) ?? '')?.[1]);

/** A colour token of the app's theme as the browser computes it (`rgb(…)`). */
const themeColor = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.querySelector('.fui-FluentProvider')!.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);

/** Chooses a file as a person does: a click on the drop zone opens the browser's file chooser. */
async function chooseCsv(page: Page, dialog: Locator, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'CSV file', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

async function importCsv(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Events' });
  await chooseCsv(page, dialog, 'events.csv', csv);
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

test('importing 3 lines of which 2 fail shows a warning with the counts and the line messages, not a success', async ({ page }) => {
  await openEventsAsAdmin(page);
  const csv = [
    'id,program_name,start_date,end_date,zone,status,type,notes',
    `IMP-${stamp}-1,"Lipids, lipids and more",2027-04-01 18:00,2027-04-01 20:00,US/Central,confirmed,live,"Room ""B"""`,
    `IMP-${stamp}-2,Missing zone,2027-04-02 18:00,2027-04-02 20:00,,confirmed,live,`,
    `IMP-${stamp}-3,Wrong zone,2027-04-04 18:00,2027-04-04 20:00,Europe/Paris,confirmed,live,`,
  ].join('\n');
  const dialog = await importCsv(page, csv);
  // The drop zone names the chosen file and its size.
  await expect(dialog.getByRole('button', { name: 'CSV file', exact: true })).toContainText(`events.csv (${Buffer.byteLength(csv)} bytes)`);
  // The result is a message bar titled by what happened.
  const result = dialog.getByRole('group', { name: 'Some lines were not imported' });
  await expect(result).toHaveAttribute('data-intent', 'warning');
  await expect(result.getByText('Successfully imported: 1')).toBeVisible();
  await expect(result.getByText('Errors: 2')).toBeVisible();
  await expect(result.getByRole('list', { name: 'Import errors' }).getByRole('listitem')).toHaveText([
    'zone is missing on line 3',
    'Invalid timezone on line 4',
  ]);
  // 'Output loaded' is not the green success toast when lines failed.
  const icon = toast(page, 'Output loaded').locator('xpath=preceding-sibling::*[contains(@class, "fui-ToastTitle__media")]');
  await expect(icon).toHaveCSS('color', await themeColor(page, '--colorStatusWarningForeground1'));
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: `IMP-${stamp}` }))}`);
  await expect(page.getByRole('row').filter({ hasText: `IMP-${stamp}` })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Lipids, lipids and more' })).toHaveCount(1);
});

test('the import drop zone is reached by keyboard and refuses a file that is not a CSV before reading it', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Events' });
  const zone = dialog.getByRole('button', { name: 'CSV file', exact: true });
  await expect(zone).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  // Focuses the zone, then presses Enter on it.
  await zone.press('Enter');
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(zone).toContainText('notes.txt (5 bytes)');
  await expect(zone.getByRole('alert')).toHaveText('Only .csv files can be used.');
  await expect(toast(page, 'Output loaded')).toHaveCount(0);
});

test('a file without the template header is refused with the spec message', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Events' });
  await chooseCsv(page, dialog, 'x.csv', 'name,date\nA,B\n');
  await expect(dialog.getByText('Invalid CSV format. Please use example template.')).toBeVisible();
  await chooseCsv(page, dialog, 'x.csv', '');
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
  expect(rows[0]?.slice(0, 2)).toEqual(['Event ID', 'Program Name']);
  expect(rows.length - 1).toBe(total);
  expect(new Set(rows.slice(1).map((r) => r[6]))).toEqual(new Set(['Complete']));
  expect(new Set(rows.slice(1).map((r) => r[5]))).toEqual(new Set(['Webinar']));
  await expect(firstRow).toContainText(rows[1]![0]!);
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
  // The question takes the dialog's place; Cancel and Escape both bring the list back, still reachable
  // (a second modal dialog used to leave this one aria-hidden after closing).
  const question = page.getByRole('dialog', { name: 'Delete field rep' });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Successfully deleted')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

/** The speaker portal's list searched over every event: its filters cleared (`{}`), not its default period. */
const everyEvent = (searchQuery: string) =>
  `/events/list?filters=${encodeURIComponent('{}')}&options=${encodeURIComponent(JSON.stringify({ searchQuery }))}`;

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

  await page.goto(everyEvent('Heart Failure Today'));
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Heart Failure Today' }).click();
  const topic = page.getByRole('dialog', { name: 'Heart Failure Today' });
  const [download] = await Promise.all([page.waitForEvent('download'), topic.getByRole('button', { name: 'Download slide deck' }).click()]);
  expect(download.suggestedFilename()).toBe('Heart-Failure-Today.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await topic.getByRole('button', { name: 'Close' }).click();

  await page.goto(everyEvent('Migraine Prevention'));
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Migraine Prevention' }).click();
  await page.getByRole('dialog', { name: 'Migraine Prevention' }).getByRole('button', { name: 'Download slide deck' }).click();
  await expect(toast(page, 'No slide deck found for topic')).toBeVisible();

  // The file store answering 404 or failing (faults injected on the download route).
  await page.goto(everyEvent('Heart Failure Today'));
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

  // The BFF unreachable: the screen's message with Try again, the shell still there.
  await page.route('**/graphql', (route) => (isListQuery(route) ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback()));
  await page.reload();
  await expect(page.getByText('Failed to load events').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute('**/graphql');

  // The rest of the screen loads but the events do not: one toast in the spec's words, no raw error.
  await page.route('**/graphql', async (route) => {
    if (!isListQuery(route)) return route.fallback();
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

test('Rows per page offers All: every event on one page, and says when the 1000-row cap leaves some out', async ({ page }) => {
  await openEventsAsAdmin(page);
  const total = await totalOf(page);
  await page.getByLabel('Rows per page').selectOption('All');
  await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('options') ?? '{}').itemsPerPage).toBe(-1);
  await expect(page.getByText(`Page 1 of 1 (${total} events)`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(total + 1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText(/^Showing the first/)).toHaveCount(0);

  // More events than the cap (the count as the service would answer it for a larger tenant).
  await page.route('**/graphql', async (route) => {
    if (!isListQuery(route)) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.events.totalCount = 1500;
    return route.fulfill({ response, json });
  });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: `Showing the first ${total} of 1500 events (All shows at most 1000).` }),
  ).toBeVisible();
});

test('the list shows skeleton rows while its events load', async ({ page }) => {
  await openEventsAsAdmin(page);
  await page.route('**/graphql', async (route) => {
    if (isListQuery(route)) await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fallback();
  });
  await page.reload();
  const loading = page.getByRole('progressbar', { name: 'Loading events' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('[data-skeleton-row]')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /[A-Z]{2}-\d+/ })
      .first(),
  ).toBeVisible();
  await expect(loading).toHaveCount(0);
});

/** What a person sees of the list's layout: the toolbar's controls, the Export button, the page-size label, the
 *  status badges and the date cells. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    // What is drawn (a tooltip's hidden description text is not).
    const controls = [...document.querySelector('[role="toolbar"][aria-label="Event actions"]')!.children]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = box(el);
        return {
          name: (el as HTMLElement).innerText || el.getAttribute('aria-label') || el.tagName,
          top: Math.round(r.top),
          left: r.left,
          right: r.right,
          bottom: Math.round(r.bottom),
        };
      });
    const table = document.querySelector('table[aria-label="Events table"]')!;
    const headers = [...table.querySelector('thead tr')!.children].map((cell) => cell.textContent?.trim());
    const dateColumn = headers.indexOf('Event date');
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const rows = [...table.querySelectorAll('tbody tr')];
    const pageSizeLabel = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Rows per page')!;
    return {
      controls,
      exportButton: (() => {
        const b = [...document.querySelectorAll('button')].find((el) => /^Export /.test(el.innerText))!;
        return { label: b.innerText, width: box(b).width };
      })(),
      pageSizeLabelLines: lines(pageSizeLabel),
      clippedBadges: rows.flatMap((row) =>
        [...row.querySelectorAll('.fui-Badge')]
          .filter((b) => b.scrollWidth > b.clientWidth || box(b).right > box(b.closest('td')!).right + 0.5 || lines(b) > 1)
          .map((b) => b.textContent),
      ),
      // A date broken inside one of its parts (the portal puts start and end on lines of their own, each whole).
      wrappedDates: rows
        .map((row) => row.children[dateColumn])
        .filter(
          (cell): cell is Element =>
            cell !== undefined && [...(cell.children.length ? cell.children : [cell])].some((part) => lines(part) > 1),
        )
        .map((cell) => cell.textContent),
      // A speaker's name broken over lines (the portal's Speakers column: one speaker a line).
      wrappedSpeakers: rows.flatMap((row) =>
        headers.indexOf('Speakers') < 0
          ? []
          : [...row.children[headers.indexOf('Speakers')]!.children].filter((name) => lines(name) > 1).map((name) => name.textContent),
      ),
      // Row menus scrolled or clipped out of the table's box or the window (the table scrolls sideways when too wide).
      menusOutOfView: (() => {
        const frame = box(table.parentElement!);
        const right = Math.min(frame.right, window.innerWidth);
        return rows.flatMap((row) =>
          [...row.querySelectorAll('button[aria-label^="Actions for "]')]
            .filter((b) => box(b).right > right + 0.5 || box(b).left < frame.left - 0.5)
            .map((b) => b.getAttribute('aria-label')),
        );
      })(),
      rows: rows.length,
    };
  });
}

/** One row: the buttons share their top, and the search box (its label above it) ends on their line. */
const oneRow = (controls: { top: number; bottom: number }[]) => {
  const [search, first, ...others] = controls;
  return !!search && !!first && others.every((c) => c.top === first.top) && search.bottom === first.bottom;
};

const overlapping = (controls: { left: number; right: number; top: number; bottom: number }[]) =>
  controls.some((a, i) =>
    controls.slice(i + 1).some((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
  );

for (const width of [1280, 1440]) {
  test(`at ${width} px the admin's toolbar is one row, Export keeps its width, and nothing wraps or clips`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEventsAsAdmin(page);
    // Every row of the tenant at once, so every status badge and date is checked.
    await page.getByLabel('Rows per page').selectOption('All');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    const all = await layoutOf(page);
    expect(all.rows).toBeGreaterThan(200);
    expect(oneRow(all.controls), JSON.stringify(all.controls)).toBe(true);
    const [search, filters] = all.controls;
    expect(filters!.left - search!.right, 'search box apart from Filters').toBeGreaterThanOrEqual(8);
    expect(all.pageSizeLabelLines).toBe(1);
    expect(all.clippedBadges).toEqual([]);
    expect(all.wrappedDates).toEqual([]);
    expect(all.exportButton.label).toBe('Export All');

    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Export Selected' })).toBeVisible();
    const selected = await layoutOf(page);
    expect(selected.exportButton).toEqual({ label: 'Export Selected', width: all.exportButton.width });
    expect(oneRow(selected.controls), JSON.stringify(selected.controls)).toBe(true);
    // The buttons after Export stay where they were.
    expect(selected.controls.at(-1)!.right).toBe(all.controls.at(-1)!.right);
    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .uncheck();
    await expect(page.getByRole('button', { name: 'Export All' })).toBeVisible();

    await page.getByLabel('Search').fill('Dinner');
    await expect(page.getByRole('button', { name: 'Export Filtered' })).toBeVisible();
    expect((await layoutOf(page)).exportButton.width).toBe(all.exportButton.width);
  });

  test(`at ${width} px the speaker's list keeps its badges, dates and speaker names on one line, its row menus in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEventList(page, 'speaker@demo.test');
    await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ itemsPerPage: -1 }))}`);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    const layout = await layoutOf(page);
    expect(layout.rows).toBeGreaterThan(20);
    expect(oneRow(layout.controls), JSON.stringify(layout.controls)).toBe(true);
    expect(layout.pageSizeLabelLines).toBe(1);
    expect(layout.clippedBadges).toEqual([]);
    expect(layout.wrappedDates).toEqual([]);
    // Issue 28 #14: names whole, no comma on a line of its own, and every row's menu reachable without scrolling.
    expect(layout.wrappedSpeakers).toEqual([]);
    expect(layout.menusOutOfView).toEqual([]);
    await expect(page.locator('.fui-Badge').filter({ hasText: 'Planning Complete' }).first()).toBeVisible();
  });

  test(`at ${width} px an admin's speaker portal list (every column, checkboxes) keeps badges whole and row menus in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin@demo.test');
    await selectProduct(page, 'Speaker Portal');
    // The portal opens on its first drawer screen (Speakers).
    await page.waitForURL(/\/(speakers|events)\/list/);
    await page.goto(
      `/events/list?filters=${encodeURIComponent('{}')}&options=${encodeURIComponent(JSON.stringify({ itemsPerPage: 100 }))}`,
    );
    await expect(page.getByRole('columnheader', { name: 'Speakers' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(101);
    const layout = await layoutOf(page);
    expect(layout.clippedBadges).toEqual([]);
    expect(layout.wrappedDates).toEqual([]);
    expect(layout.wrappedSpeakers).toEqual([]);
    expect(layout.menusOutOfView).toEqual([]);
  });
}

test('at 800 px the list still reads: no control overlaps another, badges are whole, the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openEventList(page, 'speaker@demo.test');
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ itemsPerPage: -1 }))}`);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  const layout = await layoutOf(page);
  expect(overlapping(layout.controls), JSON.stringify(layout.controls)).toBe(false);
  expect(layout.clippedBadges).toEqual([]);
  expect(layout.wrappedDates).toEqual([]);
  expect(layout.pageSizeLabelLines).toBe(1);
  // The page itself does not scroll sideways; the table's own box does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

/** GraphQL errors answered to the page, and the variables of every operation it sent. */
function watchGraphql(page: Page) {
  const errors: string[] = [];
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() ?? {};
    sent.push({ name: /(?:query|mutation) (\w+)/.exec(body.query ?? '')?.[1] ?? '', variables: body.variables ?? {} });
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = await response.json().catch(() => null);
    for (const e of body?.errors ?? []) errors.push(`${e.extensions?.code}: ${e.message}`);
  });
  return { errors, sent };
}

// Acme has the fee calculator off: its compliance user stays on the event list (demo's lands on the calculator).
test.describe('on acme', () => {
  test.use({ baseURL: tenantOrigin('acme') });

  test('a compliance user is neither offered nor sent what the role may not read (field reps, topics, venues, surveys)', async ({
    page,
  }) => {
    const graphql = watchGraphql(page);
    await openEventList(page, 'sfc-compliance@acme.test');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const list = graphql.sent.find((op) => op.name === 'EventListRouteQuery')!;
    expect(list.variables).toMatchObject({
      withFieldReps: false,
      withTopics: false,
      withVenues: false,
      withSurveyTemplates: false,
      withSpeakers: true,
    });

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Event filters' });
    for (const hidden of ['Field Reps', 'Topics', 'Survey Templates', 'Email Series'])
      await expect(filters.getByRole('combobox', { name: hidden })).toHaveCount(0);
    for (const offered of ['Events', 'Speakers']) {
      await filters.getByRole('combobox', { name: offered }).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
    }
    for (const lookup of graphql.sent.filter((op) => op.name === 'EventFilterPopoverLookupQuery')) {
      expect(lookup.variables).toMatchObject({ fieldReps: false, topics: false, templates: false, emailSeries: false });
    }
    expect(graphql.errors).toEqual([]);
  });
});

test('a speaker is not offered the survey template and email series filters, and no request is refused', async ({ page }) => {
  const graphql = watchGraphql(page);
  await openEventList(page, 'speaker@demo.test');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(graphql.sent.find((op) => op.name === 'EventListRouteQuery')!.variables).toMatchObject({
    withSurveyTemplates: false,
    withFieldReps: true,
  });
  await expect(page.getByRole('columnheader', { name: 'Event Owner' })).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Event filters' });
  await expect(filters.getByRole('combobox', { name: 'Field Reps' })).toBeVisible();
  for (const hidden of ['Survey Templates', 'Email Series', 'Topics'])
    await expect(filters.getByRole('combobox', { name: hidden })).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Field Reps' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(graphql.errors).toEqual([]);
  await expect(page).toHaveURL(/\/events\/list/);
});

test('Add Event returns to the list as it was and says where the new event is: Show it finds it (issue 28 #3)', async ({ page }) => {
  const name = `NEW-${stamp}`;
  await openEventsAsAdmin(page);
  // The list oldest first, as it opens: a new event (starting later than the demo's) is not on its first page.
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Program Name').fill(`Changed row ${stamp}`);
  await page.getByRole('button', { name: 'Add Event', exact: true }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();

  await expect(page).toHaveURL(/\/events\/list/);
  const notice = page.getByRole('status').filter({ hasText: `${name} was added.` });
  await expect(notice).toBeVisible();
  const table = page.getByRole('table', { name: 'Events table' });
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Show it' }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeInViewport();
  await expect(row).toHaveAccessibleDescription(`${name} was added.`);
  await expect(page.getByRole('textbox', { name: 'Search text' })).toHaveValue(name);
  // The focus Show it had is on the row, whose Enter opens the event.
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\/edit\/\d+$/);
});
