import { expect, type Browser, type Page } from '@playwright/test';
import { templateId, type DemoEvent, type Staff } from './staff.ts';

// The e-mail specs' setting: an event of their own with an open registration page and a series, a person who registers
// on that page (its template, 'Standard registration', asks a specialty and a dietary requirement), and the built-in
// mailbox (Sent mail) where a system admin reads what went out.

const HOUR = 3_600_000;

/** Creates an event (the shared demo events keep their places in the lists other specs pick from) starting at `start`,
 *  two hours long in US/Central, with the 'Standard registration' page open and the series `emailSeriesId`. */
export async function createRegistrationEvent(
  admin: Staff,
  { shortName, title, start, emailSeriesId }: { shortName: string; title: string; start: Date; emailSeriesId: number },
): Promise<DemoEvent> {
  const { createEvent } = await admin.gql(
    `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id internalId shortName title } } }`,
    {
      input: {
        shortName,
        title,
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
  return createEvent.event;
}

/** A person registers on the event's public page, in a page of their own; the page is left open on its thank-you. */
export async function registerOnPublicPage(
  browser: Browser,
  shortName: string,
  person: { firstName: string; lastName: string; email: string },
) {
  const visitor = await browser.newPage();
  await visitor.goto(`/r/${encodeURIComponent(shortName)}`);
  await visitor.getByLabel(/First name/).fill(person.firstName);
  await visitor.getByLabel(/Last name/).fill(person.lastName);
  await visitor.getByLabel(/Email/).fill(person.email);
  await visitor.getByLabel('What is your specialty?').fill('Cardiology');
  await visitor
    .getByRole('radiogroup', { name: /dietary requirement/ })
    .getByLabel('Vegetarian')
    .check();
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  return visitor;
}

/** The Sent mail row whose subject (or, until composed, template name) holds `text`, once it shows `status`: the list
 *  reads on each visit, so the page reloads until then. */
export async function sentMailRow(page: Page, text: string, status = 'Sent') {
  await page.goto(`/sent-mail?searchQuery=${encodeURIComponent(text)}`);
  const row = page.getByRole('table', { name: 'Sent mail table' }).getByRole('row', { name: new RegExp(text) });
  // Reloaded until the worker has sent it; each load has 5 s to show its rows (a busy machine took more than 1 s every
  // time, with the message sent).
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(status, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return row;
}
