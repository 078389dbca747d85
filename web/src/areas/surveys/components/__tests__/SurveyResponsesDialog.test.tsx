import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, dialogGone, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { surveyResponsesRoute } from '../../routes/SurveyResponses/SurveyResponsesRoute.tsx';
import { browserZone } from '../period.ts';

afterEach(cleanup);

const EVENT = {
  id: 'SurveyResponseSummary:11',
  shortName: 'EVT-11',
  title: 'Cardiology dinner',
  responsesCount: 2,
  event: { startTime: '2026-03-05T01:30:00Z', zone: 'US/Central' },
};
const RESPONSES = [
  {
    responseId: 101,
    template: 'Post-event survey',
    submittedAt: '2026-03-05T03:05:00Z',
    respondent: 'Ann Lee <ann@example.com>',
    answers: [
      { question: 'How was the talk?', answer: 'Excellent' },
      { question: 'Would you come again?', answer: 'Yes' },
    ],
  },
  // An anonymous template's response: no respondent.
  { responseId: 102, template: 'Post-event survey', submittedAt: '2026-03-05T04:00:00Z', respondent: null, answers: [] },
];

/** Survey Responses with EVT-11 (in March, when a period is in the URL), its View responses opened. */
async function openResponses(url = '/survey/responses') {
  const rendered = renderRoute(surveyResponsesRoute, { url });
  await rendered.answer({ SurveyResponseSummaryConnection: () => ({ totalCount: 1, edges: [{ node: EVENT }] }) });
  await rendered.user.click(screen.getByRole('button', { name: 'View responses of EVT-11' }));
  const dialog = await screen.findByRole('dialog', { name: 'Responses: EVT-11 – Cardiology dinner' });
  await waitFor(() =>
    expect(rendered.environment.mock.getMostRecentOperation().request.node.params.name).toBe('SurveyResponsesDialogQuery'),
  );
  return { ...rendered, dialog, operation: rendered.environment.mock.getMostRecentOperation() };
}

describe('Survey Responses: View responses', () => {
  it("asks for the row's event in the list's period and shows each response with its respondent and answers", async () => {
    const filters = encodeURIComponent(JSON.stringify({ period: { preset: 'custom', from: '2026-03-01', to: '2026-03-31' } }));
    const { dialog, operation, environment } = await openResponses(`/survey/responses?filters=${filters}`);
    expect(within(dialog).getByText('Loading responses')).toBeTruthy();
    expect(operation.request.variables).toEqual({
      id: EVENT.id,
      period: { from: '2026/03/01 00:00', to: '2026/03/31 23:59', timezone: browserZone() },
      first: 10,
      page: 1,
    });
    await answerWith(environment, { SurveyResponseConnection: () => ({ totalCount: 2, edges: RESPONSES.map((node) => ({ node })) }) });
    const first = within(dialog).getByRole('listitem', { name: 'Response #101' });
    // Submitted on the event's clock (Chicago).
    expect(within(first).getByText('Submitted 03/04/2026 9.05 PM CT')).toBeTruthy();
    expect(within(first).getByText('Template: Post-event survey')).toBeTruthy();
    expect(within(first).getByText('Respondent: Ann Lee <ann@example.com>')).toBeTruthy();
    expect(within(first).getByText('How was the talk?').nextElementSibling?.textContent).toBe('Excellent');
    const anonymous = within(dialog).getByRole('listitem', { name: 'Response #102' });
    expect(within(anonymous).queryByText(/^Respondent/)).toBeNull();
    expect(within(dialog).getByText('Page 1 of 1 (2 responses)')).toBeTruthy();
  });

  it('says so when the event has no responses in the period, and when they cannot be loaded', async () => {
    const { dialog, environment, user } = await openResponses();
    await answerWith(environment, { SurveyResponseConnection: () => ({ totalCount: 0, edges: [] }) });
    expect(within(dialog).getByRole('status').textContent).toBe('No responses to this event in this period.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogGone();

    await user.click(screen.getByRole('button', { name: 'View responses of EVT-11' }));
    const again = await screen.findByRole('dialog', { name: 'Responses: EVT-11 – Cardiology dinner' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('upstream 500')));
    expect(await within(again).findByText('Failed to load the responses')).toBeTruthy();
  });
});
