import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';
import { dayEnd, dayStart, isDate, type PeriodChoice } from './period.ts';

/** 'Period To must be after Period From' for a Custom period whose To is before its From (spec 001 §5, 002 §5). */
export function periodError(choice: PeriodChoice): string | null {
  if (choice.preset !== 'custom' || !isDate(choice.from) || !isDate(choice.to)) return null;
  return dayEnd(choice.to) < dayStart(choice.from) ? M.periodOrder : null;
}
