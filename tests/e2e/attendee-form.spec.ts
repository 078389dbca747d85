import { expect, test } from '@playwright/test';
import { selectProduct, signIn, signInToHive, toast } from './support.ts';
import { setUpEvent, staff } from './staff.ts';

const stamp = Date.now().toString(36).toUpperCase();

/** The attendee list filtered to one event, as the form's way back writes it (a filter the person can clear). */
const listOfEvent = (eventId: number) => (url: URL) =>
  url.pathname === '/attendees/list' && JSON.parse(url.searchParams.get('filters') ?? 'null')?.eventIds?.[0] === eventId;

/** A registration template: a company (required), a role select, a note shown and required after role "Other". */
const TEMPLATE = {
  name: `E2E attendee form ${stamp}`,
  branded: false,
  marketingOptIn: false,
  questions: [
    {
      ref: 'company',
      text: 'Company',
      type: 'FREE_TEXT',
      order: 10,
      required: true,
      visible: true,
      registrationFormType: 'EVENT_REGISTER',
      choices: [],
      rules: [],
    },
    {
      ref: 'role',
      text: 'Your role',
      type: 'SINGLE_SELECT',
      order: 20,
      required: false,
      visible: true,
      registrationFormType: 'EVENT_REGISTER',
      choices: [
        { ref: 'doc', text: 'Physician', openField: false, order: 10 },
        { ref: 'other', text: 'Other', openField: false, order: 20 },
      ],
      rules: [],
    },
    {
      ref: 'note',
      text: 'Tell us your role',
      type: 'FREE_TEXT',
      order: 30,
      required: true,
      visible: false,
      registrationFormType: 'EVENT_REGISTER',
      choices: [],
      rules: [
        { field: 'VISIBLE', id: 'v', parentId: null, operator: 'AND' },
        { field: 'VISIBLE', id: 'v1', parentId: 'v', questionRef: 'role', comparator: 'EQUAL', value: 'Other' },
      ],
    },
  ],
};

test('an admin adds an attendee whose conditional question is required, edits them; marketing opens the form read-only', async ({
  page,
  browser,
}) => {
  const admin = await staff();
  const { createRegistrationTemplate } = await admin.gql(
    `mutation($input: CreateRegistrationTemplateInput!) { createRegistrationTemplate(input: $input) { registrationTemplate { internalId } } }`,
    { input: { template: TEMPLATE } },
  );
  const event = await setUpEvent(admin, 11, {
    status: 'CONFIRMED',
    registrationPage: true,
    registrationTemplateId: createRegistrationTemplate.registrationTemplate.internalId,
  });

  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await expect(page).toHaveURL(/\/events\/list/);
  await page.goto('/attendee/add');
  await expect(page.getByRole('heading', { name: 'New Attendee' })).toBeVisible();

  // An empty save names the missing fields and focuses the first.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Event is required')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(2);

  // The event search offers events in progress, confirmed or complete.
  await page.getByRole('combobox', { name: 'Event' }).pressSequentially(event.shortName);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(event.shortName) })
    .first()
    .click();
  await expect(page.getByText('Event is required')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tell us your role' })).toHaveCount(0);

  const last = `Form${stamp}`;
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(last);
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(`ada.${stamp.toLowerCase()}@example.com`);
  await page.getByRole('textbox', { name: 'Company' }).fill('Acme');
  // Leaving the field validates it: its error goes, and the questions under it move up.
  await page.getByRole('textbox', { name: 'Company' }).blur();
  // "Other" shows the note, which is required.
  await page.getByRole('radio', { name: 'Other' }).click();
  await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Tell us your role' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tell us your role' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Tell us your role' }).fill('Pharmacist');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('WALKIN');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  await expect(page).toHaveURL(listOfEvent(event.internalId));

  // The attendance as stored, then its edit form.
  const rows = await admin.rest(`/attendees?searchQuery=${last}&limit=5`);
  const row = rows.results[0];
  expect(row).toMatchObject({ eventId: event.internalId, status: 'walkin', attendee: { firstName: 'Ada', lastName: last } });
  const editUrl = `/attendee/edit/${row.attendeeId}/event/${event.internalId}`;
  await page.goto(editUrl);
  await expect(page.getByText(`ID: ${row.attendeeId}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tell us your role' })).toHaveValue('Pharmacist');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('ATTENDED');
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(listOfEvent(event.internalId));

  // Marketing: the same form, every field disabled, no save bar.
  const context = await browser.newContext();
  const marketing = await context.newPage();
  await signInToHive(marketing, 'marketing@demo.test');
  await marketing.goto(editUrl);
  await expect(marketing.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  await expect(marketing.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  await expect(marketing.getByRole('combobox', { name: 'Status' })).toHaveValue('ATTENDED');
  await expect(marketing.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(marketing.getByText('Subscribed for Email Notifications')).toHaveCount(0);
  await context.close();
});
