import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { assignResourceRoute } from '../AssignResourceRoute.tsx';

afterEach(cleanup);

const speaker = (id: number, firstName: string, assigned: boolean) => ({
  id: `Speaker:${id}`,
  firstName,
  lastName: 'Doe',
  email: `${firstName.toLowerCase()}@example.com`,
  credentials: 'MD',
  specialty: 'Cardiology',
  assigned,
});

async function renderAssign(rows = [speaker(1, 'Ann', true), speaker(2, 'Ben', false), speaker(3, 'Cy', false)]) {
  const rendered = renderRoute(assignResourceRoute, { url: '/admin-resources/5', params: { attachmentId: '5' } });
  await rendered.answer({
    Query: () => ({ resourceSpecialties: ['Cardiology', 'Oncology'] }),
    Resource: () => ({ fileName: 'Launch deck' }),
    ResourceAssigneeConnection: () => ({ totalCount: rows.length, edges: rows.map((node) => ({ node })) }),
  });
  return rendered;
}

const assignAnswer = (message: string) => ({ data: { assignResource: { count: 1, message } } });

describe('Assign Resource (spec 002 §2.6)', () => {
  it('has the filters and the columns Name, Email, Credentials, Specialty; a checkbox per speaker shows the assignment', async () => {
    await renderAssign();
    const table = screen.getByRole('table', { name: 'Speakers table' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', 'Name', 'Email', 'Credentials', 'Specialty']);
    expect(screen.getByLabelText('Search text')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Specialty'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All specialties', 'Cardiology', 'Oncology']);
    expect(
      within(screen.getByLabelText('Assigned'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Assigned', 'Unassigned']);
    expect((screen.getByRole('checkbox', { name: 'Assign Ann Doe' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Assign Ben Doe' }) as HTMLInputElement).checked).toBe(false);
  });

  it('assigns or unassigns a speaker by their checkbox, and every speaker of the page by the header', async () => {
    const { user, environment, findToast } = await renderAssign();
    await user.click(screen.getByRole('checkbox', { name: 'Assign Ben Doe' }));
    const one = environment.mock.getMostRecentOperation();
    expect(one.request.variables.input).toEqual({ resourceId: btoa('Resource:5'), speakerIds: ['Speaker:2'], assigned: true });
    await act(async () => environment.mock.resolve(one, assignAnswer('Attachment assigned to 1 speaker(s)')));
    await findToast('Attachment assigned to 1 speaker(s)');

    await user.click(screen.getByRole('checkbox', { name: 'Assign Ann Doe' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ speakerIds: ['Speaker:1'], assigned: false });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Network error')));
    await findToast('Failed to update speaker resource assignment');

    // Some assigned: the header assigns the others.
    await user.click(screen.getByRole('checkbox', { name: 'Assign all speakers of this page' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      speakerIds: ['Speaker:2', 'Speaker:3'],
      assigned: true,
    });
  });

  it('unassigns every speaker of the page by the header when all are assigned', async () => {
    const { user, environment } = await renderAssign([speaker(1, 'Ann', true), speaker(2, 'Ben', true)]);
    await user.click(screen.getByRole('checkbox', { name: 'Assign all speakers of this page' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      speakerIds: ['Speaker:1', 'Speaker:2'],
      assigned: false,
    });
  });
});
