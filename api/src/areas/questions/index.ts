import type { ApiArea } from '../../platform/area.ts';
import { questionRoutes } from './questions.ts';
import * as tables from './tables.ts';

/** The template areas (surveys, registrationPages) and the public pages read and write questions through these. */
export {
  loadQuestions,
  loadSkipLogic,
  QUESTIONS_COUNT_SORT,
  saveQuestions,
  withoutSpecNames,
  withQuestionCounts,
  type StoredQuestion,
} from './store.ts';
export { templateExists } from './questions.ts';
export { answeredQuestions, checkUploadedImage, imageUrl, link, plainText, richText, templateName } from './templateFields.ts';
export { allowsText } from './allowedCharacters.ts';
export { answerText, validateAnswers, type EngineQuestion, type EngineSkipLogic } from './engine.ts';

/** Questions of survey and registration templates (spec 001 §2–§7): their types, presets and the questions of a
 *  template; the store (store.ts) that the template areas (surveys, registrationPages) write and read them through. */
export const questionsArea: ApiArea = {
  name: 'questions',
  tables,
  routes: (route) => questionRoutes(route),
};
