import { expect, test, type Page } from '@playwright/test';
import { EMAIL_MESSAGES as M } from '../../api/src/areas/emailSeries/contract.ts';
import { staff, templateId, updateEvent } from './staff.ts';
import { selectProduct, signIn, toast } from './support.ts';

// A series' automatic e-mails (issue 30 "Delivery"): an admin builds a series with a registration thank-you and a
// one-hour reminder and gives it to an event; a person registers on the public page; the system admin reads the
// thank-you in the built-in mailbox (Sent mail), moves the event close, and reads the reminder too.

const HOUR = 3_600_000;

/** The Sent mail row of `subject`, once the worker has sent it (the list reads on each visit). */
async function expectSent(page: Page, subject: string) {
  await page.goto(`/sent-mail?searchQuery=${encodeURIComponent(subject)}`);
  const row = page.getByRole('table', { name: 'Sent mail table' }).getByRole('row', { name: new RegExp(subject) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test('a series thanks a registration from the public page at once and reminds an hour before, after the event moves close', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const seriesName = `E2E automatic ${stamp}`;
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  await page.goto('/email-series/list');
  await page.getByRole('button', { name: 'Create Series' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).first().fill(seriesName);
  const subform = page.getByRole('group', { name: /^Template / });
  const template = async (name: string, subject: string, type: string) => {
    await page.getByRole('button', { name: 'Add Template' }).click();
    await subform.getByRole('textbox', { name: /^Name/ }).fill(name);
    await subform.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await subform.getByRole('combobox', { name: /^Type/ }).selectOption({ label: type });
  };
  await template('Thanks', `Thanks {{ recipient.firstName }} ${stamp}`, 'Registration thank you');
  await template(`Soon ${stamp}`, `Starting soon ${stamp}: {{ event.title }}`, 'Reminder: 1 hour before');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, M.seriesCreated)).toBeVisible();

  const admin = await staff();
  const { emailSeries } = await admin.gql(
    `query($q: String) { emailSeries(first: 5, searchQuery: $q) { edges { node { internalId name } } } }`,
    {
      q: seriesName,
    },
  );
  const emailSeriesId = emailSeries.edges[0].node.internalId;
  // An event of its own (the shared demo events keep their places in the list other specs pick from).
  const start = new Date(Date.now() + 3 * 24 * HOUR);
  const { createEvent } = await admin.gql(
    `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id internalId shortName title } } }`,
    {
      input: {
        shortName: `AUTO-${stamp}`,
        title: `Automatic e-mails ${stamp}`,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
        zone: 'US/Central',
        type: 'LIVE',
        status: 'CONFIRMED',
        registrationPage: true,
        registrationTemplateId: await templateId(admin, 'registrationTemplates', 'Standard registration'),
        registrationClosed: false,
        emailSeriesId,
      },
    },
  );
  const event = createEvent.event;

  // A person registers on the public page.
  const visitor = await browser.newPage();
  await visitor.goto(`/r/${encodeURIComponent(event.shortName)}`);
  await visitor.getByLabel(/First name/).fill('Robin');
  await visitor.getByLabel(/Last name/).fill('Reminded');
  await visitor.getByLabel(/Email/).fill(`reminded.${stamp}@example.com`);
  await visitor.getByLabel('What is your specialty?').fill('Cardiology');
  await visitor
    .getByRole('radiogroup', { name: /dietary requirement/ })
    .getByLabel('Vegetarian')
    .check();
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await visitor.close();

  // The system admin reads the thank-you in the mailbox; the reminder waits for its time.
  const systemAdmin = await browser.newPage();
  await signIn(systemAdmin, 'system-admin@demo.test');
  await selectProduct(systemAdmin, 'Hive');
  const thanks = await expectSent(systemAdmin, `Thanks Robin ${stamp}`);
  await expect(thanks).toContainText(`reminded.${stamp}@example.com`);
  // Until it is composed, a scheduled message shows its template's name.
  await systemAdmin.goto(`/sent-mail?searchQuery=${encodeURIComponent(`Soon ${stamp}`)}`);
  await expect(
    systemAdmin.getByRole('table', { name: 'Sent mail table' }).getByRole('row', { name: new RegExp(`Soon ${stamp}`) }),
  ).toContainText('Scheduled');

  // The event moves to 45 minutes from now: its hour reminder is due, and sent.
  const moved = new Date(Date.now() + 0.75 * HOUR);
  await updateEvent(admin, event.id, { startTime: moved.toISOString(), endTime: new Date(moved.getTime() + HOUR).toISOString() });
  const reminder = await expectSent(systemAdmin, `Starting soon ${stamp}`);
  await reminder.click();
  await expect(systemAdmin.getByRole('dialog')).toContainText(`Starting soon ${stamp}: ${event.title}`);
  // The event page's E-mail delivery card counts both as sent.
  await page.goto(`/event/edit/${event.internalId}`);
  await expect(page.getByRole('list', { name: 'E-mails by status' })).toContainText('Sent: 2');
  await systemAdmin.close();
  await admin.context.dispose();
});
