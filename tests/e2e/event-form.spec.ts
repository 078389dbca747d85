import { expect, test, type Page } from '@playwright/test';
import { openEventList, toast } from './support.ts';

const stamp = Date.now().toString(36);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A form control by its field's label, with or without the required asterisk. */
const control = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function openAddEvent(page: Page) {
  await openEventList(page);
  // Straight to the form (the list screen is another screen's test).
  await page.goto('/event/add');
  await expect(page.getByRole('heading', { name: 'Add Event' })).toBeVisible();
}

/** Types into an autocomplete and picks its first offered option; answers the option's text. */
async function pickFirst(page: Page, label: string, text: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill('');
  await box.pressSequentially(text);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const name = (await option.textContent()) ?? '';
  await option.click();
  return name;
}

test('an empty submit scrolls to and focuses the first invalid field, and marks the required ones', async ({ page }) => {
  await openAddEvent(page);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveJSProperty('required', true);
  await expect(page.getByRole('textbox', { name: 'Program Name' })).toHaveJSProperty('required', true);
  await page.getByRole('textbox', { name: 'Program Name' }).fill('');
  // The submit button sits at the bottom: the view is there when it is pressed.
  const submit = page.getByRole('button', { name: 'Add Event', exact: true });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(name).toBeFocused();
  await expect(page.getByText('Name is required', { exact: true })).toBeInViewport();
  await expect(page.getByText('Program Name is required')).toBeVisible();
});

test('an admin adds a hybrid event with speakers, a venue, a location and a webconference, and sees them again on edit', async ({
  page,
}) => {
  await openAddEvent(page);
  const name = `FORM-${stamp}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Program Name').fill(`Form test ${stamp}`);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('HYBRID');

  // Speakers: a search of 10, chosen speakers listed with a remove button.
  const first = await pickFirst(page, 'Add Speaker', 'a');
  const second = await pickFirst(page, 'Add Speaker', 'e');
  const speakers = page.getByRole('list', { name: 'Event speakers' });
  await expect(speakers.getByRole('listitem')).toHaveCount(2);
  await expect(speakers).toContainText(first);
  await speakers.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(speakers.getByRole('listitem')).toHaveCount(1);

  // Location: no map until the address can be placed; a wrong zip says so.
  await expect(page.getByText('Invalid address, map not available')).toBeVisible();
  await page.getByLabel('Location Name').fill('Lakeside Clinic');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('233 S Wacker Dr');
  await page.getByLabel('Zip').fill('6060');
  await page.getByLabel('Zip').blur();
  await expect(page.getByText('Zip code must be exactly 5 digits')).toBeVisible();
  await page.getByLabel('Zip').fill('60601');
  const locationMap = page.getByRole('region', { name: 'Location map' });
  await expect(locationMap).toBeVisible();
  await expect(locationMap).toContainText('Chicago, IL 60601');
  // No tile server here: the marker is drawn on a plain 400 px background.
  await expect(locationMap.locator('path.leaflet-interactive')).toHaveCount(1);
  expect((await locationMap.locator('.leaflet-container').boundingBox())?.height).toBe(400);

  // Venue tab: a venue picked by search, labels at most 60 characters, with its own map.
  await page.getByRole('tab', { name: 'Venue' }).click();
  const venue = await pickFirst(page, 'Venue', 'Chicago');
  expect(venue.length).toBeLessThanOrEqual(60);
  await expect(page.getByTestId('chosen-venue')).toHaveText(venue);
  await expect(page.getByRole('region', { name: 'Venue map' })).toBeVisible();

  // Webconference card (hybrid): the link must be a URL.
  await page.getByLabel('Conference URL').fill('meet.example.com');
  await page.getByLabel('Conference URL').blur();
  await expect(page.getByText('Conference link must be a valid URL')).toBeVisible();
  await page.getByLabel('Conference URL').fill('https://meet.example.com/room-1');
  await page.getByLabel('Conference Details').fill('PIN 4242');

  const created = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createEvent'));
  await page.getByRole('button', { name: 'Add Event' }).click();
  const { data } = await (await created).json();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/list/);

  await page.goto(`/event/edit/${data.createEvent.event.internalId}`);
  await expect(page.getByRole('heading', { name: `Form test ${stamp}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Event speakers' })).toContainText(first);
  await expect(page.getByLabel('Location Name')).toHaveValue('Lakeside Clinic');
  await expect(page.getByLabel('Conference URL')).toHaveValue('https://meet.example.com/room-1');
  await page.getByRole('tab', { name: 'Venue' }).click();
  await expect(page.getByTestId('chosen-venue')).toHaveText(venue);

  // A virtual event has no venue tab.
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('VIRTUAL');
  await expect(page.getByRole('tab', { name: 'Venue' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Event Location' })).toBeVisible();
});

test('the Add Image dialog uploads a card image and shows the too-large and wrong-type messages', async ({ page }) => {
  await openAddEvent(page);
  await page.getByRole('button', { name: 'Add Image' }).click();
  const dialog = page.getByRole('dialog');
  // The shared drop zone (its hidden file input takes the file): too large or of another type is refused
  // in the dialog, with the spec's texts, before anything is sent.
  const file = dialog.locator('input[type=file]');
  await expect(dialog.getByRole('button', { name: 'Image file' })).toBeVisible();

  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(dialog.getByRole('alert')).toHaveText('File size is too large. Please try again with a smaller file.');
  await expect(dialog.getByRole('button', { name: 'Add Image' })).toBeDisabled();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(dialog.getByRole('alert')).toHaveText('Unsupported image format. Only PNG and JPEG images can be used.');

  // A file named .png that is not an image passes the dialog and is refused by the service.

  await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') });
  await dialog.getByRole('button', { name: 'Add Image' }).click();
  await expect(toast(page, 'Unsupported image format. The file is not a readable PNG or JPEG file')).toBeVisible();

  // The file store down (the service's 502), then a failure without any text (faults on the upload route).
  for (const [answer, text] of [
    [{ status: 502, json: { statusCode: 502, message: 'Failed to upload file to S3' } }, 'Failed to upload file to S3'],
    [{ status: 500, body: '' }, 'Cannot upload the Image, please try again.'],
  ] as const) {
    await page.route('**/uploads/public', (route) => route.fulfill(answer));
    await file.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    await expect(toast(page, text)).toBeVisible();
    await page.unroute('**/uploads/public');
  }

  await file.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Alt Text').fill('Program card');
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Image' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Facebook Card Image URL')).toHaveValue(/\/files\/demo\/public\/[0-9a-f-]{36}\.png$/);
  const url = await page.getByLabel('Twitter Card Image URL').inputValue();
  expect(url).toBe(await page.getByLabel('Facebook Card Image URL').inputValue());
  await expect(page.getByLabel('Card Image Alt Text')).toHaveValue('Program card');
  await expect(page.getByRole('img', { name: 'Program card' }).first()).toBeVisible();
  // The uploaded image is served back.
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('replay URL, survey and meal rules show their texts', async ({ page }) => {
  await openAddEvent(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`RULES-${stamp}`);
  await page.getByLabel('Program Name').fill('Rules');

  await expect(page.getByLabel('Replay URL')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('ON_DEMAND');
  await page.getByLabel('Replay URL').fill('replay');
  await page.getByLabel('Replay URL').blur();
  await expect(page.getByText('Please enter a valid URL (i.e. https://example.com)')).toBeVisible();

  await page.getByRole('switch', { name: 'Enable Survey' }).check();
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Survey Template is required')).toBeVisible();

  await page.getByRole('switch', { name: 'Enable Emails' }).check();
  await page.getByLabel('From Email').fill('not-an-email');
  await page.getByLabel('From Email').blur();
  await expect(page.getByText('From email has to be a valid email address')).toBeVisible();

  await expect(page.getByLabel('Meal Type')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('WEBINAR');
  await expect(page.getByLabel('Meal Type')).toHaveCount(0);
  await expect(page.getByLabel('Conference URL')).toBeVisible();
});

test('after an empty submit, every field of a row and its message stay aligned with the others (issue 9)', async ({ page }) => {
  await openAddEvent(page);
  const labels = ['Name', 'Program Name', 'Start Date', 'Start Time', 'End Date', 'End Time', 'Timezone', 'Type', 'Status'];
  const controls = labels.map((name) => control(page, name));
  const tops = async () => Promise.all(controls.map(async (c) => Math.round((await c.boundingBox())!.y)));
  // The rows as laid out before any message appears.
  const before = await tops();
  const rowOf = (i: number) => labels.filter((_l, k) => before[k] === before[i]);
  expect(rowOf(labels.indexOf('Start Date')).length).toBeGreaterThan(1);

  const submit = page.getByRole('button', { name: 'Add Event', exact: true });
  await submit.click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await submit.scrollIntoViewIfNeeded();
  const after = await tops();
  for (const [i, label] of labels.entries()) {
    const row = rowOf(i);
    const tops = row.map((l) => after[labels.indexOf(l)]!);
    expect(Math.max(...tops) - Math.min(...tops), `${label}: its row ${row.join(', ')}`).toBeLessThanOrEqual(1);
  }
});

test('the location type is chosen on the form, saved, and shown again on edit', async ({ page }) => {
  await openAddEvent(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`LOC-${stamp}`);
  await page.getByLabel('Program Name').fill(`Location type ${stamp}`);
  const locationType = page.getByRole('combobox', { name: 'Location Type' });
  await expect(locationType.locator('option')).toHaveText(['—', 'In-Office', 'Out-of-Office', 'Virtual', 'In-Venue']);
  await locationType.selectOption({ label: 'Out-of-Office' });
  const created = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createEvent'));
  await page.getByRole('button', { name: 'Add Event' }).click();
  const { data } = await (await created).json();
  await expect(toast(page, 'Successfully created')).toBeVisible();

  await page.goto(`/event/edit/${data.createEvent.event.internalId}`);
  await expect(page.getByRole('heading', { name: `Location type ${stamp}` })).toBeVisible();
  await expect(locationType.locator('option:checked')).toHaveText('Out-of-Office');
});

test("a save the service refuses shows the service's text under its field and focuses it", async ({ page }) => {
  await openAddEvent(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`LONG-${stamp}`);
  // The form takes a Program Name of any length; the service keeps at most 300 characters.
  const title = page.getByRole('textbox', { name: 'Program Name' });
  await title.fill('P'.repeat(301));
  const submit = page.getByRole('button', { name: 'Add Event', exact: true });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(title).toHaveAccessibleDescription('Program Name must be at most 300 characters');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(page).toHaveURL(/\/event\/add/);
});

test('an event synced from the CRM has its CRM fields disabled and saves its Hive settings', async ({ page }) => {
  await openEventList(page);
  // DP-1024 carries a veevaId (api/src/areas/events/seed.ts: every 25th demo event).
  await page.goto(`/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'DP-1024' }))}`);
  await page.getByRole('row').filter({ hasText: 'DP-1024' }).click();
  await expect(page).toHaveURL(/\/event\/edit\/\d+/);
  for (const label of [
    'Name',
    'Program Name',
    'Start Date',
    'End Time',
    'Timezone',
    'Type',
    'Status',
    'Topic',
    'Event Owner',
    'Location Type',
    'Location Name',
    'Address',
    'City',
    'Zip',
  ]) {
    await expect(control(page, label), label).toBeDisabled();
  }
  await expect(page.getByRole('combobox', { name: 'Add Speaker' })).toBeDisabled();
  await expect(page.getByLabel('Notes')).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Enable Emails' })).toBeEnabled();
  await expect(page.getByLabel('OG Title')).toBeEnabled();

  await page.getByLabel('Notes').fill(`CRM notes ${stamp}`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Successfully updated event')).toBeVisible();
});

test('removing the survey row keeps the question on leaving when other fields were changed (issue 28 #30)', async ({ page }) => {
  await openEventList(page);
  // Opened from the list in the app, so that Back is a step inside it.
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('heading', { name: 'Add Event' })).toBeVisible();
  await control(page, 'Name').fill(`Guarded ${stamp}`);
  await page.getByRole('switch', { name: 'Enable Survey' }).click();
  await page.getByRole('button', { name: 'Remove survey template' }).click();
  await expect(page.getByRole('switch', { name: 'Enable Survey' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  const dialog = page.getByRole('dialog', { name: 'You have made some changes' });
  await expect(dialog).toContainText('Please discard or save changes first');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/events\/list/);
});
