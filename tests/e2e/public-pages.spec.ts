import { expect, test } from '@playwright/test';
import { surveyLink } from '../../api/src/areas/events/eventQr.ts';
import { expectAccessible } from './axe.ts';
import { setUpEvent, staff, templateId, updateEvent } from './staff.ts';
import { E2E_PORT } from './support.ts';

// The public pages (web/respond) on a phone: a person with no sign-in answers an event's survey from its QR link and
// registers on its registration page; the staff side (GraphQL and REST, as the admin) sees the response and the
// attendee. Each test sets its event up through updateEvent first.
test.use({ viewport: { width: 360, height: 740 } });

const nextYear = new Date().getUTCFullYear() + 1;

test('a person answers an event survey from its QR link at 360 px: skipped and required as the rules say', async ({ page }) => {
  const admin = await staff();
  const surveyTemplateId = await templateId(admin, 'surveyTemplates', 'Post-program survey');
  const event = await setUpEvent(admin, 0, { survey: true, surveyTemplates: [{ id: surveyTemplateId }] });
  const count = async (): Promise<number> => {
    const { surveyResponses } = await admin.gql(
      `query($q: String) { surveyResponses(first: 10, searchQuery: $q) { edges { node { shortName responsesCount } } } }`,
      { q: event.shortName },
    );
    return surveyResponses.edges.find((edge: any) => edge.node.shortName === event.shortName)?.node.responsesCount ?? 0;
  };
  const before = await count();

  // The QR code's link: the tenant's scout URL (the demo seed's is its web app's `/s`) with the event and template.
  const { viewer } = await admin.gql('{ viewer { tenant { scoutUrl } } }');
  const link = new URL(surveyLink(viewer.tenant.scoutUrl, event.shortName, surveyTemplateId));
  expect(link.pathname).toBe('/s');
  await page.goto(link.pathname + link.search);

  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const rating = page.getByRole('radiogroup', { name: /How would you rate the program overall/ });
  const again = page.getByRole('radiogroup', { name: /Would you recommend the program/ });
  const why = page.getByLabel(/What would you change/);
  await expect(rating).toBeVisible();
  await expect(why).toBeVisible();

  // Nothing answered: the required questions say so in place, the alert counts them, the focus goes to the first.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the 2 fields marked below.');
  await expect(rating.getByText('This field is required')).toBeVisible();
  await expect(again.getByText('This field is required')).toBeVisible();
  await expect(rating.getByRole('radio').first()).toBeFocused();
  await expectAccessible(page);
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360).toBe(true);

  // A rating under 3 makes "What would you change?" required ...
  await rating.getByRole('radio', { name: '2 of 5' }).check();
  await again.getByLabel('Yes').check();
  await expect(why).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel(/Anything else/)).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the field marked below.');
  await expect(why).toBeFocused();

  // ... and "No" skips it (skip logic to "What did you find most useful?"), showing "Anything else" again.
  await again.getByLabel('No').check();
  await expect(why).toBeHidden();
  await expect(page.getByLabel(/Anything else/)).toBeVisible();
  await page
    .getByRole('group', { name: /What did you find most useful/ })
    .getByLabel('Other')
    .check();
  await page.getByLabel('Other: Other (please specify)').fill('The venue');
  await page.getByLabel(/First name/).fill('Sam');
  await page.getByLabel(/Email/).fill(`sam.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Your response has been recorded.')).toBeVisible();
  expect(await count()).toBe(before + 1);
  await admin.context.dispose();
});

test('a person registers on an event registration page at 360 px; the attendee and the analytics show it', async ({ page }) => {
  const admin = await staff();
  const registrationTemplateId = await templateId(admin, 'registrationTemplates', 'Standard registration');
  const event = await setUpEvent(admin, 0, {
    startTime: `${nextYear}-05-12T17:00:00.000Z`,
    endTime: `${nextYear}-05-12T19:00:00.000Z`,
    registrationPage: true,
    registrationTemplateId,
    registrationClosed: false,
  });
  const email = `reg.${Date.now()}@example.com`;
  const figures = async () => {
    const { registrationTemplate } = await admin.gql(
      `query($id: Int!, $period: ReportPeriodInput) { registrationTemplate(internalId: $id) {
        analytics(period: $period, first: 100) { edges { node { shortName uniqueViews totalViews registrationCount } } } } }`,
      {
        id: registrationTemplateId,
        period: { from: `${nextYear - 2}/01/01 00:00`, to: `${nextYear}/12/31 23:59`, timezone: 'America/Chicago' },
      },
    );
    const row = registrationTemplate.analytics.edges.map((edge: any) => edge.node).find((node: any) => node.shortName === event.shortName);
    return { uniqueViews: row?.uniqueViews ?? 0, totalViews: row?.totalViews ?? 0, registrationCount: row?.registrationCount ?? 0 };
  };
  const before = await figures();

  await page.goto(`/r/${encodeURIComponent(event.shortName)}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText(`${nextYear}`)).toBeVisible();
  // The dietary question shows once the specialty is answered (its visible rule).
  await expect(page.getByRole('radiogroup', { name: /dietary requirement/ })).toBeHidden();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the 3 fields marked below.');
  await expect(page.getByLabel(/First name/)).toBeFocused();
  await expectAccessible(page);
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360).toBe(true);

  await page.getByLabel(/First name/).fill('Robin');
  await page.getByLabel(/Last name/).fill('Registrant');
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel('What is your specialty?').fill('Cardiology');
  await page
    .getByRole('radiogroup', { name: /dietary requirement/ })
    .getByLabel('Vegetarian')
    .check();
  await page.getByLabel(/receive marketing e-mails/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // The attendance through the REST list, registered through the page.
  const { results } = await admin.rest(`/attendees?searchQuery=${encodeURIComponent(email)}`);
  expect(results).toHaveLength(1);
  expect(results[0].attendee).toMatchObject({ firstName: 'Robin', lastName: 'Registrant', email, marketingOptIn: true });
  expect(results[0]).toMatchObject({ status: 'registered', sources: [{ source: 'Standard registration' }] });

  // The analytics dialog's figures: one more visitor, view and registration.
  expect(await figures()).toEqual({
    uniqueViews: before.uniqueViews + 1,
    totalViews: before.totalViews + 1,
    registrationCount: before.registrationCount + 1,
  });

  // A bot fills the honeypot: it is thanked, and nothing is stored.
  const botEmail = `bot.${Date.now()}@example.com`;
  await page.goto(`/r/${encodeURIComponent(event.shortName)}`);
  await page.getByLabel(/First name/).fill('Bot');
  await page.getByLabel(/Last name/).fill('Bot');
  await page.getByLabel(/Email/).fill(botEmail);
  await page.locator('#website').fill('https://spam.example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await admin.rest(`/attendees?searchQuery=${encodeURIComponent(botEmail)}`)).results).toEqual([]);
  await admin.context.dispose();
});

test('cancelled, closed and missing pages say so', async ({ page }) => {
  const admin = await staff();
  const surveyTemplateId = await templateId(admin, 'surveyTemplates', 'Post-program survey');
  const event = await setUpEvent(admin, 0, {});
  const { status } = await admin.rest(`/events/${event.internalId}`);
  await updateEvent(admin, event.id, {
    status: 'CANCELLED',
    survey: true,
    surveyTemplates: [{ id: surveyTemplateId, surveyDueTime: '2020-01-01T12:00:00.000Z' }],
    registrationPage: true,
    registrationTemplateId: await templateId(admin, 'registrationTemplates', 'Standard registration'),
    registrationClosed: true,
  });
  // A cancelled event's pages say so first, whatever else holds.
  await page.goto(`/s?eventId=${encodeURIComponent(event.shortName)}&surveyTemplateId=${surveyTemplateId}`);
  await expect(page.getByRole('heading', { name: 'This event has been cancelled' })).toBeVisible();
  await page.goto(`/r/${encodeURIComponent(event.shortName)}`);
  await expect(page.getByRole('heading', { name: 'This event has been cancelled' })).toBeVisible();
  await updateEvent(admin, event.id, { status: 'CONFIRMED' });
  await page.goto(`/s?eventId=${encodeURIComponent(event.shortName)}&surveyTemplateId=${surveyTemplateId}`);
  await expect(page.getByRole('heading', { name: 'This survey is closed' })).toBeVisible();
  await page.goto(`/r/${encodeURIComponent(event.shortName)}`);
  await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible();
  await page.goto('/r/NO-SUCH-EVENT');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
  // Another tenant's host does not know the event.
  await page.goto(
    `http://acme.localhost:${E2E_PORT}/s?eventId=${encodeURIComponent(event.shortName)}&surveyTemplateId=${surveyTemplateId}`,
  );
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await updateEvent(admin, event.id, {
    status: status.toUpperCase().replaceAll('-', '_'),
    surveyTemplates: [{ id: surveyTemplateId }],
    registrationClosed: false,
  });
  await admin.context.dispose();
});
