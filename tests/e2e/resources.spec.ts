import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFRef } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { expect, test, type Page } from '@playwright/test';
import { selectProduct, signIn, toast } from './support.ts';

const stamp = Date.now().toString(36).toUpperCase();

/** A two-page PDF written here (no binary fixture). */
function pdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
    doc.fontSize(24).text(title).addPage().text(`${title} page 2`);
    doc.end();
  });
}

/** The text drawn on each page of a PDF (hex strings decoded). */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
    return streams
      .map((s) => Buffer.from(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : new Uint8Array()).toString('latin1'))
      .join('\n')
      .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
  });
}

async function openAsAdmin(page: Page, path: string) {
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto(path);
}

const listUrl = (search: string) => `/admin-resources?options=${encodeURIComponent(JSON.stringify({ searchQuery: search }))}`;

test('an admin orders groups, uploads a PDF resource, previews it watermarked and assigns it to the speaker, who sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Groups: create one, then move it up (it lands above Archived).
  await openAsAdmin(page, '/admin-resources/groups');
  const groups = page.getByRole('table', { name: 'Resource groups table' });
  await expect(groups.getByRole('row').nth(1)).toContainText('Contracts');
  await page.getByRole('button', { name: 'Create Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Name').fill(`Guides ${stamp}`);
  await dialog.getByLabel('URL').fill('not a url');
  await expect(dialog.getByRole('button', { name: 'Invalid URL' })).toBeDisabled();
  await dialog.getByLabel('URL').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();
  const rows = groups.getByRole('row');
  await expect(rows.last()).toContainText(`Guides ${stamp}`);
  const count = await rows.count();
  await page.getByRole('button', { name: `Move Guides ${stamp} up` }).click();
  await expect(toast(page, 'Updated group weight')).toBeVisible();
  await expect(rows.nth(count - 2)).toContainText(`Guides ${stamp}`);
  await expect(rows.last()).toContainText('Archived');

  // A PDF resource in that group, for this year.
  const name = `Launch deck ${stamp}`;
  await page.goto('/admin-resources');
  await page.getByRole('button', { name: 'Create new Resource' }).click();
  const form = page.getByRole('dialog', { name: 'Create Resource' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Resource type is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Resource Type').selectOption({ label: `Guides ${stamp}` });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'Launch__v3.pdf', mimeType: 'application/pdf', buffer: await pdf('Confidential launch') });
  await form.getByLabel('Year').selectOption(String(new Date().getUTCFullYear()));
  await form.getByLabel('PRC Code').fill(`PRC-${stamp}`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Successfully created')).toBeVisible();

  await page.goto(listUrl(stamp));
  const table = page.getByRole('table', { name: 'Resources table' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Guides ${stamp}`);
  await expect(row).toContainText(`PRC-${stamp}`);

  // Edit: Save waits for a change and says 'Saved'.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('PRC Code').fill(`PRC-${stamp}-B`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(row).toContainText(`PRC-${stamp}-B`);

  // The preview: the dialog shows the served PDF, which carries DO NOT DISTRIBUTE on every page.
  const [served] = await Promise.all([
    page.waitForResponse((r) => /\/download\/resource\/preview\/\d+$/.test(new URL(r.url()).pathname)),
    row.getByRole('button', { name: `Preview ${name}` }).click(),
  ]);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  const again = await page.context().request.get(served.url(), { headers: { 'x-product': 'speaker-portal' } });
  expect(again.status()).toBe(200);
  const texts = await pageTexts(await again.body());
  expect(texts).toHaveLength(2);
  for (const text of texts) expect(text).toContain('DO NOT DISTRIBUTE');
  const preview = page.getByRole('dialog');
  await expect(preview.locator('iframe')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // Assign it to the demo speaker.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Manage Speakers' }).click();
  await expect(page).toHaveURL(/\/admin-resources\/\d+/);
  const speakers = page.getByRole('table', { name: 'Speakers table' });
  await expect(speakers.getByRole('row').nth(1)).toBeVisible();
  const context = await browser.newContext();
  const speakerPage = await context.newPage();
  await signIn(speakerPage, 'speaker@demo.test');
  // The speaker record of the demo speaker user, as the speaker reads it.
  const me = await speakerPage.evaluate(async () => {
    const ask = async (query: string, variables = {}) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-product': 'speaker-portal' },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, any> }).data;
    };
    const { viewer } = await ask('{ viewer { speakerId } }');
    const { speaker } = await ask('query($id: Int!) { speaker(internalId: $id) { firstName lastName } }', { id: viewer.speakerId });
    return `${speaker.firstName} ${speaker.lastName}`;
  });
  await page.getByLabel('Search text').fill(me.split(' ').pop()!);
  const speakerRow = speakers.getByRole('row').filter({ hasText: me });
  // The speaker's box is their assignment: ticking it assigns.
  const box = speakerRow.first().getByRole('checkbox', { name: `Assign ${me}` });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(toast(page, 'Attachment assigned to 1 speaker(s)')).toBeVisible();
  await expect(box).toBeChecked();

  // The speaker: Resources leads to their own page; the group's card lists the resource.
  await speakerPage.getByRole('link', { name: 'Resources' }).first().click();
  await expect(speakerPage).toHaveURL(/\/resource\/\d+$/);
  await expect(speakerPage.getByText('NOTICE: Unauthorized distribution of resources is strictly prohibited.')).toBeVisible();
  await speakerPage.getByRole('link', { name: `Guides ${stamp}` }).click();
  await expect(speakerPage).toHaveURL(/\/speaker-resources\/\d+$/);
  await expect(speakerPage.getByRole('row').filter({ hasText: name })).toContainText('Launch');
  await context.close();
});

test('an expired resource shows red and its download is refused', async ({ page }) => {
  await openAsAdmin(page, listUrl('Expired Safety Update'));
  const row = page.getByRole('table', { name: 'Resources table' }).getByRole('row').filter({ hasText: 'Expired Safety Update' });
  await expect(row).toHaveAttribute('data-expired', 'true');
  const color = await row.evaluate((el) => getComputedStyle(el).color);
  expect(color).not.toBe('rgb(36, 36, 36)');
  await row.getByRole('button', { name: 'Expired Safety Update', exact: true }).click();
  await expect(toast(page, 'Unable to download expired resource')).toBeVisible();
});
