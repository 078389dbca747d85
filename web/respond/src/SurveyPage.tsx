import { useEffect, useState } from 'react';
import type { Answers } from '../../../api/src/areas/questions/contract.ts';
import { eventDate } from './eventDate.ts';
import { OperationError, request } from './graphql.ts';
import { translateMessage } from './messages.ts';
import { labelsFor, type Labels } from './i18n.ts';
import {
  answerInputs,
  errorsByRef,
  QUESTION_FIELDS,
  SKIP_LOGIC_FIELDS,
  type FieldError,
  type SkipLogicDef,
  type WireQuestion,
  type WithQuestionDefs,
  withQuestionDefs,
} from './model.ts';
import { Notice } from './Notice.tsx';
import { PersonFields, usePerson } from './PersonFields.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { RichText } from './RichText.tsx';
import { useQuestionForm } from './useQuestionForm.ts';
import { usePublicData } from './usePublicData.ts';

interface PublicSurvey {
  closed: 'CANCELLED' | 'DUE' | null;
  event: { shortName: string; title: string | null; startTime: string | null; zone: string | null };
  template: {
    name: string | null;
    language: 'EN' | 'ES';
    isiText: string | null;
    logo: string | null;
    consentText: string | null;
    privacyPolicyLink: string | null;
    isAnonymous: boolean;
  };
  questions: WireQuestion[];
  skipLogic: SkipLogicDef[];
}

const SURVEY_QUERY = `query PublicSurveyPage($eventId: String!, $surveyTemplateId: Int!) {
  publicSurvey(eventId: $eventId, surveyTemplateId: $surveyTemplateId) {
    closed
    event { shortName title startTime zone }
    template { name language isiText logo consentText privacyPolicyLink isAnonymous }
    questions { ${QUESTION_FIELDS} }
    skipLogic { ${SKIP_LOGIC_FIELDS} }
  }
}`;

const SUBMIT_MUTATION = `mutation PublicSurveySubmit($input: SubmitSurveyResponseInput!) {
  submitSurveyResponse(input: $input) { ok fieldErrors { questionRef message } }
}`;

/** The survey page, `/s?eventId=<event short name>&surveyTemplateId=<id>`, in the template's language. */
export function SurveyPage({ eventId, surveyTemplateId }: { eventId: string | null; surveyTemplateId: number | null }) {
  const loaded = usePublicData(
    eventId && surveyTemplateId
      ? () =>
          request<{ publicSurvey: PublicSurvey | null }>(SURVEY_QUERY, { eventId, surveyTemplateId }).then((data) =>
            withQuestionDefs(data.publicSurvey),
          )
      : null,
  );
  const labels = labelsFor(loaded.state === 'ready' ? loaded.data.template.language : navigator.language.slice(0, 2));
  useEffect(() => {
    if (loaded.state === 'ready') {
      document.documentElement.lang = labels.language;
      document.title = loaded.data.event.title ?? loaded.data.template.name ?? document.title;
    }
  }, [loaded, labels.language]);

  if (loaded.state === 'loading') return <Notice title={labels.loading} />;
  if (loaded.state === 'not-found') return <Notice title={labels.notFoundTitle}>{labels.notFound}</Notice>;
  if (loaded.state === 'failed')
    return (
      <Notice title={labels.failedTitle}>
        {labels.failed}{' '}
        <button type="button" className="link" onClick={loaded.retry}>
          {labels.retry}
        </button>
      </Notice>
    );
  if (loaded.data.closed === 'CANCELLED') return <Notice title={labels.eventCancelledTitle}>{labels.eventCancelled}</Notice>;
  if (loaded.data.closed) return <Notice title={labels.surveyClosedTitle}>{labels.surveyClosed}</Notice>;
  return <SurveyForm survey={loaded.data} surveyTemplateId={surveyTemplateId!} labels={labels} />;
}

function SurveyForm({
  survey,
  surveyTemplateId,
  labels,
}: {
  survey: WithQuestionDefs<PublicSurvey>;
  surveyTemplateId: number;
  labels: Labels;
}) {
  const form = useQuestionForm(survey.questions, survey.skipLogic, survey.allows);
  const person = usePerson(labels, false);
  const [outcome, setOutcome] = useState<'open' | 'sent' | 'closed' | 'cancelled'>('open');
  const { event, template } = survey;

  if (outcome === 'sent') return <Notice title={labels.thanksTitle}>{labels.surveyThanks}</Notice>;
  if (outcome === 'closed') return <Notice title={labels.surveyClosedTitle}>{labels.surveyClosed}</Notice>;
  if (outcome === 'cancelled') return <Notice title={labels.eventCancelledTitle}>{labels.eventCancelled}</Notice>;

  async function send(answers: Answers, website: string): Promise<string | null> {
    const respondent = template.isAnonymous ? null : person.values;
    try {
      const { submitSurveyResponse: result } = await request<{ submitSurveyResponse: { ok: boolean; fieldErrors: FieldError[] | null } }>(
        SUBMIT_MUTATION,
        {
          input: {
            eventId: event.shortName,
            surveyTemplateId,
            answers: answerInputs(answers),
            website,
            ...(respondent && { respondent: { firstName: respondent.firstName, lastName: respondent.lastName, email: respondent.email } }),
          },
        },
      );
      if (result.ok) {
        setOutcome('sent');
        return null;
      }
      const errors = errorsByRef(result.fieldErrors ?? []);
      person.setServerErrors(errors);
      form.setServerErrors(errors);
      return labels.errorsSummary(Object.keys(errors).length);
    } catch (error) {
      if (error instanceof OperationError && error.code === 'CONFLICT') {
        setOutcome(error.message === 'This event has been cancelled' ? 'cancelled' : 'closed');
        return null;
      }
      return error instanceof OperationError ? translateMessage(labels, error.message) : labels.failed;
    }
  }

  return (
    <main className="page">
      <header className="masthead">
        {template.logo && <img className="logo" src={template.logo} alt="" />}
        <h1>{event.title ?? template.name}</h1>
        {event.startTime && <p className="when">{eventDate(labels.language, event.startTime, event.zone)}</p>}
      </header>
      <RichText className="isi" html={template.isiText} />
      <QuestionForm
        form={form}
        labels={labels}
        consentText={template.consentText}
        privacyPolicyLink={template.privacyPolicyLink}
        submitLabel={labels.submitSurvey}
        validateOthers={template.isAnonymous ? undefined : person.validate}
        onSubmit={send}
      >
        {!template.isAnonymous && <PersonFields person={person} labels={labels} />}
      </QuestionForm>
    </main>
  );
}
