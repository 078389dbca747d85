import type { AreaCodegen } from '../../platform/area.ts';
import { questionEnumValues } from './enumValues.ts';

/** Resolver types of the questions area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    Question: './upstream/questions.ts#QuestionDto',
    QuestionChoice: './upstream/questions.ts#QuestionChoiceDto',
    RuleNode: './upstream/questions.ts#RuleNodeDto',
    SkipLogicEntry: './upstream/questions.ts#SkipLogicDto',
    QuestionTypeInfo: './upstream/questions.ts#QuestionTypeDto',
    ComparatorInfo: './upstream/questions.ts#ComparatorDto',
    QuestionPreset: './upstream/questions.ts#QuestionPresetDto',
  },
  enumValues: { './enumValues.ts': questionEnumValues },
};
