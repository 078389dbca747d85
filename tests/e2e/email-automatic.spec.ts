import { expect, test } from '@playwright/test';
import { EMAIL_MESSAGES as M } from '../../api/src/areas/emailSeries/contract.ts';
import { createRegistrationEvent, registerOnPublicPage, sentMailRow } from './programMail.ts';
import { staff, updateEvent } from './staff.ts';
import { selectProduct, signIn, toast } from './support.ts';

// A series' automatic e-mails (issue 30 "Delivery"): an admin builds a series with a registration thank-you and a
// one-hour reminder and gives it to an event; a person registers on the public page; the system admin reads the
// thank-you in the built-in mailbox (Sent mail), moves the event close, and reads the reminder too.

const HOUR = 3_600_000;

test('a series thanks a registration from the public page at once and reminds an hour before, after the event moves close', async ({
  page,
  browser,
}) => {
  // It waits for the delivery worker's rounds (programMail.ts sentMailRow): longer than a screen's test.
  test.slow();
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
  const event = await createRegistrationEvent(admin, {
    shortName: `AUTO-${stamp}`,
    title: `Automatic e-mails ${stamp}`,
    start: new Date(Date.now() + 3 * 24 * HOUR),
    emailSeriesId,
  });
  // A person registers on the public page.
  const visitor = await registerOnPublicPage(browser, event.shortName, {
    firstName: 'Robin',
    lastName: 'Reminded',
    email: `reminded.${stamp}@example.com`,
  });
  await visitor.close();

  // The system admin reads the thank-you in the mailbox; the reminder waits for its time.
  const systemAdmin = await browser.newPage();
  await signIn(systemAdmin, 'system-admin@demo.test');
  await selectProduct(systemAdmin, 'Hive');
  const thanks = await sentMailRow(systemAdmin, `Thanks Robin ${stamp}`);
  await expect(thanks).toContainText(`reminded.${stamp}@example.com`);
  // Until it is composed, a scheduled message shows its template's name.
  await systemAdmin.goto(`/sent-mail?searchQuery=${encodeURIComponent(`Soon ${stamp}`)}`);
  await expect(
    systemAdmin.getByRole('table', { name: 'Sent mail table' }).getByRole('row', { name: new RegExp(`Soon ${stamp}`) }),
  ).toContainText('Scheduled');

  // The event moves to 45 minutes from now: its hour reminder is due, and sent.
  const moved = new Date(Date.now() + 0.75 * HOUR);
  await updateEvent(admin, event.id, { startTime: moved.toISOString(), endTime: new Date(moved.getTime() + HOUR).toISOString() });
  const reminder = await sentMailRow(systemAdmin, `Starting soon ${stamp}`);
  await reminder.click();
  await expect(systemAdmin.getByRole('dialog')).toContainText(`Starting soon ${stamp}: ${event.title}`);
  // The event page's E-mail delivery card counts both as sent.
  await page.goto(`/event/edit/${event.internalId}`);
  await expect(page.getByRole('list', { name: 'E-mails by status' })).toContainText('Sent: 2');
  await systemAdmin.close();
  await admin.context.dispose();
});
