import { newQuestion, type QuestionFormValue, type QuestionsFormValues } from '../questionForm.ts';

const question = (patch: Partial<QuestionFormValue> & Pick<QuestionFormValue, 'ref' | 'text' | 'order'>): QuestionFormValue => ({
  ...newQuestion([]),
  ...patch,
});

/** A saved survey's questions: a single select (Yes / No), a rating and a free text question. */
export const SURVEY: QuestionsFormValues = {
  questions: [
    question({
      ref: '1',
      text: 'Attended before?',
      order: 10,
      type: 'single-select',
      choices: [
        { ref: '11', text: 'Yes', openField: false, order: 10 },
        { ref: '12', text: 'No', openField: false, order: 20 },
      ],
    }),
    question({ ref: '2', text: 'Rate the speaker', order: 20, type: 'rating-5' }),
    question({ ref: '3', text: 'Comments', order: 30, type: 'free-text' }),
  ],
  skipLogic: [],
};

/** The same with skip logic: answering No to question 1 skips to question 3. */
export const SURVEY_WITH_SKIP: QuestionsFormValues = {
  ...SURVEY,
  skipLogic: [{ ref: '7', order: 10, questionRef: '1', choiceRef: '12', nextQuestionRef: '3' }],
};
