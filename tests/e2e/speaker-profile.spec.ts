import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, toast } from './support.ts';

// The speaker profile (spec 001 §2 "Speaker profile", issue 11): an admin edits its cards, a speaker sees only
// their own profile and edits their blackout dates.

const stamp = Date.now().toString(36);
/** A minimal PDF: the service checks a file's real content, not its name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// The calendar shows days in the browser's zone: UTC here, whatever the machine's.
test.use({ timezoneId: 'UTC' });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A GraphQL request with the page's session (its cookies), as the app sends it. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}, product = 'hive') {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'x-auth-type': 'local', 'x-product': product },
  });
  return (await response.json()) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

interface SpeakerWithEvents {
  id: string;
  internalId: number;
  firstName: string;
  lastName: string;
  events: { startDate: string; zone: string }[] | null;
}

/** A speaker with an event, and that event's day in its own zone (as the card and the service take it). */
async function speakerWithEvent(page: Page, product = 'hive'): Promise<{ speaker: SpeakerWithEvents; eventDay: Date }> {
  const { data } = await graphql<{ speakers: { edges: { node: SpeakerWithEvents }[] } }>(
    page,
    `
      query {
        speakers(first: 10) {
          edges {
            node {
              id
              internalId
              firstName
              lastName
              events {
                startDate
                zone
              }
            }
          }
        }
      }
    `,
    {},
    product,
  );
  for (const { node } of data.speakers.edges) {
    const event = node.events?.find((e) => e.startDate && e.zone);
    if (event) {
      // The event's day on its zone's clock (the calendar's and the service's), as a date of the test's own calendar
      // (noon: no zone moves it), whatever the machine's zone.
      const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: event.zone })
        .format(new Date(event.startDate))
        .split('-')
        .map(Number);
      return { speaker: node, eventDay: new Date(year!, month! - 1, day!, 12) };
    }
  }
  throw new Error('no demo speaker has an event');
}

/** The Blackout Dates calendar's day button (its name starts with "D, Month, YYYY"). */
const dayButton = (page: Page, day: Date) =>
  page
    .getByRole('region', { name: 'Blackout Dates' })
    .getByRole('button', { name: new RegExp(`^${day.getDate()}, ${MONTHS[day.getMonth()]}, ${day.getFullYear()}`) });

/** Moves the calendar to the month of `day`. */
async function showMonth(page: Page, day: Date) {
  const card = page.getByRole('region', { name: 'Blackout Dates' });
  // The calendar opens on today's month in the browser's zone (UTC).
  const now = new Date();
  const months = (day.getFullYear() - now.getUTCFullYear()) * 12 + day.getMonth() - now.getUTCMonth();
  const button = card.getByRole('button', { name: months < 0 ? /^Previous month/ : /^Next month/ });
  for (let i = 0; i < Math.abs(months); i++) await button.click();
  await expect(dayButton(page, day)).toBeVisible();
}

/** Two other days of the event's month, around it, with no event of the speaker's (a range between them). */
function rangeBeside(eventDay: Date): [Date, Date] {
  const first = new Date(eventDay.getFullYear(), eventDay.getMonth(), eventDay.getDate() > 15 ? 2 : 20, 12);
  return [first, new Date(first.getFullYear(), first.getMonth(), first.getDate() + 2, 12)];
}

test('an admin edits the info and address cards, uploads a cropped headshot, adds a contract and sets blackout dates', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  const { speaker, eventDay } = await speakerWithEvent(page);
  await page.goto(`/speaker/${speaker.internalId}`);
  await expect(page.getByRole('heading', { name: `${speaker.firstName} ${speaker.lastName}`, level: 1 })).toBeVisible();

  // The management product shows no speaker-portal group (Internal Notes, Preferred Speaking Days).
  await expect(page.getByRole('region', { name: 'Speaker Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Internal Notes' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preferred Speaking Days' })).toHaveCount(0);

  // Speaker Information: edited in place, the changed field saved.
  const info = page.getByRole('region', { name: 'Speaker Information' });
  await info.getByRole('button', { name: 'Edit Speaker Information' }).click();
  await info.getByLabel('Institution').fill(`Lakeside Clinic ${stamp}`);
  // The liaison select: a speaker-liaison user of the tenant.
  const liaison = info.getByLabel('Liaison');
  await liaison.selectOption({ index: 1 });
  const liaisonName = (await liaison.locator('option:checked').textContent())!;
  await info.getByLabel(/^First Name/).fill('');
  await info.getByRole('button', { name: 'Update' }).click();
  await expect(info.getByText('First Name is required')).toBeVisible();
  await info.getByLabel(/^First Name/).fill(speaker.firstName);
  await info.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Successfully updated speaker')).toBeVisible();
  await expect(info.getByText(`Lakeside Clinic ${stamp}`)).toBeVisible();
  await expect(info.getByRole('definition').filter({ hasText: liaisonName })).toBeVisible();

  // Address Information: checked on blur, Save only when valid.
  const address = page.getByRole('region', { name: 'Address Information' });
  await address.getByRole('button', { name: 'Edit Address Information' }).click();
  const zip = address.getByLabel(/^Zip/);
  await zip.fill('');
  await zip.blur();
  await expect(address.getByText('Zip cannot be empty')).toBeVisible();
  await expect(address.getByRole('button', { name: 'Save' })).toBeDisabled();
  await zip.fill('6060');
  await zip.blur();
  await expect(address.getByText('Zip code must be 5 digits')).toBeVisible();
  await zip.fill('60602');
  await address.getByLabel(/^City/).fill(`Evanston ${stamp}`);
  await expect(address.getByRole('button', { name: 'Save' })).toBeEnabled();
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully updated speaker address')).toBeVisible();
  await expect(address.getByText('60602')).toBeVisible();
  await expect(address.getByText(`Evanston ${stamp}`)).toBeVisible();

  // Headshot: a 400×300 PNG cropped to a square and uploaded as a 200×200 JPEG.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3b82f6';
    context.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const headshot = page.getByRole('region', { name: 'Headshot' });
  await headshot.getByRole('button', { name: 'Select Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Headshot' });
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024) });
  await expect(dialog.getByRole('alert')).toHaveText('Please upload only files under 250kb');
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.getByTestId('headshot-crop')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const image = headshot.getByRole('img', { name: `Headshot of ${speaker.firstName} ${speaker.lastName}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([200, 200]);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  // Contract: added with both files; its contract file downloads.
  const contracts = page.getByRole('region', { name: 'Contract' });
  await contracts.getByRole('button', { name: 'Add Contract' }).click();
  const contractDialog = page.getByRole('dialog', { name: 'Add Contract' });
  await contractDialog.getByRole('button', { name: 'Save' }).click();
  await expect(contractDialog.getByText('Contract Name is required')).toBeVisible();
  await contractDialog.getByLabel(/^Contract Name/).fill(`Agreement ${stamp}`);
  await contractDialog.getByLabel(/^Contract Type/).selectOption('INDIVIDUAL');
  await contractDialog.getByLabel('Signed Date').fill('2026-02-01');
  await contractDialog.getByLabel('Start Date').fill('2026-02-15');
  await contractDialog.getByLabel('End Date').fill('2027-02-14');
  const [contractInput, w9Input] = [0, 1].map((i) => contractDialog.locator('input[type=file]').nth(i));
  await contractInput!.setInputFiles({ name: `agreement-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await w9Input!.setInputFiles({ name: `w9-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await contractDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  // In the narrow column of a 1280 px window the contracts are listed stacked: every field, the downloads and Edit in
  // view, nothing scrolled out of the card (issue 28 #14).
  const row = contracts.getByRole('listitem').filter({ hasText: `Agreement ${stamp}` });
  await expect(row).toContainText('Individual');
  await expect(row).toContainText('02/01/2026');
  const card = (await page.getByRole('region', { name: 'Contract', exact: true }).boundingBox())!;
  for (const part of [row.getByText('02/14/2027'), row.getByRole('button', { name: `Edit Agreement ${stamp}` })]) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download contract file of Agreement ${stamp}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`agreement-${stamp}.pdf`);
  await expect(row.getByRole('button', { name: `Download W9 file of Agreement ${stamp}` })).toBeEnabled();

  // Blackout Dates: two clicks make a range; the day of the speaker's event cannot be chosen.
  const blackout = page.getByRole('region', { name: 'Blackout Dates' });
  await blackout.getByRole('button', { name: 'Edit Blackout Dates' }).click();
  await showMonth(page, eventDay);
  await expect(dayButton(page, eventDay)).toBeDisabled();
  const [from, to] = rangeBeside(eventDay);
  await dayButton(page, from).click();
  await dayButton(page, to).click();
  await blackout.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  for (let day = new Date(from); day <= to; day.setDate(day.getDate() + 1)) {
    await expect(dayButton(page, day)).toHaveAccessibleName(/blackout date$/);
  }
  // The service refuses the event's day too ('Unable to set blackout date with conflicting event').
  const refused = await graphql(
    page,
    `
      mutation ($input: AddBlackoutDatesInput!) {
        addBlackoutDates(input: $input) {
          blackoutDates {
            id
          }
        }
      }
    `,
    {
      input: {
        speakerId: speaker.id,
        dates: [
          `${eventDay.getFullYear()}-${String(eventDay.getMonth() + 1).padStart(2, '0')}-${String(eventDay.getDate()).padStart(2, '0')}`,
        ],
      },
    },
  );
  expect(refused.errors?.[0]?.message).toBe('Unable to set blackout date with conflicting event');
});

test('a speaker sees only their own profile and edits their blackout dates', async ({ page }) => {
  await signIn(page, 'speaker@demo.test');
  const { data } = await graphql<{ viewer: { speakerId: number } }>(page, '{ viewer { speakerId } }', {}, 'speaker-portal');
  const own = data.viewer.speakerId;
  const other = own === 1 ? 2 : 1;

  // Another speaker's id is replaced by their own; the service refuses the other record itself.
  await page.goto(`/speaker/${other}`);
  await expect(page).toHaveURL(new RegExp(`/speaker/${own}$`));
  await expect(page.getByRole('region', { name: 'Speaker Information' })).toBeVisible();
  const refused = await graphql(
    page,
    `
      query ($id: Int!) {
        speaker(internalId: $id) {
          blackoutDates {
            id
          }
        }
      }
    `,
    { id: other },
    'speaker-portal',
  );
  // The record (and with it its blackout dates, contracts and contract address) is refused for another id.
  expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('FORBIDDEN');
  // The speaker portal's own cards.
  // The demo speaker's trainings (areas/trainings seed): the video one offers its player.
  const trainings = page.getByRole('region', { name: 'Eligible Topics' });
  await expect(
    trainings.getByRole('row', { name: /Compliance essentials video/ }).getByRole('button', { name: 'Watch Training' }),
  ).toBeVisible();

  // A custom group of their own profile, in the area the layout gives it: the changed value saved.
  const travel = page.getByRole('region', { name: 'Travel Preferences' });
  await travel.getByRole('button', { name: 'Edit Travel Preferences' }).click();
  await travel.getByLabel('Home Airport').fill(`MDW-${stamp}`);
  await travel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(travel.getByText(`MDW-${stamp}`)).toBeVisible();

  // Their blackout dates: a range added, then one of its days deleted again.
  const blackout = page.getByRole('region', { name: 'Blackout Dates' });
  await blackout.getByRole('button', { name: 'Edit Blackout Dates' }).click();
  const now = new Date();
  await showMonth(page, new Date(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 12));
  // Days that can be chosen and are not blacked out yet.
  const enabled = blackout.locator('td button:enabled:not([aria-label$="blackout date"])');
  const first = enabled.nth(8);
  const firstName = (await first.getAttribute('aria-label'))!;
  await first.click();
  await enabled.nth(9).click();
  await blackout.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(blackout.getByRole('button', { name: `${firstName}, blackout date` })).toBeVisible();

  await blackout.getByRole('button', { name: 'Edit Blackout Dates' }).click();
  await blackout.getByRole('button', { name: `${firstName}, blackout date` }).click();
  await expect(blackout.getByRole('button', { name: `${firstName}, blackout date to delete` })).toBeVisible();
  await blackout.getByRole('button', { name: 'Save' }).click();
  await expect(blackout.getByRole('button', { name: firstName, exact: true })).toBeVisible();

  // Preferred Speaking Days, inside the Blackout Dates card: Monday turned over, only that value saved.
  const days = blackout.getByRole('region', { name: 'Preferred Speaking Days' });
  const monday = days.getByRole('definition').first();
  const before = (await monday.textContent()) === 'Yes';
  await days.getByRole('button', { name: 'Edit Preferred Speaking Days' }).click();
  const checkbox = days.getByRole('checkbox', { name: 'Monday' });
  await expect(checkbox).toBeChecked({ checked: before });
  await checkbox.click();
  await days.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(monday).toHaveText(before ? 'No' : 'Yes');
  // A group the role may not see never arrives.
  await expect(page.getByRole('region', { name: 'Internal Notes' })).toHaveCount(0);
});

test('a speaker-portal admin sees a custom group without a grid area as its own card under the grid', async ({ page }) => {
  await signIn(page, 'client-speaker-portal-admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto('/speaker/1');
  const notes = page.getByRole('region', { name: 'Internal Notes' });
  await expect(notes).toContainText('Compliance Notes');
  await expect(notes.getByRole('button', { name: 'Edit Internal Notes' })).toBeVisible();
  // Under the grid: below its last row (Eligible Topics), full width.
  const topics = (await page.getByRole('region', { name: 'Eligible Topics' }).boundingBox())!;
  const box = (await notes.boundingBox())!;
  expect(box.y).toBeGreaterThan(topics.y + topics.height);
  expect(Math.round(box.width)).toBe(Math.round(topics.width));
});

test('the profile is one column at 800 px and three on a wide window', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Hive');
  const { speaker } = await speakerWithEvent(page);
  const cards = ['Speaker Information', 'Headshot', 'Address Information'].map((name) => page.getByRole('region', { name }));
  const lefts = () => Promise.all(cards.map(async (card) => Math.round((await card.boundingBox())!.x)));

  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/speaker/${speaker.internalId}`);
  await expect(cards[0]!).toBeVisible();
  expect(new Set(await lefts()).size).toBe(1);
  // Nothing wider than the window: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);

  await page.setViewportSize({ width: 1440, height: 900 });
  // Info spans two columns beside the headshot; the address starts a row under them.
  await expect.poll(async () => new Set(await lefts()).size).toBe(2);
});
