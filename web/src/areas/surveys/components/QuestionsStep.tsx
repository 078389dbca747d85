import { QUESTION_PRESETS } from '../../../../../api/src/areas/questions/contract.ts';
import { QuestionsEditor } from '../../questions/QuestionsEditor.tsx';
import { SkipLogicEditor } from '../../questions/SkipLogicEditor.tsx';

/** The Questions step or tab (loaded with it): the question builder, and for surveys the Skip Logic blocks after it. */
export function QuestionsStep({ mode }: { mode: 'survey' | 'registration' }) {
  return (
    <>
      <QuestionsEditor mode={mode} presets={QUESTION_PRESETS} />
      {mode === 'survey' && <SkipLogicEditor />}
    </>
  );
}
