import { describe, expect, it } from 'vitest';
import { surveyPdf, type StoredQuestion } from '../surveyPdf.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { pdfBytes as bytes, pdfLines as linesOf, pdfPages } from '../../../__tests__/pdfText.ts';

let next = 1;
const question = (type: StoredQuestion['type'], text: string, more: Partial<StoredQuestion> = {}): StoredQuestion => {
  const id = next++;
  return {
    id,
    ref: String(id),
    surveyTemplateId: 1,
    registrationTemplateId: null,
    text,
    type,
    order: id * 10,
    required: false,
    visible: true,
    info: null,
    preNotes: null,
    postNotes: null,
    minLength: null,
    maxLength: null,
    allowedCharactersRegex: null,
    minLabel: null,
    maxLabel: null,
    presetId: null,
    registrationFormType: null,
    choices: [],
    rules: [],
    ...more,
  };
};

describe('surveyPdf', () => {
  const template = {
    name: 'Dinner survey',
    jobNumber: 'JN-7',
    language: 'es' as const,
    isiText: '<p>Important <strong>safety</strong> information</p><ul><li>Side effects</li></ul>',
    questions: [
      question('rating-7', 'Rate the dinner', { required: true, minLabel: 'Poor', maxLabel: 'Great', preNotes: 'About the venue' }),
      question('single-select', 'Come again?', {
        info: 'Pick one',
        choices: [
          { id: 91, ref: '91', text: 'Yes', openField: false, order: 10 },
          { id: 92, ref: '92', text: 'Other', openField: true, order: 20 },
        ],
      }),
      question('free-text', 'Why so?', { postNotes: 'Thank you' }),
      question('checkbox', 'I agree'),
    ],
  };

  it('prints the name, job number, ISI as plain text and each question numbered with its notes and answers', async () => {
    const lines = linesOf(await bytes(surveyPdf(template, { compress: false })));
    for (const text of [
      'Dinner survey',
      'Job Number: JN-7    Language: Spanish',
      'Important safety information',
      'Side effects',
      'About the venue',
      '1. Rate the dinner *',
      'Poor',
      'Great',
      '2. Come again?',
      'Pick one',
      'Yes',
      'Other: ____________________',
      '3. Why so?',
      'Thank you',
      '4. I agree',
    ])
      expect(lines).toContain(text);
    // The rating scale: 1 to 7.
    expect(lines.filter((line) => /^[1-7]$/.test(line))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(lines.join(' ')).not.toMatch(/<|strong/);
  });

  it('starts a question that does not fit on the next page, never splitting it', async () => {
    const long = 'A long question text that wraps over a few lines of the page. '.repeat(4);
    const many = {
      ...template,
      isiText: null,
      questions: Array.from({ length: 30 }, (_, i) =>
        question('multi-select', `${long}${i}`, {
          choices: ['One', 'Two', 'Three', 'Four'].map((text, c) => ({
            id: 1000 + i * 10 + c,
            ref: `${i}-${c}`,
            text,
            openField: false,
            order: c,
          })),
        }),
      ),
    };
    const pdf = await bytes(surveyPdf(many, { compress: false }));
    const pages = pdf.split(/\/Type \/Page\b/).length - 1;
    expect(pages).toBeGreaterThan(3);
    // Each content stream (a page) ends with the last answer of a question: none ends inside a question.
    const streams = pdfPages(pdf);
    expect(streams.length).toBe(pages);
    for (const page of streams) expect(page.at(-1)).toBe('Four');
  });
});

describe.each(ENGINES)('GET /survey-templates/:id/pdf-preview on $name', (engine) => {
  const api = useApi(engine);

  it('answers the PDF of a template of the tenant', async () => {
    const { body } = await api.call('GET', '/survey-templates', {
      as: 'user@demo.test',
      query: { sortBy: 'questionsCount', sortDesc: true },
    });
    const id = body.results[0].id as number;
    const response = await api.app.inject({
      method: 'GET',
      url: `/survey-templates/${id}/pdf-preview`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token('user@demo.test')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="survey-${id}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
  });
});
