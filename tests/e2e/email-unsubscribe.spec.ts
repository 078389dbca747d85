import { expect, test } from '@playwright/test';
import { MAIL_MESSAGES } from '../../api/src/areas/mail/contract.ts';
import { createRegistrationEvent, registerOnPublicPage, sentMailRow } from './programMail.ts';
import { staff } from './staff.ts';
import { selectProduct, signIn } from './support.ts';

// One-click unsubscribe (issue 30 "Delivery", RFC 8058): a registrant's thank-you carries their own unsubscribe link;
// they open it and press Unsubscribe; the event's one-hour reminder, due later, is then suppressed, never sent.

const HOUR = 3_600_000;
const REGISTRATION_THANK_YOU = 1;
const REMIND_IN_1_H = 7;

test('a registrant unsubscribes with one click from their thank-you, and the reminder due later is suppressed', async ({
  page,
  browser,
}) => {
  // It waits for the delivery worker's rounds (programMail.ts sentMailRow): longer than a screen's test.
  test.slow();
  const stamp = Date.now();
  const admin = await staff();
  const template = (name: string, subject: string, emailTemplateTypeId: number) => ({ template: { name, subject, emailTemplateTypeId } });
  const { createEmailSeries } = await admin.gql(
    `mutation($input: CreateEmailSeriesInput!) { createEmailSeries(input: $input) { emailSeries { internalId } } }`,
    {
      input: {
        series: {
          name: `E2E unsubscribe ${stamp}`,
          emailTemplates: [
            template('Thanks', `Thanks ${stamp}, unsubscribe at {{ links.unsubscribe }}`, REGISTRATION_THANK_YOU),
            template(`Soon ${stamp}`, `Soon ${stamp}`, REMIND_IN_1_H),
          ],
        },
      },
    },
  );
  const event = await createRegistrationEvent(admin, {
    shortName: `UNSUB-${stamp}`,
    title: `Unsubscribe ${stamp}`,
    start: new Date(Date.now() + 3 * 24 * HOUR),
    emailSeriesId: createEmailSeries.emailSeries.internalId,
  });
  const visitor = await registerOnPublicPage(browser, event.shortName, {
    firstName: 'Una',
    lastName: 'Subscribed',
    email: `una.${stamp}@example.com`,
  });

  // The thank-you, as sent, holds the registrant's own link.
  await signIn(page, 'system-admin@demo.test');
  await selectProduct(page, 'Hive');
  const thanks = await sentMailRow(page, `Thanks ${stamp}`, 'Sent');
  const link = /\/unsubscribe\/[0-9a-f-]{36}/.exec((await thanks.textContent()) ?? '')?.[0];
  expect(link).toBeTruthy();

  // Opening the link unsubscribes nobody; its button does.
  await visitor.goto(link!);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText(MAIL_MESSAGES.unsubscribed)).toBeVisible();
  await visitor.close();

  // The hour reminder, scheduled at the registration, is suppressed at once: the worker will not send it.
  await sentMailRow(page, `Soon ${stamp}`, 'Suppressed');
  await admin.context.dispose();
});
