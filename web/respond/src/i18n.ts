/** The page's own labels in the languages a survey template can have (registration pages are in English). */
export type Language = 'en' | 'es';

const EN = {
  language: 'en' as Language,
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFound: 'This page does not exist or is no longer available. Please check the link you were given.',
  surveyClosedTitle: 'This survey is closed',
  surveyClosed: 'This survey no longer accepts responses.',
  registrationClosedTitle: 'Registration is closed',
  registrationClosed: 'This event no longer accepts registrations.',
  eventPastTitle: 'This event has already taken place',
  eventPast: 'Registration for this event has ended.',
  eventCancelledTitle: 'This event has been cancelled',
  eventCancelled: 'This event will not take place, so it takes no registrations or responses.',
  failedTitle: 'Something went wrong',
  failed: 'The page could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  aboutYou: 'About you',
  optional: '(optional)',
  required: 'required',
  marketingOptIn: 'I would like to receive marketing communications',
  privacyPolicy: 'Privacy policy',
  submitSurvey: 'Submit',
  register: 'Register',
  sending: 'Sending…',
  other: 'Other',
  otherText: 'Other (please specify)',
  errorsSummary: (count: number) => `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.`,
  thanksTitle: 'Thank you!',
  surveyThanks: 'Your response has been recorded.',
  registrationThanks: 'You are registered for this event.',
  invalidEmail: 'Please enter a valid email address',
  fieldRequired: 'This field is required',
  yes: 'Yes',
  ratingOf: (value: number, max: number) => `${value} of ${max}`,
};

export type Labels = typeof EN;

const ES: Labels = {
  language: 'es',
  loading: 'Cargando…',
  notFoundTitle: 'Página no encontrada',
  notFound: 'Esta página no existe o ya no está disponible. Compruebe el enlace que recibió.',
  surveyClosedTitle: 'Esta encuesta está cerrada',
  surveyClosed: 'Esta encuesta ya no acepta respuestas.',
  registrationClosedTitle: 'La inscripción está cerrada',
  registrationClosed: 'Este evento ya no acepta inscripciones.',
  eventPastTitle: 'Este evento ya se celebró',
  eventPast: 'La inscripción para este evento ha terminado.',
  eventCancelledTitle: 'Este evento ha sido cancelado',
  eventCancelled: 'Este evento no se celebrará, por lo que no acepta inscripciones ni respuestas.',
  failedTitle: 'Algo salió mal',
  failed: 'No se pudo cargar la página. Inténtelo de nuevo en un momento.',
  retry: 'Reintentar',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  aboutYou: 'Sus datos',
  optional: '(opcional)',
  required: 'obligatorio',
  marketingOptIn: 'Deseo recibir comunicaciones de marketing',
  privacyPolicy: 'Política de privacidad',
  submitSurvey: 'Enviar',
  register: 'Inscribirse',
  sending: 'Enviando…',
  other: 'Otro',
  otherText: 'Otro (especifique)',
  errorsSummary: (count: number) => `Corrija ${count === 1 ? 'el campo marcado' : `los ${count} campos marcados`} abajo.`,
  thanksTitle: '¡Gracias!',
  surveyThanks: 'Su respuesta ha sido registrada.',
  registrationThanks: 'Está inscrito en este evento.',
  invalidEmail: 'Introduzca un correo electrónico válido',
  fieldRequired: 'Este campo es obligatorio',
  yes: 'Sí',
  ratingOf: (value: number, max: number) => `${value} de ${max}`,
};

const LABELS: Record<Language, Labels> = { en: EN, es: ES };

/** The labels of a language (`es`, `ES`); anything else (an unknown or missing language) is English. */
export function labelsFor(language: string | null | undefined): Labels {
  return LABELS[language?.toLowerCase() === 'es' ? 'es' : 'en'];
}
