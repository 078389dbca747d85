import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  DASHBOARD_COLUMN_HEADERS,
  DASHBOARD_MESSAGES,
  DASHBOARD_PAGES,
  NEW_CHART,
  type DashboardCategory,
} from '../../api/src/areas/dashboards/contract.ts';
import { seriousA11yFindings } from './axe.ts';
import { selectProduct, signIn, toast } from './support.ts';

// Issue 31 (spec 002 §2.18, §2.19): the Dashboard product's screens, as a system administrator and a marketing user see
// them. The suite shares one database: the chart this spec adds is deleted again, whatever fails in between.

const stamp = Date.now().toString(36).toUpperCase();
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const programCharts = (page: Page) => page.getByRole('table', { name: DASHBOARD_PAGES.program.section });
/** The body rows of a config section's table (the header row left out). */
const chartRows = (page: Page) =>
  programCharts(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Signs in as `email` and picks the Dashboard product on Select Product. */
async function openDashboardProduct(page: Page, email: string) {
  await signIn(page, email);
  await selectProduct(page, 'Dashboard');
  await expect(drawer(page)).toBeVisible();
}

/** Waits until the dashboard's charts have loaded: the grid's placeholder gone, a card shown, none failed. */
async function chartsLoaded(page: Page) {
  await expect(page.getByLabel('Loading the dashboard')).toHaveCount(0);
  await expect(page.locator('[data-chart-id]').first()).toBeVisible();
  await expect(page.getByText('Failed to load the chart data')).toHaveCount(0);
  await expect(page.getByLabel(/^Loading the .+ chart$/)).toHaveCount(0);
}

/** Opens Dashboard Config and deletes the chart titled `title` after confirming, if it is there. */
async function deleteChart(page: Page, title: string) {
  await page.goto('/dashboard/config');
  await expect(programCharts(page)).toBeVisible();
  const remove = page.getByRole('button', { name: `Delete ${title}`, exact: true });
  if (!(await remove.count())) return;
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(DASHBOARD_MESSAGES.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, DASHBOARD_MESSAGES.deleted).first()).toBeVisible();
  await expect(remove).toHaveCount(0);
}

/** A full-page screenshot kept in the test's output folder (the run's artifacts) and attached to its report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replaceAll(' ', '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a system admin adds a chart to Program Charts, moves it first, sees it first on Programs, filters by the URL, lists and exports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Chart ${stamp}`;
  await openDashboardProduct(page, 'system-admin@demo.test');
  await drawer(page).getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/config$/);
  await expect(programCharts(page)).toBeVisible();
  const count = await chartRows(page).count();
  expect(count).toBeGreaterThan(0);

  try {
    // Add Chart: a new row with the spec's defaults (spec 002 §5, §9), its order after the last.
    await page.getByRole('button', { name: `Add Chart to ${DASHBOARD_PAGES.program.section}` }).click();
    const added = page.getByRole('row', { name: 'New chart' });
    await expect(added.getByRole('textbox', { name: 'Chart id' })).toHaveValue(NEW_CHART.chartId);
    await expect(added.getByRole('textbox', { name: 'Title' })).toHaveValue(NEW_CHART.title);
    for (const width of ['Small columns', 'Medium columns', 'Large columns'])
      await expect(added.getByRole('combobox', { name: width })).toHaveValue('12');
    await expect(added.getByRole('combobox', { name: 'Order' })).toHaveValue(String(count + 1));
    await added.getByRole('textbox', { name: 'Chart id' }).fill('costOverTime');
    await added.getByRole('textbox', { name: 'Title' }).fill(title);
    await added.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, DASHBOARD_MESSAGES.saved).first()).toBeVisible();
    await expect(chartRows(page)).toHaveCount(count + 1);
    await expect(chartRows(page).last()).toContainText(title);

    // Moved to order 1: it is the section's first row and the others moved down.
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const editing = page.getByRole('row', { name: `Editing ${title}` });
    await editing.getByRole('combobox', { name: 'Order' }).selectOption('1');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(editing).toHaveCount(0);
    await expect(chartRows(page).first()).toContainText(title);
    await expect(chartRows(page).first().getByRole('cell').nth(5)).toHaveText('1');
    await expect(chartRows(page).last().getByRole('cell').nth(5)).toHaveText(String(count + 1));

    // The Programs dashboard shows it first, with its data (costOverTime is a chart the api computes).
    await drawer(page).getByRole('link', { name: DASHBOARD_PAGES.program.label, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/programs$/);
    await chartsLoaded(page);
    const first = page.locator('[data-chart-id]').first();
    await expect(first).toHaveAttribute('aria-label', title);
    await expect(first).toHaveAttribute('data-chart-id', 'costOverTime');
    await expect(first).not.toContainText(DASHBOARD_MESSAGES.componentNotFound);

    // Filters in the address (a shared link): the badge counts them (the range as one) and the panel shows them.
    const year = new Date().getFullYear();
    const filters = {
      startDate: `${year - 1}-02-01`,
      endDate: `${year}-11-30`,
      status: ['CONFIRMED', 'COMPLETE'],
      locationType: ['VIRTUAL'],
    };
    await page.goto(`/dashboard/programs?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await chartsLoaded(page);
    await page.getByRole('button', { name: 'Filters (3 set)' }).click();
    const panel = page.getByRole('dialog', { name: 'Dashboard filters' });
    await expect(panel.getByLabel('Start Date')).toHaveValue(filters.startDate);
    await expect(panel.getByLabel('End Date')).toHaveValue(filters.endDate);
    const status = panel.getByRole('group', { name: 'Status' });
    await expect(status.getByRole('checkbox', { name: 'Confirmed', exact: true })).toBeChecked();
    await expect(status.getByRole('checkbox', { name: 'Complete', exact: true })).toBeChecked();
    await expect(status.getByRole('checkbox', { name: 'Cancelled', exact: true })).not.toBeChecked();
    await expect(panel.getByRole('group', { name: 'Location Type' }).getByRole('checkbox', { name: 'Virtual', exact: true })).toBeChecked();
    await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (3 set)' })).toBeVisible();

    // List mode: the Programs list's columns; Export downloads them as an XLSX named for the dashboard and the day.
    await page.goto('/dashboard/programs');
    await chartsLoaded(page);
    await page.getByRole('tab', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    const list = page.getByRole('table', { name: 'Dashboard list' });
    await expect(list.getByRole('columnheader')).toHaveText(Object.values(DASHBOARD_COLUMN_HEADERS.program));
    await expect(page.getByLabel('Loading the dashboard list')).toHaveCount(0);
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousA11yFindings(page), 'the Programs list').toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Programs_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await readFile(await download.path());
    expect(file.length).toBeGreaterThan(100);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  } finally {
    await deleteChart(page, title);
  }
  await expect(chartRows(page)).toHaveCount(count);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('each dashboard shows its charts and its list, sorted by a column, free of serious accessibility findings', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openDashboardProduct(page, 'system-admin@demo.test');
  for (const [category, { path, label }] of Object.entries(DASHBOARD_PAGES) as [
    DashboardCategory,
    (typeof DASHBOARD_PAGES)[DashboardCategory],
  ][]) {
    await drawer(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await chartsLoaded(page);
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await attachScreenshot(page, testInfo, `${label} dashboard`);
    expect(await seriousA11yFindings(page), `the ${label} dashboard`).toEqual([]);

    // List mode: the dashboard's columns (spec 002 §2.18), the demo's rows, a sort by the first column.
    await page.getByRole('tab', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    const list = page.getByRole('table', { name: 'Dashboard list' });
    const headers = Object.values(DASHBOARD_COLUMN_HEADERS[category]);
    await expect(list.getByRole('columnheader')).toHaveText(headers);
    await expect(page.getByLabel('Loading the dashboard list')).toHaveCount(0);
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    const first = list.getByRole('columnheader', { name: headers[0], exact: true });
    await first.click();
    await expect(first).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sortBy/);
    await expect(page.getByLabel('Loading the dashboard list')).toHaveCount(0);
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousA11yFindings(page), `the ${label} list`).toEqual([]);
  }
});

test('a marketing user sees the dashboards but not Dashboard Config, which says Access forbidden', async ({ page }) => {
  await openDashboardProduct(page, 'marketing@demo.test');
  await expect(drawer(page).getByRole('link', { name: DASHBOARD_PAGES.program.label, exact: true })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Config', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/config');
  await expect(toast(page, 'Access forbidden')).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard\/config/);
});
