import { useEffect, useState, type CSSProperties } from 'react';
import type { Answers } from '../../../api/src/areas/questions/contract.ts';
import { eventDate } from './eventDate.ts';
import { OperationError, request } from './graphql.ts';
import { labelsFor } from './i18n.ts';
import {
  answerInputs,
  errorsByRef,
  QUESTION_FIELDS,
  type FieldError,
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
import { visitorId } from './visitor.ts';

interface PublicRegistrationPage {
  closed: 'CANCELLED' | 'CLOSED' | 'PAST' | null;
  event: { shortName: string; title: string | null; startTime: string | null; zone: string | null; location: string | null };
  template: {
    name: string | null;
    banner: string | null;
    branded: boolean;
    brandColor1: string | null;
    brandColor2: string | null;
    isiText: string | null;
    consentText: string | null;
    privacyPolicyLink: string | null;
    marketingOptIn: boolean;
  };
  questions: WireQuestion[];
}

const PAGE_QUERY = `query PublicRegistrationPage($eventId: String!, $visitor: String) {
  publicRegistrationPage(eventId: $eventId, visitor: $visitor) {
    closed
    event { shortName title startTime zone location }
    template { name banner branded brandColor1 brandColor2 isiText consentText privacyPolicyLink marketingOptIn }
    questions { ${QUESTION_FIELDS} }
  }
}`;

const REGISTER_MUTATION = `mutation PublicRegister($input: RegisterInput!) {
  register(input: $input) { ok redirectUrl fieldErrors { questionRef message } }
}`;

/** Registration pages are in English (a registration template has no language). */
const labels = labelsFor('en');

/** The registration page, `/r/<event short name>`: one view counted per load (unique by this browser's visitor id). */
export function RegistrationPage({ shortName }: { shortName: string }) {
  const loaded = usePublicData(() =>
    request<{ publicRegistrationPage: PublicRegistrationPage | null }>(PAGE_QUERY, { eventId: shortName, visitor: visitorId() }).then(
      (data) => withQuestionDefs(data.publicRegistrationPage),
    ),
  );
  useEffect(() => {
    if (loaded.state === 'ready') document.title = loaded.data.event.title ?? loaded.data.template.name ?? document.title;
  }, [loaded]);

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
  if (loaded.data.closed === 'PAST') return <Notice title={labels.eventPastTitle}>{labels.eventPast}</Notice>;
  if (loaded.data.closed) return <Notice title={labels.registrationClosedTitle}>{labels.registrationClosed}</Notice>;
  return <RegistrationForm page={loaded.data} />;
}

/** Only a colour the CSS understands as one reaches the page's style. */
const color = (value: string | null) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);

function RegistrationForm({ page }: { page: WithQuestionDefs<PublicRegistrationPage> }) {
  const { questions } = page;
  // The template's opt-in checkbox questions (Marketing Opt In) are the marketing opt-in when it offers one: ticking
  // one opts in. Without such a question the page asks with its own checkbox.
  const optInRefs = questions.filter((q) => q.registrationFormType === 'opt-in' && q.type === 'checkbox').map((q) => q.ref);
  const ownOptIn = page.template.marketingOptIn && optInRefs.length === 0;
  const form = useQuestionForm(questions, [], page.allows);
  const person = usePerson(labels, true);
  const [outcome, setOutcome] = useState<'open' | 'registered' | 'closed' | 'past' | 'cancelled'>('open');
  const { event, template } = page;

  if (outcome === 'registered') return <Notice title={labels.thanksTitle}>{labels.registrationThanks}</Notice>;
  if (outcome === 'cancelled') return <Notice title={labels.eventCancelledTitle}>{labels.eventCancelled}</Notice>;
  if (outcome === 'past') return <Notice title={labels.eventPastTitle}>{labels.eventPast}</Notice>;
  if (outcome === 'closed') return <Notice title={labels.registrationClosedTitle}>{labels.registrationClosed}</Notice>;

  async function send(answers: Answers, website: string): Promise<string | null> {
    try {
      const { register: result } = await request<{
        register: { ok: boolean; redirectUrl: string | null; fieldErrors: FieldError[] | null };
      }>(REGISTER_MUTATION, {
        input: {
          eventId: event.shortName,
          ...person.values,
          marketingOptIn:
            template.marketingOptIn && (ownOptIn ? person.values.marketingOptIn : optInRefs.some((ref) => answers[ref] === true)),
          answers: answerInputs(answers),
          website,
          visitor: visitorId(),
        },
      });
      if (!result.ok) {
        const errors = errorsByRef(result.fieldErrors ?? []);
        person.setServerErrors(errors);
        form.setServerErrors(errors);
        return labels.errorsSummary(Object.keys(errors).length);
      }
      if (result.redirectUrl && /^https?:\/\//i.test(result.redirectUrl)) window.location.assign(result.redirectUrl);
      else setOutcome('registered');
      return null;
    } catch (error) {
      if (!(error instanceof OperationError)) return labels.failed;
      if (error.message === 'This event has been cancelled') setOutcome('cancelled');
      else if (error.message === 'Registration is closed') setOutcome('closed');
      else if (error.message === 'This event has already taken place') setOutcome('past');
      return error.message;
    }
  }

  const brand = template.branded
    ? ({ '--brand': color(template.brandColor1), '--on-brand': color(template.brandColor2) } as CSSProperties)
    : undefined;
  return (
    <main className="page" style={brand}>
      {template.branded && template.banner && <img className="banner" src={template.banner} alt="" />}
      <header className={template.branded ? 'masthead branded' : 'masthead'}>
        <h1>{event.title ?? template.name}</h1>
        {event.startTime && <p className="when">{eventDate('en', event.startTime, event.zone)}</p>}
        {event.location && <p className="where">{event.location}</p>}
      </header>
      <RichText className="isi" html={template.isiText} />
      <QuestionForm
        form={form}
        labels={labels}
        consentText={template.consentText}
        privacyPolicyLink={template.privacyPolicyLink}
        submitLabel={labels.register}
        validateOthers={person.validate}
        onSubmit={send}
      >
        <PersonFields person={person} labels={labels} marketingOptIn={ownOptIn} />
      </QuestionForm>
    </main>
  );
}
