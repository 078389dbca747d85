import type { Labels } from './i18n.ts';

/** The engine's and the service's messages (spec 001 §5 texts, in English) as a Spanish survey shows them. */
const SPANISH: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^This field is required$/, () => 'Este campo es obligatorio'],
  [/^Minimum length is (\d+)$/, (n) => `La longitud mínima es ${n}`],
  [/^Maximum length is (\d+)$/, (n) => `La longitud máxima es ${n}`],
  [
    /^Not allowed character used\. The value must match (.*)$/s,
    (pattern) => `Se usó un carácter no permitido. El valor debe coincidir con ${pattern}`,
  ],
  [/^Question not found$/, () => 'Pregunta no encontrada'],
  [/^This survey is closed$/, () => 'Esta encuesta está cerrada'],
];

/** A message in the page's language: English stays as the spec writes it; Spanish translates the texts it knows. */
export function translateMessage(labels: Labels, message: string): string {
  if (labels.language !== 'es') return message;
  for (const [pattern, text] of SPANISH) {
    const match = pattern.exec(message);
    if (match) return text(...match.slice(1));
  }
  return message;
}
