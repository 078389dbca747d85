import { expect, test, type Locator, type Page } from '@playwright/test';
import { matchRoutes } from 'react-router-dom';
import { seriousA11yFindings } from './axe.ts';
import { DASHBOARD_PAGES } from '../../api/src/areas/dashboards/contract.ts';
import { ADMIN_ROLES, PRODUCTS, type Role } from '../../api/src/platform/auth/model.ts';
import { APP_ROUTES, type AppRoute } from '../../web/src/routing/routes.tsx';
import { DEMO_USERS, signIn, tenantOrigin } from './support.ts';

// One way through the app per role (issue 9): every demo user of both tenants, every product offered, every
// screen of the side drawer and every dialog, popover, menu and lookup on it, and every screen these lead to. A
// finding is a Page Not Found, the app turning away from something it offered (Access Forbidden), a failed request or
// a GraphQL error, a console error, or a serious/critical WCAG A/AA finding. A screen is known by its route in the web
// areas' route table (web/src/areas/*/area.ts); what it offers to open is in SCREENS, under the route's path.

/** Something a screen offers to open. Nothing destructive is ever confirmed: dialogs close with Escape
 *  (Cancel) or the named `close` button. */
interface Opener {
  /** Named in findings. */
  name: string;
  /** The control a person uses; absent or disabled (not offered to this user) → skipped. */
  trigger(page: Page): Locator;
  /** Every control the trigger matches, one after the other (e.g. each lookup of a form). */
  each?: boolean;
  /** Run first; e.g. select a row so Delete shows, or change a field so leaving asks. */
  prepare?(page: Page): Promise<void>;
  /** A dialog or popover (role dialog), a menu, a lookup's list, a part shown in place (`close` hides it
   *  again), or another screen (checked like a drawer screen with its own openers, then left with Back). */
  opens: 'dialog' | 'menu' | 'listbox' | 'inline' | 'screen';
  close?: string;
  /** What to open inside the dialog or menu (it is opened again when an inner opener closed it). */
  inside?: Opener[];
}

/** What a screen of the route table offers to open. */
interface Screen {
  /** The route's `path` in its area's manifest. */
  path: string;
  openers: Opener[];
}

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' });
const menuItem = (name: string) => (page: Page) => page.getByRole('menuitem', { name, exact: true });
/** The lookups (Fluent Combobox and Dropdown); native selects open no page content to check. */
const lookups = (scope: (page: Page) => Locator | Page) => (page: Page) => scope(page).locator('[role="combobox"]:not(select):enabled');
const eventsTable = (page: Page) => page.getByRole('table', { name: 'Events table' });

/** A form's question on leaving with changes. */
const LEAVE_WITH_CHANGES: Opener = {
  name: 'You have made some changes',
  prepare: async (page) => {
    // Typed until it stays: a form that loads its values again (the screen's query answered from the store, then
    // from the network) puts them back once.
    const box = page.getByRole('main').getByRole('textbox').and(page.locator(':enabled')).first();
    await expect(async () => {
      await box.fill('Role sweep');
      await page.waitForTimeout(300);
      await expect(box).toHaveValue('Role sweep', { timeout: 100 });
    }).toPass({ timeout: 10_000 });
  },
  trigger: button('Back'),
  opens: 'dialog',
  close: 'Discard',
};

const EVENT_FORM: Opener[] = [
  { name: 'lookups', trigger: lookups((page) => page.getByRole('main')), each: true, opens: 'listbox' },
  { name: 'Add Image', trigger: button('Add Image'), opens: 'dialog' },
  LEAVE_WITH_CHANGES,
];

/** The Questions tab of a template's edit screen, once its builder has loaded. */
async function questionsTab(page: Page) {
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Add Question' }).waitFor();
}

/** The question builder (areas/questions) on a template's Questions tab: the first question's type, and Delete's
 *  question of a question added for it (one a rule or skip logic uses says why in place instead). Nothing is saved:
 *  leaving with the changes asks, and Discard leaves. */
const QUESTION_BUILDER: Opener[] = [
  {
    name: 'Question Type',
    prepare: questionsTab,
    trigger: (page) => page.getByRole('group', { name: /^Question 1(: |$)/ }).getByRole('combobox', { name: /^Question Type/ }),
    opens: 'listbox',
  },
  {
    name: 'Delete question',
    prepare: async (page) => {
      await questionsTab(page);
      await page.getByRole('button', { name: 'Add Question' }).click();
    },
    trigger: (page) => page.getByRole('button', { name: /^Delete question \d+$/ }).last(),
    opens: 'dialog',
    close: 'Cancel',
  },
];

/** Waits (briefly: an empty list or a user it is not offered to has none) until the table shows a row a person can
 *  reach; a dialog that just closed leaves the page behind it hidden for a moment, and a trigger is only looked at once. */
const rowsOf = (table: string) => async (page: Page) => {
  await page
    .getByRole('table', { name: table })
    .getByRole('row')
    .nth(1)
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
};

/** Survey and registration page template lists: the row's dialogs, Create Template and a row's edit screen, each
 *  once the list shows its rows. */
const templateList = (table: string, rowDialogs: Opener[]): Opener[] =>
  [
    ...rowDialogs,
    { name: 'Create Template', trigger: button('Create Template'), opens: 'screen' as const },
    {
      name: 'Edit (row)',
      trigger: (page: Page) =>
        page
          .getByRole('main')
          .getByRole('button', { name: /^Edit / })
          .first(),
      opens: 'screen' as const,
    },
  ].map((opener) => ({ prepare: rowsOf(table), ...opener }));

const SCREENS: Screen[] = [
  // The dashboards (issue 31): the filter panel and a chart's data table, once the charts have loaded (the list mode
  // is checked by dashboards.spec.ts); Dashboard Config's delete question of a chart.
  ...Object.values(DASHBOARD_PAGES).map((page): Screen => ({
    path: page.path,
    openers: [
      { name: 'Filters', trigger: button(/^Filters/), opens: 'dialog' },
      {
        name: 'Show data table',
        prepare: async (p: Page) => {
          await expect(p.getByLabel('Loading the dashboard')).toHaveCount(0, { timeout: 10_000 });
        },
        trigger: (p: Page) => p.getByRole('button', { name: 'Show data table' }).first(),
        opens: 'inline',
        close: 'Hide data table',
      },
    ],
  })),
  {
    path: '/dashboard/config',
    openers: [
      {
        name: 'Delete chart',
        trigger: (page) => page.getByRole('button', { name: /^Delete / }).first(),
        opens: 'dialog',
        close: 'Cancel',
      },
    ],
  },
  {
    path: '/events/list',
    openers: [
      {
        name: 'Filters',
        trigger: button(/^Filters/),
        opens: 'dialog',
        inside: [
          {
            name: 'filter lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Event filters' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      ...['Manage Event Owners', 'Manage Field Contacts'].map((name): Opener => ({
        name,
        trigger: button(name),
        opens: 'dialog',
        close: 'Close',
        inside: [
          {
            name: 'Add',
            trigger: (page) => page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }),
            opens: 'inline',
            close: 'Cancel',
          },
          {
            name: 'Edit',
            trigger: (page) =>
              page
                .getByRole('dialog')
                .getByRole('button', { name: /^Edit / })
                .first(),
            opens: 'inline',
            close: 'Cancel',
          },
          // The question replaces the dialog's content (no dialog over a dialog: shared/ConfirmDialogSurface.tsx).
          {
            name: 'Delete',
            trigger: (page) =>
              page
                .getByRole('dialog')
                .getByRole('button', { name: /^Delete / })
                .first(),
            opens: 'inline',
            close: 'Cancel',
          },
        ],
      })),
      { name: 'Import', trigger: button('Import'), opens: 'dialog' },
      {
        name: 'Delete selected',
        prepare: async (page) => {
          const box = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
          if (await box.isVisible()) await box.check();
        },
        trigger: (page) => page.getByRole('toolbar').getByRole('button', { name: 'Delete', exact: true }),
        opens: 'dialog',
      },
      {
        name: 'row menu',
        trigger: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
        opens: 'menu',
        inside: [
          { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog' },
          ...['View Attendees', 'Calculate Check', 'Assign Training'].map((name): Opener => ({
            name,
            trigger: menuItem(name),
            opens: 'screen',
          })),
        ],
      },
      {
        // The topic column's link (a button); a row's own menu (for a role without that column) is not it.
        name: 'topic',
        trigger: (page) =>
          eventsTable(page)
            .getByRole('cell')
            .nth(5)
            .getByRole('button', { name: /^(?!Actions for )/ })
            .first(),
        opens: 'dialog',
      },
      { name: 'Add Event', trigger: button('Add Event'), opens: 'screen' },
      {
        name: 'Calculate Check',
        trigger: (page) => page.getByRole('toolbar').getByRole('button', { name: 'Calculate Check' }),
        opens: 'screen',
      },
      {
        name: 'Edit or View Event (row)',
        trigger: (page) =>
          eventsTable(page)
            .getByText(/^[A-Z]{2}-\d+$/)
            .first(),
        opens: 'screen',
      },
    ],
  },
  {
    path: '/speakers/list',
    openers: [
      {
        name: 'Filters',
        trigger: button(/^Filters/),
        opens: 'dialog',
        inside: [
          {
            name: 'filter lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Speaker filters' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      {
        name: 'row menu',
        trigger: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
        opens: 'menu',
        inside: [
          { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog' },
          { name: 'View Events', trigger: menuItem('View Events'), opens: 'screen' },
        ],
      },
      { name: 'Add Speaker', trigger: button('Add Speaker'), opens: 'screen' },
      {
        // The system admin's way to the custom profile fields configuration (the list toolbar's icon button).
        name: 'Custom Profile Fields',
        trigger: (page) =>
          page
            .getByRole('main')
            .getByRole('link', { name: /^Custom (Profile )?Fields/ })
            .or(button(/^Custom (Profile )?Fields/)(page)),
        opens: 'screen',
      },
      {
        name: 'Profile (row)',
        trigger: (page) => page.getByRole('table', { name: 'Speakers table' }).getByRole('row').nth(1).getByRole('cell').first(),
        opens: 'screen',
      },
    ],
  },
  { path: '/speaker/add', openers: [LEAVE_WITH_CHANGES] },
  {
    // Speaker Profile Custom Fields (areas/speakers/components/config): a group's role selects, Delete group's
    // question (of the first group that has one; nothing is saved) and the question on leaving with changes.
    path: '/speakers/config',
    openers: [
      // Fluent Dropdowns (their list a listbox), loaded with the first group: waited for, so neither is skipped.
      ...['Hidden User Roles', 'Disabled User Roles'].map((name): Opener => ({
        name,
        prepare: (page) => page.getByRole('main').getByRole('combobox', { name }).first().waitFor(),
        trigger: (page) => page.getByRole('main').getByRole('combobox', { name }).first(),
        opens: 'listbox',
      })),
      {
        name: 'Delete group',
        trigger: (page) => page.getByRole('button', { name: /^Delete group / }).first(),
        opens: 'dialog',
        close: 'Cancel',
      },
      LEAVE_WITH_CHANGES,
    ],
  },
  {
    // The speaker profile (areas/speakers/components/profile): its dialogs; the cards' inline edits open no dialog.
    path: '/speaker/:speakerId',
    openers: [
      { name: 'Upload Headshot', trigger: button('Select Image'), opens: 'dialog' },
      { name: 'Add Contract', trigger: button('Add Contract'), opens: 'dialog' },
      {
        name: 'Edit Contract',
        trigger: (page) =>
          page
            .getByRole('region', { name: 'Contract', exact: true })
            .getByRole('button', { name: /^Edit / })
            .first(),
        opens: 'dialog',
      },
    ],
  },
  {
    // Survey Templates (areas/surveys): PDF preview, Delete's question (cancelled), Create and edit.
    path: '/survey/templates',
    openers: templateList('Survey templates table', [
      {
        name: 'PDF preview',
        trigger: (page) => page.getByRole('button', { name: /^PDF preview of / }).first(),
        opens: 'dialog',
        close: 'Close',
      },
      {
        name: 'Delete',
        trigger: (page) =>
          page
            .getByRole('main')
            .getByRole('button', { name: /^Delete / })
            .first(),
        opens: 'dialog',
        close: 'Cancel',
      },
    ]),
  },
  { path: '/survey/add', openers: [LEAVE_WITH_CHANGES] },
  {
    path: '/survey/edit/:surveyTemplateId',
    openers: [
      ...QUESTION_BUILDER,
      {
        name: 'Skip Logic question',
        prepare: questionsTab,
        trigger: (page) => page.getByRole('group', { name: 'Skip Logic 1' }).getByRole('combobox').first(),
        opens: 'listbox',
      },
      { name: 'Delete skip logic', prepare: questionsTab, trigger: button('Delete Skip Logic 1'), opens: 'dialog', close: 'Cancel' },
      LEAVE_WITH_CHANGES,
    ],
  },
  {
    // Survey Responses: the filter popover (Period) and any lookup in it.
    path: '/survey/responses',
    openers: [
      {
        name: 'Filters',
        trigger: button(/^Filters/),
        opens: 'dialog',
        inside: [
          {
            name: 'filter lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Survey response filters' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
    ],
  },
  {
    // Registration Page Templates (areas/registrationPages): the analytics dialog (its period and rows per page).
    path: '/registration/list',
    openers: templateList('Registration page templates table', [
      {
        name: 'Analytics',
        trigger: (page) => page.getByRole('button', { name: /^Analytics of / }).first(),
        opens: 'dialog',
        close: 'Close',
        inside: [
          {
            name: 'analytics lookups',
            prepare: rowsOf('Registration page analytics'),
            trigger: lookups((page) => page.getByRole('dialog', { name: /^Analytics: / })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
    ]),
  },
  { path: '/registration/add', openers: [LEAVE_WITH_CHANGES] },
  { path: '/registration/edit/:regPageId', openers: [...QUESTION_BUILDER, LEAVE_WITH_CHANGES] },
  {
    // Venue Management (areas/venues): a row's delete question, Add Venue and a row's edit (the venue form).
    path: '/venues/list',
    openers: [
      { name: 'Delete venue', trigger: (page) => page.getByRole('button', { name: /^Delete / }).first(), opens: 'dialog' },
      { name: 'Add Venue', trigger: button('Add Venue'), opens: 'screen' },
      { name: 'Edit venue', trigger: (page) => page.getByRole('button', { name: /^Edit / }).first(), opens: 'screen' },
    ],
  },
  {
    // Financials (areas/expenses): the Year filter, Add Expense Line with its lookups, and in a row's lines (shown by its
    // disclosure button) a line's Edit with its lookups and its Delete question, each where the viewer may.
    path: '/expenses/list',
    openers: [
      { name: 'Filters', trigger: button(/^Filters/), opens: 'dialog' },
      {
        name: 'Add Expense Line',
        trigger: button('Add Expense Line'),
        opens: 'dialog',
        inside: [
          {
            name: 'lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Add Expense Line' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      { name: 'Import', trigger: button('Import'), opens: 'dialog' },
      ...(['Edit', 'Delete'] as const).map((verb): Opener => ({
        name: `${verb} line`,
        prepare: async (page) => {
          await rowsOf('Expenses table')(page);
          // The first row whose lines offer it (a check's Honoraria line offers neither).
          const rows = page.getByRole('button', { name: /^Show lines of / });
          for (let i = 0; i < (await rows.count()); i++) {
            const row = rows.nth(i);
            if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
            if (
              await page
                .getByRole('table', { name: /^Lines of / })
                .getByRole('button', { name: new RegExp(`^${verb} `) })
                .count()
            )
              return;
          }
        },
        trigger: (page) =>
          page
            .getByRole('table', { name: /^Lines of / })
            .getByRole('button', { name: new RegExp(`^${verb} `) })
            .first(),
        opens: 'dialog',
        ...(verb === 'Delete'
          ? { close: 'Cancel' }
          : {
              inside: [
                {
                  name: 'lookups',
                  trigger: lookups((page) => page.getByRole('dialog', { name: 'Edit Expense Line' })),
                  each: true,
                  opens: 'listbox' as const,
                },
              ],
            }),
      })),
    ],
  },
  { path: '/venue/add', openers: [LEAVE_WITH_CHANGES] },
  { path: '/venue/edit/:venueId', openers: [LEAVE_WITH_CHANGES] },
  {
    // User Management (areas/users): a row's delete question, Add User and a row's edit (the user form).
    path: '/users/list',
    openers: [
      { name: 'Delete user', trigger: (page) => page.getByRole('button', { name: /^Delete / }).first(), opens: 'dialog', close: 'Cancel' },
      { name: 'Add User', trigger: button('Add User'), opens: 'screen' },
      { name: 'Edit user', trigger: (page) => page.getByRole('button', { name: /^Edit / }).first(), opens: 'screen' },
    ],
  },
  { path: '/user/add', openers: [LEAVE_WITH_CHANGES] },
  { path: '/user/edit/:userId', openers: [LEAVE_WITH_CHANGES] },
  {
    // Email Series Management (areas/emailSeries): a row's menu (a platform series' is disabled: the first that opens) with
    // Delete's question (cancelled) and the screens Duplicate and View Events lead to; Create Series, the Email Template
    // List, Send an Email and a row's edit.
    path: '/email-series/list',
    openers: [
      {
        name: 'row menu',
        prepare: rowsOf('Email series table'),
        trigger: (page) => page.getByRole('button', { name: /^Actions for /, disabled: false }).first(),
        opens: 'menu',
        inside: [
          { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog', close: 'Cancel' },
          ...['Duplicate', 'View Events'].map((name): Opener => ({ name, trigger: menuItem(name), opens: 'screen' })),
        ],
      },
      { name: 'Create Series', trigger: button('Create Series'), opens: 'screen' },
      { name: 'Email Templates', trigger: button('Email Templates'), opens: 'screen' },
      { name: 'Send an Email', trigger: button('Send an Email'), opens: 'screen' },
      {
        name: 'Edit (row)',
        prepare: rowsOf('Email series table'),
        trigger: (page) =>
          page
            .getByRole('main')
            .getByRole('button', { name: /^Edit / })
            .first(),
        opens: 'screen',
      },
    ],
  },
  // The series form: a template's sub-form opened in place (Add Template, a row's Edit; Done closes it) and the question
  // on leaving with changes.
  {
    path: '/email-series/add',
    openers: [{ name: 'Add Template', trigger: button('Add Template'), opens: 'inline', close: 'Done' }, LEAVE_WITH_CHANGES],
  },
  {
    path: '/email-series/edit/:emailSeriesId',
    openers: [
      {
        name: 'Edit template',
        trigger: (page) =>
          page
            .getByRole('table', { name: 'Templates of the series' })
            .getByRole('button', { name: /^Edit / })
            .first(),
        opens: 'inline',
        close: 'Done',
      },
      LEAVE_WITH_CHANGES,
    ],
  },
  {
    // Email Template List (areas/emailSeries): the filter popover with its lookups (email series, template types), a row's
    // Delete question (cancelled), Create Template and a row's Edit and Duplicate.
    path: '/email-series/email-template/list',
    openers: [
      {
        name: 'Filters',
        trigger: button(/^Filters/),
        opens: 'dialog',
        inside: [
          {
            name: 'filter lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Email template filters' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      ...templateList('Email templates table', [
        {
          name: 'Delete',
          trigger: (page) =>
            page
              .getByRole('main')
              .getByRole('button', { name: /^Delete / })
              .first(),
          opens: 'dialog',
          close: 'Cancel',
        },
        {
          name: 'Duplicate (row)',
          trigger: (page) =>
            page
              .getByRole('main')
              .getByRole('button', { name: /^Duplicate / })
              .first(),
          opens: 'screen',
        },
      ]),
    ],
  },
  {
    path: '/email-series/email-template/add',
    openers: [{ name: 'lookups', trigger: lookups((page) => page.getByRole('main')), each: true, opens: 'listbox' }, LEAVE_WITH_CHANGES],
  },
  {
    // Edit Email Template, and the two designers it opens on the template (spec 002 §2.14).
    path: '/email-series/email-template/edit/:emailTemplateId',
    openers: [
      { name: 'lookups', trigger: lookups((page) => page.getByRole('main')), each: true, opens: 'listbox' },
      ...['Open designer', 'Open Designer V2'].map((name): Opener => ({ name, trigger: button(name), opens: 'screen' })),
      LEAVE_WITH_CHANGES,
    ],
  },
  // The designers (areas/emailSeries, spec 002 §2.14), reached from Edit Email Template with its `?emailTemplateId=`
  // (by address alone they say 'Please provide an email template ID to proceed.'): the Insert variable menu, and
  // Designer V2's Add block menu. Nothing is saved.
  { path: '/email-template-designer', openers: [{ name: 'Insert variable', trigger: button('Insert variable'), opens: 'menu' }] },
  {
    path: '/email-template-designer-v2',
    openers: ['Add block', 'Insert variable'].map((name): Opener => ({ name, trigger: button(name), opens: 'menu' })),
  },
  {
    // Email Manual Trigger (areas/emailSeries/components/trigger): the template lookup; with a seeded template of each kind
    // chosen (an attendee type's, a speaker-and-event type's, a training type's; one the product does not offer is not
    // chosen), the lookups it asks for; and Preview of the speaker portal's welcome to the first speaker offered, shown in
    // place (Hide Preview puts it away). Send is never pressed.
    path: '/email-manual-trigger',
    openers: [
      { name: 'lookups', trigger: lookups((page) => page.getByRole('main')), each: true, opens: 'listbox' },
      ...['Registration confirmation', 'Blackout date conflict', 'New training assigned'].map((template): Opener => ({
        name: `lookups of ${template}`,
        prepare: async (page) => {
          await page.getByRole('combobox', { name: /^Email Template/ }).fill(template);
          await page
            .getByRole('option', { name: new RegExp(`^${template} \\(`) })
            .click({ timeout: 5_000 })
            .catch(() => undefined);
        },
        trigger: lookups((page) => page.getByRole('main')),
        each: true,
        opens: 'listbox',
      })),
      {
        name: 'Preview',
        prepare: async (page) => {
          // Over whatever an earlier opener chose: the field's text replaced, as a person pastes it.
          await page.getByRole('combobox', { name: /^Email Template/ }).fill('Welcome');
          await page.getByRole('option', { name: /^Welcome to the speaker portal \(/ }).click();
          await page.getByRole('combobox', { name: /^Speaker/ }).click();
          await page.getByRole('option').first().click();
        },
        trigger: button('Preview'),
        opens: 'inline',
        close: 'Hide Preview',
      },
    ],
  },
  {
    // Sent mail (areas/mail): the Status filter and a row's message, once the list shows its rows.
    path: '/sent-mail',
    openers: [
      { name: 'Filters', trigger: button(/^Filters/), opens: 'dialog' },
      {
        name: 'Message (row)',
        prepare: rowsOf('Sent mail table'),
        trigger: (page) => page.getByRole('button', { name: /^View message to / }).first(),
        opens: 'dialog',
        close: 'Close',
      },
    ],
  },
  {
    // Attendee Management (areas/attendees): Sign-in Form (behind signinPdfGenerationEnabled) and Import, each with its
    // event search; the list's other openers join this entry.
    path: '/attendees/list',
    openers: [
      {
        name: 'Sign-in Form',
        trigger: button('Sign-in Form'),
        opens: 'dialog',
        inside: [
          {
            name: 'sign-in lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Generate Event Sign-in Form' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      {
        name: 'Import',
        trigger: button('Import'),
        opens: 'dialog',
        inside: [
          {
            name: 'import lookups',
            trigger: lookups((page) => page.getByRole('dialog', { name: 'Import Attendees' })),
            each: true,
            opens: 'listbox',
          },
        ],
      },
      // The list's own (areas/attendees/components/list): filters with the Event ID lookup, a row's e-mail, delete
      // and edit (or view), Edit Status and Delete of a selection, Add attendee — each once the list shows its rows.
      ...(
        [
          {
            name: 'Filters',
            trigger: button(/^Filters/),
            opens: 'dialog',
            close: 'Cancel',
            inside: [
              {
                name: 'filter lookups',
                trigger: lookups((page) => page.getByRole('dialog', { name: 'Attendee filters' })),
                each: true,
                opens: 'listbox',
              },
            ],
          },
          {
            name: 'Resend Email Notification',
            trigger: (page) => page.getByRole('button', { name: /^Resend email to / }).first(),
            opens: 'dialog',
          },
          { name: 'Delete attendance', trigger: (page) => page.getByRole('button', { name: /^Delete / }).first(), opens: 'dialog' },
          {
            name: 'Edit Status',
            prepare: async (page) => {
              await rowsOf('Attendees table')(page);
              const box = page.getByRole('table', { name: 'Attendees table' }).getByRole('checkbox').nth(1);
              if ((await box.count()) && !(await box.isChecked())) await box.click();
            },
            trigger: button('Edit Status'),
            opens: 'dialog',
          },
          { name: 'Add attendee', trigger: button('Add attendee'), opens: 'screen' },
          {
            name: 'Edit or view (row)',
            trigger: (page) =>
              page
                .getByRole('table', { name: 'Attendees table' })
                .getByRole('button', { name: /^(Edit|View) / })
                .first(),
            opens: 'screen',
          },
        ] satisfies Opener[]
      ).map((opener) => ({ prepare: rowsOf('Attendees table'), ...opener })),
    ],
  },
  // Add / Edit Attendee (areas/attendees/components/form): the event search, and leaving with changes — only where
  // the form saves (read-only roles see it disabled, without a save bar, and leave without a question).
  ...['/attendee/add', '/attendee/edit/:attendeeId/event/:eventId'].map((path): Screen => ({
    path,
    openers: [
      { name: 'event search', trigger: lookups((page) => page.getByRole('main')), each: true, opens: 'listbox' },
      {
        ...LEAVE_WITH_CHANGES,
        prepare: async (page) => {
          const box = page.getByRole('main').getByRole('textbox').and(page.locator(':enabled')).first();
          if (await box.count()) await box.fill('Role sweep');
        },
        trigger: (page) =>
          page
            .locator('body:has(main button:text-is("Create"), main button:text-is("Update"))')
            .getByRole('button', { name: 'Back', exact: true }),
      },
    ],
  })),
  { path: '/event/add', openers: EVENT_FORM },
  { path: '/event/edit/:eventId?', openers: EVENT_FORM },
  // The resource library (areas/resources): Resources with its dialogs and row menu (the preview of a resource that
  // has not expired: an expired one is refused by design), Resource Groups, a speaker's resource page.
  {
    path: '/admin-resources',
    openers: (
      [
        { name: 'Create new Resource', trigger: button('Create new Resource'), opens: 'dialog' },
        {
          name: 'Preview',
          trigger: (page) =>
            page
              .getByRole('table', { name: 'Resources table' })
              .locator('tr:not([data-expired])')
              .getByRole('button', { name: /^Preview / })
              .first(),
          opens: 'dialog',
          close: 'Close',
        },
        {
          name: 'row menu',
          trigger: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
          opens: 'menu',
          inside: [
            { name: 'Edit', trigger: menuItem('Edit'), opens: 'dialog' },
            { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog' },
            { name: 'Archive', trigger: menuItem('Archive'), opens: 'dialog' },
            { name: 'Manage Speakers', trigger: menuItem('Manage Speakers'), opens: 'screen' },
          ],
        },
        { name: 'Manage Categories', trigger: button('Manage Categories'), opens: 'screen' },
      ] satisfies Opener[]
    ).map((opener) => ({ prepare: rowsOf('Resources table'), ...opener })),
  },
  {
    path: '/admin-resources/groups',
    openers: [
      { name: 'Create Group', trigger: button('Create Group'), opens: 'dialog' },
      {
        name: 'Edit (inline)',
        trigger: (page) => page.getByRole('button', { name: /^Edit / }).first(),
        opens: 'inline',
        close: 'Cancel edit',
      },
      { name: 'Delete group', trigger: (page) => page.getByRole('button', { name: /^Delete / }).first(), opens: 'dialog' },
    ],
  },
  {
    path: '/resource/:speakerId',
    openers: [{ name: 'group card', trigger: (page) => page.getByRole('link', { name: 'Contracts', exact: true }), opens: 'screen' }],
  },
  // Speaker trainings (spec 002 §2.8): 'Mark Completions' turns the statuses into checkboxes ('Done' ends it); a video
  // training's name opens the player; a row's certificate upload (its dialog) and delete (the question), for staff.
  {
    path: '/training/list',
    openers: [
      { name: 'Mark Completions', trigger: button('Mark Completions'), opens: 'inline', close: 'Done' },
      {
        name: 'Upload certificate',
        prepare: rowsOf('Speaker trainings'),
        trigger: (page) => page.getByRole('button', { name: /^Upload certificate: / }).first(),
        opens: 'dialog',
        close: 'Cancel',
      },
      {
        name: 'Delete certificate',
        prepare: rowsOf('Speaker trainings'),
        trigger: (page) => page.getByRole('button', { name: /^Delete certificate: / }).first(),
        opens: 'dialog',
        close: 'Cancel',
      },
      {
        name: 'video training',
        trigger: (page) => page.getByRole('table', { name: 'Speaker trainings' }).getByRole('link').first(),
        opens: 'screen',
      },
      { name: 'Trainings', trigger: button('Trainings'), opens: 'screen' },
    ],
  },
  // The Trainings (programs) list (spec 002 §2.9): the create wizard, inline edit, the row menu's Assign (its dialog's
  // Manage existing tab), Edit (the wizard's form), Delete's question and a video program's Delete video question.
  {
    path: '/training/program/list',
    openers: (
      [
        { name: 'Create new training', trigger: button('Create new training'), opens: 'dialog', close: 'Cancel' },
        {
          name: 'Edit (inline)',
          trigger: (page) => page.getByRole('button', { name: /^Edit inline / }).first(),
          opens: 'inline',
          close: 'Cancel edit',
        },
        {
          name: 'row menu',
          trigger: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
          opens: 'menu',
          inside: [
            { name: 'Assign', trigger: menuItem('Assign'), opens: 'dialog', close: 'Close' },
            { name: 'Edit', trigger: menuItem('Edit'), opens: 'dialog', close: 'Cancel' },
            { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog', close: 'Cancel' },
          ],
        },
        {
          // A video program's menu also offers Delete video (its question), where the role may delete videos.
          name: 'video row menu',
          trigger: (page) =>
            page
              .getByRole('table', { name: 'Training programs' })
              .getByRole('row')
              .filter({ has: page.getByRole('cell', { name: 'Video', exact: true }) })
              .getByRole('button', { name: /^Actions for / })
              .first(),
          opens: 'menu',
          inside: [{ name: 'Delete video', trigger: menuItem('Delete video'), opens: 'dialog', close: 'Cancel' }],
        },
      ] satisfies Opener[]
    ).map((opener) => ({ prepare: rowsOf('Training programs'), ...opener })),
  },
  // Tenant Configuration (spec 002 §2.20, SystemAdmin): the hidden fields and the permissions of a chosen role (native
  // selects open nothing to check; the multi-selects open a list of options). Nothing is saved.
  {
    path: '/tenant',
    openers: [
      {
        name: 'Hidden fields',
        prepare: async (page) => {
          await page.getByRole('combobox', { name: 'Hidden fields role' }).selectOption({ label: 'Marketing' });
        },
        trigger: (page) => page.getByRole('combobox', { name: 'Hidden fields', exact: true }).and(page.locator(':enabled')),
        opens: 'listbox',
      },
      {
        name: 'Entity permissions',
        prepare: async (page) => {
          await page.getByRole('combobox', { name: 'Permissions role' }).selectOption({ label: 'Marketing' });
        },
        trigger: (page) => page.getByRole('combobox', { name: /^Event permissions$/ }),
        opens: 'listbox',
      },
    ],
  },
  // Speaker Fee Calculator (areas/fees, spec 002 §2.10): the fee dialogs (each lookup inside), a row's menu (Metadata and
  // the delete question) and a row's click (Metadata). Nothing is saved. The event list's row menu opens this screen
  // with Calculate Check open on its event: that dialog is checked with the screen, then closed first.
  {
    path: '/calculator',
    openers: (
      [
        { name: 'Edit Fee Structure', trigger: button('Edit Fee Structure'), opens: 'dialog' },
        ...(['Set Speaker Fees', 'Calculate Check'] as const).map((name): Opener => ({
          name,
          trigger: button(name),
          opens: 'dialog',
          inside: [
            {
              name: 'lookups',
              trigger: lookups((page) => page.getByRole('dialog', { name })),
              each: true,
              opens: 'listbox',
            },
          ],
        })),
        {
          name: 'row menu',
          trigger: (page) => page.getByRole('button', { name: /^Actions for / }).first(),
          opens: 'menu',
          inside: [
            { name: 'Metadata', trigger: menuItem('Metadata'), opens: 'dialog', close: 'Close' },
            { name: 'Delete', trigger: menuItem('Delete'), opens: 'dialog' },
          ],
        },
        {
          name: 'Metadata (row)',
          trigger: (page) => page.getByRole('table', { name: 'Checks table' }).getByRole('row').nth(1).getByRole('cell').first(),
          opens: 'dialog',
          close: 'Close',
        },
      ] satisfies Opener[]
    ).map((opener) => ({
      // Cancel pressed while the dialog still loads its event may be lost on a busy machine: pressed again then.
      prepare: async (page: Page) => {
        const calculating = page.getByRole('dialog', { name: 'Calculate Check' });
        await expect(async () => {
          if (await calculating.isVisible()) await calculating.getByRole('button', { name: 'Cancel', exact: true }).click();
          await expect(calculating).toBeHidden({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
      },
      ...opener,
    })),
  },
];

/** Each screen's openers by its route's path; a path no area's route has (renamed, removed) or one listed twice stops
 *  the sweep before it starts. */
const OPENERS = new Map(SCREENS.map((screen) => [screen.path, screen.openers]));
const stray = [...OPENERS.keys()].filter((path) => !APP_ROUTES.some((route) => route.path === path));
if (stray.length || OPENERS.size < SCREENS.length) throw new Error(`SCREENS: a path listed twice, or not a route: ${stray.join(', ')}`);

/** The route that answers `pathname`, ranked as the router ranks them (`/speaker/add` before `/speaker/:speakerId`). */
const routeAt = (pathname: string) => matchRoutes(APP_ROUTES, pathname)?.[0]?.route;

/** What went wrong for one user, each line with where it happened. */
class Sweep {
  readonly findings: string[] = [];
  private where = '';
  private checked = 0;
  private inFlight = 0;
  /** Where a step threw, for the report. */
  private failedAt: string | null = null;

  /** `origin`: the app's; requests elsewhere (map tiles, images) are not judged. */
  constructor(
    readonly page: Page,
    origin: string,
  ) {
    page.on('request', () => this.inFlight++);
    page.on('requestfinished', () => this.inFlight--);
    page.on('requestfailed', () => this.inFlight--);
    page.on('console', (message) => {
      if (message.type() === 'error') this.add(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.add(`uncaught error: ${error.message}`));
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      if (response.status() >= 400) {
        this.add(`${response.status()} from ${response.request().method()} ${url.pathname}`);
        return;
      }
      if (url.pathname !== '/graphql') return;
      // No input is submitted in the sweep: any GraphQL error (FORBIDDEN, INTERNAL_SERVER_ERROR...) is a finding.
      const body = (await response.json().catch(() => null)) as {
        errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
      } | null;
      for (const error of body?.errors ?? []) {
        this.add(`GraphQL ${error.extensions?.code ?? 'error'} at ${error.path?.join('.') ?? '?'}: ${error.message}`);
      }
    });
  }

  add(finding: string, where = this.where) {
    this.findings.push(`[${where}] ${finding}`);
  }

  /** A step that cannot go on ends the sweep; what was found so far is reported with it. */
  stopped(error: Error) {
    this.add(`stopped: ${error.message.split('\n')[0]}`, this.failedAt ?? this.where);
  }

  /** Runs `step` with `name` added to the place findings are reported at. */
  async at<T>(name: string, step: () => Promise<T>): Promise<T> {
    const outer = this.where;
    this.where = outer ? `${outer} › ${name}` : name;
    try {
      return await step();
    } catch (error) {
      this.failedAt ??= this.where;
      throw error;
    } finally {
      this.where = outer;
    }
  }

  /** The page settled: no request in flight for a moment (lookups ask 200 ms after typing stops). */
  async settle() {
    await this.page.waitForLoadState();
    for (let quiet = 0; quiet < 3; quiet = this.inFlight > 0 ? 0 : quiet + 1) await this.page.waitForTimeout(50);
  }

  /** The screen of the address bar is the one shown, and no navigation is under way. The address changes once a
   *  navigation's guard, code and data have loaded; the screen before stays until the new one has rendered
   *  (react-router's transition), which on a busy machine can be after the requests have gone quiet. The router marks
   *  the document while a navigation loads (`data-navigation`, at once), and the shell's main area names the address
   *  of the screen it shows (a page outside the shell, such as Access Forbidden, replaces it). */
  async shown() {
    // The address read again on each try: a screen that sends the viewer on commits the address it ends at.
    await expect(async () => {
      const { pathname } = new URL(this.page.url());
      await expect(
        this.page.locator(
          `html:not([data-navigation="loading"]) :is(main[data-location="${pathname}"]:not([aria-busy]), main:not([data-location]))`,
        ),
      ).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }

  /** Page Not Found, Access Forbidden, a guard's refusal and the accessibility findings on the page or inside `target`.
   *  `settled`: the caller has just waited for the page to settle and done nothing since (each settle waits at least
   *  150 ms: half the checks of an administrator's sweep came straight after one). */
  async check(target?: Locator, settled = false) {
    if (!settled) await this.settle();
    if (await this.page.getByRole('heading', { name: 'Page Not Found' }).isVisible()) this.add('Page Not Found');
    if (await this.page.getByRole('heading', { name: 'Access Forbidden' }).isVisible()) this.add('Access Forbidden');
    await this.refused();
    let include: string | undefined;
    if (target) {
      include = `[data-role-sweep="${++this.checked}"]`;
      await target.evaluate((el, id) => el.setAttribute('data-role-sweep', id), String(this.checked));
    }
    for (const finding of await seriousA11yFindings(this.page, include)) this.add(finding);
  }

  /** A guard's refusal: its toast, on the screen the viewer stays on or is sent to. */
  private readonly refusal = () =>
    this.page.locator('.fui-ToastTitle').filter({ hasText: /^(Route unavailable for current product|Access forbidden)$/ });

  /** A guard's refusal of an offered link or action. */
  async refused() {
    const toast = this.refusal();
    if (await toast.first().isVisible()) this.add(`refused: ${await toast.first().textContent()}`);
  }

  /** The routes (by path) whose screens were checked. */
  readonly visited = new Set<string>();

  /** A screen reached from the drawer or from another screen: checked, then each of its openers. */
  async screen(pathname: string, settled = false) {
    const path = routeAt(pathname)?.path ?? '';
    this.visited.add(path);
    await this.check(undefined, settled);
    for (const opener of OPENERS.get(path) ?? []) await this.open(opener);
  }

  /** A screen no drawer link or opener leads to, reached by its address as a person types it, and checked. Its openers
   *  are not run: they start from a screen reached in the app (Back after edits asks only within the app's history; the
   *  browser's own Back leaves the page). One the viewer may not open is refused and sent on: not a finding, and its
   *  toast is waited out so that the next screen's check does not take it for its own. */
  async byAddress(path: string) {
    const { page } = this;
    await page.goto(path);
    // The guard's refusal and its redirect come after the page's load (the app asks who the viewer is first).
    await this.shown();
    await this.settle();
    if (await this.refusal().first().isVisible()) return expect(this.refusal().first()).toBeHidden({ timeout: 15_000 });
    if (new URL(page.url()).pathname !== path) return;
    this.visited.add(path);
    await this.check(undefined, true);
  }

  async open(opener: Opener, reopen?: () => Promise<void>) {
    const { page } = this;
    await opener.prepare?.(page);
    const triggers = opener.each ? await opener.trigger(page).all() : [opener.trigger(page)];
    for (const [i, trigger] of triggers.entries()) {
      if (i > 0) await reopen?.();
      if (!(await trigger.isVisible()) || !(await trigger.isEnabled())) continue;
      // A tooltip left by the last hover can cover the trigger (a row's Resend email over the row above's Delete), and
      // it stays while the pointer rests on it: the pointer leaves first, and the tooltip with it.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      const label = opener.each ? `${opener.name} ${(await trigger.getAttribute('aria-label')) ?? i + 1}` : opener.name;
      await this.at(label, () => this.openOne(opener, trigger, reopen));
    }
  }

  private async openOne(opener: Opener, trigger: Locator, reopen?: () => Promise<void>) {
    const { page } = this;
    if (opener.opens === 'screen') {
      const from = page.url();
      await trigger.click();
      // A navigation starts with the click (the router marks the document at once) and may take long on a busy
      // machine (its guard, code and data: requests); once they are done and its screen shown, the address tells
      // whether the control led anywhere (one that leads nowhere here, e.g. a row a viewer may not edit, is refused).
      await this.settle();
      await this.shown();
      if (page.url() === from) return this.refused();
      await this.screen(new URL(page.url()).pathname, true);
      if (page.url() !== from) {
        await page.goBack();
        // Back into a screen that sends the viewer on again (a refusal) does not return: go there directly.
        await page.waitForURL(from, { timeout: 10_000 }).catch(() => page.goto(from));
        await this.shown();
      }
      await this.settle();
      return;
    }
    if (opener.opens === 'inline') {
      await trigger.click();
      const close = page.getByRole('button', { name: opener.close, exact: true }).last();
      await expect(close).toBeVisible();
      // The part shown in place: inside the dialog the trigger is on, else on the screen.
      const dialog = page.getByRole('dialog');
      await this.check((await dialog.count()) ? dialog.last() : page.getByRole('main'));
      await close.click();
      return;
    }
    // A dialog over a dialog hides the one below from the accessibility tree: count hidden ones too.
    const surfaces = page.getByRole(opener.opens, { includeHidden: true });
    const before = await surfaces.count();
    await trigger.click();
    const surface = surfaces.nth(before);
    if (opener.opens === 'listbox') {
      // A lookup lists what it found (nothing: no list to check).
      await this.settle();
      if (await surface.isVisible()) await this.check(surface, true);
      await trigger.press('Escape');
      await expect(surface).toBeHidden();
      return;
    }
    await expect(surface, `${opener.name} opens a ${opener.opens}`).toBeVisible();
    // A menu opened while the screen still renders its answer (a busy machine) closes with its row: opened again then.
    await this.settle();
    const closed = !(await surface.isVisible());
    if (closed) await trigger.click();
    await expect(surface, `${opener.name} opens a ${opener.opens}`).toBeVisible();
    await this.check(surface, !closed);
    const reopenThis = async () => {
      if (!(await surface.isVisible())) await trigger.click();
      await expect(surface).toBeVisible();
    };
    for (const inner of opener.inside ?? []) {
      await reopenThis();
      await this.open(inner, reopenThis);
    }
    if (await surface.isVisible()) {
      if (opener.close) await surface.getByRole('button', { name: opener.close, exact: true }).click();
      // Escape closes a dialog once its focus is inside it (it moves there as the dialog opens): pressed again if not.
      await expect(async () => {
        if (!opener.close) await page.keyboard.press('Escape');
        await expect(surface).toBeHidden({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    }
    await reopen?.();
  }
}

/** An administrator's sweep is the longest (every screen of four products): one test per product, so the two workers
 *  share them out and none runs near the access token's 15 minutes. Everyone else: one test for all they are offered. */
const SWEEPS = DEMO_USERS.flatMap((user) =>
  ADMIN_ROLES.includes(user.email.split('@')[0] as Role)
    ? Object.values(PRODUCTS).map((product) => ({ user, product: product as string | null }))
    : [{ user, product: null }],
);

for (const { user, product } of SWEEPS) {
  test.describe(() => {
    test.use({ baseURL: tenantOrigin(user.tenant) });

    test(product ? `${user.email} › ${product}` : user.email, async ({ page }) => {
      // Its own sign-in, not a saved one: a refresh token rotates once, so two tests (or a retry) starting from one
      // saved session would end it for each other once its access token expired.
      await signIn(page, user.email);
      const sweep = new Sweep(page, tenantOrigin(user.tenant));
      const offered = await walk(page, sweep, product).catch((error: Error) => (sweep.stopped(error), true));
      test.skip(!offered, `${product} is not offered to ${user.email}`);
      expect(sweep.findings, `findings for ${user.email}`).toEqual([]);
    });
  });
}

/** Every product the user is offered (or `only` that one), every screen of its drawer; false: `only` is not offered. */
async function walk(page: Page, sweep: Sweep, only: string | null): Promise<boolean> {
  await page.goto('/');
  const selectProduct = page.getByRole('heading', { name: 'Select Product' });
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(
    selectProduct
      .or(drawer)
      .or(page.getByRole('heading', { name: 'Access Forbidden' }))
      .first(),
  ).toBeVisible();
  const products = (await selectProduct.isVisible())
    ? await page
        .getByRole('main')
        .getByRole('button')
        // The product cards are named by their aria-label; Logout, beside them, is no product.
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? '').filter(Boolean))
    : [''];
  if (only !== null && !products.includes(only)) return false;
  const apps: Opener = { name: 'Apps', trigger: button('Apps'), opens: 'menu' };

  for (const [i, product] of (only ? [only] : products).entries()) {
    await sweep.at(product || 'the only product', async () => {
      if (product && i === 0) {
        if (product === products[0]) await sweep.at('Select Product', () => sweep.check());
        await page.getByRole('button', { name: product, exact: true }).click();
        if (product !== products[0]) await sweep.open(apps);
      } else if (product) {
        await sweep.open(apps);
        await page.getByRole('button', { name: 'Apps' }).click();
        await page.getByRole('menuitem', { name: product, exact: true }).click();
      }
      await expect(drawer.or(page.getByRole('heading', { name: /^(Access Forbidden|Page Not Found)$/ })).first()).toBeVisible();
      await sweep.settle();
      const links = await drawer
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as const));
      if (!links.length) sweep.add(`no screen in the drawer (landed on ${new URL(page.url()).pathname})`);
      for (const [label, href] of links) {
        await sweep.at(label, async () => {
          // A click landing while the screen before still writes its table state to the address can be undone by
          // that write (seen once in 40 sweeps under load): a person clicks again, and so does the sweep, once.
          const reached = async () => {
            await drawer.getByRole('link', { name: label, exact: true }).click();
            return page
              .waitForURL((url) => url.pathname === href, { timeout: 10_000 })
              .then(
                () => true,
                () => false,
              );
          };
          if (!(await reached()) && !(await reached())) sweep.add(`the drawer's ${href} ended on ${new URL(page.url()).pathname}`);
          await sweep.shown();
          await sweep.screen(new URL(page.url()).pathname);
        });
      }
      // An administrator's screens of this product reached only by their address (Resource Groups for an admin, spec
      // 002 §2.4): each one not yet seen.
      const value = product.toUpperCase().replaceAll(' ', '_') as NonNullable<AppRoute['products']>[number];
      for (const route of only ? APP_ROUTES : []) {
        if (route.path.includes(':') || sweep.visited.has(route.path) || !(route.products?.includes(value) ?? true)) continue;
        await sweep.at(route.path, () => sweep.byAddress(route.path));
      }
    });
  }
  return true;
}
