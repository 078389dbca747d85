import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { labelsFor } from './i18n.ts';
import { Notice } from './Notice.tsx';
import { RegistrationPage } from './RegistrationPage.tsx';
import { SurveyPage } from './SurveyPage.tsx';
import './respond.css';

/** Which public page this address is: the BFF serves this bundle at `/s` and `/r/<event short name>` only. */
function Page() {
  const { pathname, search } = window.location;
  if (pathname === '/s' || pathname === '/s/') {
    const params = new URLSearchParams(search);
    const templateId = Number(params.get('surveyTemplateId'));
    return (
      <SurveyPage
        eventId={params.get('eventId')}
        surveyTemplateId={Number.isSafeInteger(templateId) && templateId > 0 ? templateId : null}
      />
    );
  }
  const registration = /^\/r\/([^/]+)\/?$/.exec(pathname);
  if (registration) return <RegistrationPage shortName={decodeURIComponent(registration[1]!)} />;
  const labels = labelsFor('en');
  return <Notice title={labels.notFoundTitle}>{labels.notFound}</Notice>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
