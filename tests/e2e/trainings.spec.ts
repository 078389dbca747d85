import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, selectProduct, signIn, signInToHive, toast } from './support.ts';

// Speaker trainings (spec 002 §2.8–2.9, §4): the admin creates, uploads and assigns through the Trainings list's
// wizard in the browser; the speaker watches, attests and downloads the certificate.

const stamp = Date.now().toString(36).toUpperCase();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A 4-second 160x90 WebM test pattern made with ffmpeg (VP8 plays in Playwright's Chromium). */
function testClip(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'hive-clip-')), 'clip.webm');
  execFileSync('/usr/bin/ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=4:size=160x90:rate=10',
    '-c:v',
    'libvpx',
    '-b:v',
    '50k',
    '-an',
    file,
  ]);
  return readFileSync(file);
}

async function adminApi() {
  const context = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const gql = async <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const response = await context.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const { login } = await gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  const token = login.accessToken as string;
  // The demo speaker's speaker id: the speaker's own first training names it (REST, signed in as the speaker).
  const auth = await context.post(`http://127.0.0.1:${E2E_PORT + 1}/auth/pw-auth`, {
    headers: { 'x-tenant-id': 'demo' },
    data: { email: 'speaker@demo.test', password: DEMO_PASSWORD },
  });
  const own = await context.get(`http://127.0.0.1:${E2E_PORT + 1}/speaker-training?limit=1`, {
    headers: { authorization: `Bearer ${(await auth.json()).jwt}`, 'x-tenant-id': 'demo' },
  });
  const ownSpeaker = (await own.json()).results[0].speaker as { id: number; firstName: string; lastName: string };
  const speakerId = ownSpeaker.id;
  const speakerName = `${ownSpeaker.firstName} ${ownSpeaker.lastName}`;
  return { context, token, speakerId, speakerName, gql: <T = any>(q: string, v: Record<string, unknown> = {}) => gql<T>(q, v, token) };
}

test('an admin creates and assigns a video training; the speaker watches it without speed changes or skipping, attests and downloads the certificate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const name = `E2E video training ${stamp}`;
  const { speakerId } = admin;

  // Training Management's 'Trainings' button opens the programs list; the wizard creates, uploads and assigns.
  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto('/training/list');
  await page.getByRole('button', { name: 'Trainings', exact: true }).click();
  await expect(page).toHaveURL(/\/training\/program\/list/);
  await page.getByRole('button', { name: 'Create new training' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create new training' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Training Type is required')).toBeVisible();
  await expect(wizard.getByText('Training name is required')).toBeVisible();
  await wizard.getByLabel('Training Type').selectOption('VIDEO');
  await wizard.getByLabel('Training Name').fill(name);
  await wizard.getByLabel('Expiration Date').fill(inDays(60));
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('2. Upload')).toHaveAttribute('aria-current', 'step');
  await wizard.locator('input[type=file]').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: testClip() });
  await wizard.getByLabel('Video Name').fill('E2E clip');
  await wizard.getByLabel('Video Description').fill('Four seconds of test pattern');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('3. Assign')).toHaveAttribute('aria-current', 'step', { timeout: 30_000 });
  await wizard.getByRole('radio', { name: 'Selected speakers' }).check();
  await wizard.getByRole('button', { name: 'Assign' }).click();
  await expect(wizard.getByText('At least one speaker is required')).toBeVisible();
  // Speakers may share a name: the demo speaker's box by its id.
  await wizard.getByRole('group', { name: 'Speakers' }).locator(`input[type=checkbox][value="${speakerId}"]`).check();
  await wizard.getByLabel('Due Date').fill(inDays(7));
  await wizard.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Training created and assigned')).toBeVisible();
  await expect(wizard).toHaveCount(0);

  const { trainingPrograms } = await admin.gql(
    'query($q: String) { trainingPrograms(first: 5, searchQuery: $q) { edges { node { internalId programName assignedCount } } } }',
    { q: name },
  );
  const program = trainingPrograms.edges.find((e: any) => e.node.programName === name).node as {
    internalId: number;
    assignedCount: number;
  };
  expect(program.assignedCount).toBe(1);
  await page.context().clearCookies();

  await signIn(page, 'speaker@demo.test');
  await page.goto(`/training/program/${program.internalId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const video = page.getByLabel('Training video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);

  // The rate stays 1; a jump ahead is put back.
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 2;
  });
  await expect(toast(page, 'Playback rate can not be changed')).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 3.5;
  });
  await expect(toast(page, 'Fast forward is disabled')).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(1);

  // Played to the end (muted, as the browser's autoplay rules allow without a gesture; the keys are the component test's).
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect(page.getByText('I attest that I have watched the full training video as intended')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Training completed')).toBeVisible();

  // The profile's Eligible Topics card shows the training complete with its certificate.
  await page.goto(`/speaker/${speakerId}`);
  const card = page.getByRole('table', { name: 'Eligible topics' });
  await expect(card).toBeVisible();
  // The card pages by 5: the newest assignment may be on a later page.
  const row = card.getByRole('row').filter({ hasText: name });
  for (let i = 0; i < 5 && !(await row.count()); i++) await page.getByRole('button', { name: /next/i }).click();
  await expect(row).toContainText('Complete');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download certificate' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const rest = await admin.context.get(
    `http://127.0.0.1:${E2E_PORT + 1}/speaker-training/speaker/${speakerId}/program/${program.internalId}`,
    {
      headers: { authorization: `Bearer ${admin.token}`, 'x-tenant-id': 'demo' },
    },
  );
  expect(await rest.json()).toMatchObject({
    status: 'Complete',
    videoProgressDurationInSeconds: 4,
    completionAttachment: { fileName: `Certificate - ${name}.pdf` },
  });
});

test("'Mark Completions' ticks and unticks a checkbox training; speakers see only their rows without the speaker column", async ({
  page,
}) => {
  const admin = await adminApi();
  const name = `E2E checkbox ${stamp}`;
  const { createTrainingProgram } = await admin.gql(
    'mutation($input: CreateTrainingProgramInput!) { createTrainingProgram(input: $input) { program { id } } }',
    { input: { programName: name, type: 'CHECKBOX', expirationDate: inDays(60) } },
  );
  const { speakerId } = admin;
  const assigned = await admin.gql('mutation($input: AssignTrainingInput!) { assignTraining(input: $input) { assigned } }', {
    input: { programId: createTrainingProgram.program.id, dueDate: inDays(7), assignment: 'SPEAKERS', speakerIds: [speakerId] },
  });
  expect(assigned.assignTraining.assigned).toBe(1);

  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto(`/training/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: name }))}`);
  const table = page.getByRole('table', { name: 'Speaker trainings' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(table.getByRole('columnheader', { name: 'Speaker' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Completions' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  const box = row.getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('Complete');
  await page.getByRole('button', { name: 'Mark Completions' }).click();
  await row.getByRole('checkbox').click();
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('Pending');

  await page.context().clearCookies();
  await signIn(page, 'speaker@demo.test');
  await page.goto('/training/list');
  await expect(page.getByRole('table', { name: 'Speaker trainings' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Speaker' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark Completions' })).toHaveCount(0);
});

/** A one-page PDF made here (the service checks the first bytes; a viewer opens it). */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('staff upload a completion certificate (PDF only) in Training Management, download it and delete it', async ({ page }) => {
  const admin = await adminApi();
  const name = `E2E certificate ${stamp}`;
  const { createTrainingProgram } = await admin.gql(
    'mutation($input: CreateTrainingProgramInput!) { createTrainingProgram(input: $input) { program { id } } }',
    { input: { programName: name, type: 'CHECKBOX', expirationDate: inDays(60) } },
  );
  await admin.gql('mutation($input: AssignTrainingInput!) { assignTraining(input: $input) { assigned } }', {
    input: { programId: createTrainingProgram.program.id, dueDate: inDays(7), assignment: 'SPEAKERS', speakerIds: [admin.speakerId] },
  });

  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto(`/training/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: name }))}`);
  const row = page.getByRole('table', { name: 'Speaker trainings' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: /^Download certificate/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Upload certificate: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload certificate' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'No file selected')).toBeVisible();
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') });
  await expect(dialog.getByText('A speaker certificate must be a PDF')).toBeVisible();
  const pdf = smallPdf();
  await input.setInputFiles({ name: 'signed-certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Training completion certificate uploaded successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download certificate: / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('signed-certificate.pdf');
  expect(readFileSync((await file.path())!).equals(pdf)).toBe(true);

  await row.getByRole('button', { name: /^Delete certificate: / }).click();
  await page.getByRole('dialog', { name: 'Delete certificate' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Training completion certificate deleted successfully')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Download certificate/ })).toHaveCount(0);

  // The speaker downloads their own certificates there, but neither uploads nor deletes one.
  await page.context().clearCookies();
  await signIn(page, 'speaker@demo.test');
  await page.goto(`/training/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: name }))}`);
  await expect(page.getByRole('table', { name: 'Speaker trainings' }).getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Upload|Delete) certificate/ })).toHaveCount(0);
});

test("the Trainings list: inline edit, the assign dialog's Manage existing unassigns, delete asks first; field reps and speakers", async ({
  page,
}) => {
  const admin = await adminApi();
  const name = `E2E program ${stamp}`;
  const renamed = `E2E program renamed ${stamp}`;
  const { createTrainingProgram } = await admin.gql(
    'mutation($input: CreateTrainingProgramInput!) { createTrainingProgram(input: $input) { program { id } } }',
    { input: { programName: name, type: 'CHECKBOX', expirationDate: inDays(60) } },
  );
  await admin.gql('mutation($input: AssignTrainingInput!) { assignTraining(input: $input) { assigned } }', {
    input: { programId: createTrainingProgram.program.id, dueDate: inDays(7), assignment: 'SPEAKERS', speakerIds: [admin.speakerId] },
  });

  await signIn(page, 'admin@demo.test');
  await selectProduct(page, 'Speaker Portal');
  await page.goto(`/training/program/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'E2E program' }))}`);
  const table = page.getByRole('table', { name: 'Training programs' });
  await expect(page.getByRole('button', { name: 'Speaker Trainings' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Interactive Training');

  // Inline edit: the name, saved with its check button.
  await page.getByRole('button', { name: `Edit inline ${name}` }).click();
  await table.getByLabel('Training name').fill('');
  await expect(table.getByText('Training name is required')).toBeVisible();
  await table.getByLabel('Training name').fill(renamed);
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(toast(page, 'Program updated')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: renamed });
  await expect(row).toContainText('1');

  // Assign dialog: 'Manage existing' lists the speaker; Remove unassigns once confirmed.
  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign ${renamed}` });
  await dialog.getByRole('tab', { name: 'Manage existing' }).click();
  await expect(dialog.getByRole('table', { name: 'Assigned speakers' })).toContainText(admin.speakerName);
  await dialog.getByRole('button', { name: `Remove ${admin.speakerName}` }).click();
  // Asked first, in place of the list (issue 28 #23).
  await page.getByRole('dialog', { name: 'Remove training' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Speaker training removed')).toBeVisible();
  await expect(dialog.getByText('No speakers have this training')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  // Delete asks first.
  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted training program')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

  // Field reps: no writes on the list.
  await page.context().clearCookies();
  await signInToHive(page, 'field-rep@demo.test');
  await page.goto('/training/program/list');
  await expect(page.getByRole('table', { name: 'Training programs' })).toBeVisible();
  // Training Management is closed to field reps: its button is not offered (it led to 'Access forbidden').
  await expect(page.getByRole('button', { name: 'Speaker Trainings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create new training' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit inline / })).toHaveCount(0);

  // Speakers are sent to Training Management.
  await page.context().clearCookies();
  await signIn(page, 'speaker@demo.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/training/program/list');
  await expect(page).toHaveURL(/\/training\/list/);
});
