import { describe, expect, it } from 'vitest';
import { readStructureFile, structureFileText } from '../feeStructureFile.ts';
import { toStructureValues, type SavedQuestion } from '../feeStructureSchema.ts';

const SAVED: SavedQuestion[] = [
  {
    id: 'FeeQuestion:2',
    internalId: 2,
    label: 'Program type',
    category: 'Program',
    weight: 20,
    options: [
      { id: 'FeeOption:4', internalId: 4, field: 'Live', operation: 'MULTIPLY' },
      { id: 'FeeOption:5', internalId: 5, field: 'Virtual', operation: 'MULTIPLY' },
    ],
  },
  {
    id: 'FeeQuestion:1',
    internalId: 1,
    label: 'Speaker tier',
    category: 'Honorarium',
    weight: 10,
    options: [
      { id: 'FeeOption:1', internalId: 1, field: 'Tier 1', operation: 'ADD' },
      { id: 'FeeOption:2', internalId: 2, field: 'Tier 2', operation: 'ADD' },
    ],
  },
];

const question = (over: object = {}) => ({
  label: 'Travel',
  category: 'Travel',
  weight: 30,
  options: [{ field: 'None', operation: 'IGNORE' }],
  ...over,
});

describe('import and export (spec 002 §2.10)', () => {
  const values = toStructureValues(SAVED);

  it('exports the questions in calculation order with their ids and weights; importing the export gives the same form', () => {
    const text = structureFileText(values);
    expect(JSON.parse(text)).toEqual({
      questions: [
        {
          id: 1,
          label: 'Speaker tier',
          category: 'Honorarium',
          weight: 10,
          options: [
            { id: 1, field: 'Tier 1' },
            { id: 2, field: 'Tier 2' },
          ],
        },
        {
          id: 2,
          label: 'Program type',
          category: 'Program',
          weight: 20,
          options: [
            { id: 4, field: 'Live', operation: 'MULTIPLY' },
            { id: 5, field: 'Virtual', operation: 'MULTIPLY' },
          ],
        },
      ],
    });
    expect(readStructureFile(text, values)).toEqual({ values });
  });

  it('orders an imported file by weight; ids the structure does not have make new questions and options', () => {
    const file = {
      questions: [
        { id: 1, label: 'Tier', category: 'Honorarium', weight: 50, options: [{ id: 4, field: 'Tier 1', operation: 'ADD' }] },
        { id: 99, label: 'Audience', category: 'Audience', weight: 5, options: [{ field: 'Small' }] },
      ],
    };
    const result = readStructureFile(JSON.stringify(file), values);
    if (!('values' in result)) throw new Error(result.errors.join('\n'));
    expect(result.values.questions).toMatchObject([
      { id: null, internalId: null, label: 'Audience', options: [{ id: null, field: 'Small', operation: 'ADD' }] },
      // Option 4 belongs to another question: new here.
      { id: 'FeeQuestion:1', internalId: 1, label: 'Tier', options: [{ id: null, internalId: null, field: 'Tier 1', operation: 'ADD' }] },
    ]);
  });

  it('names what is wrong with a bad file', () => {
    expect(readStructureFile('{ "questions": [', values)).toEqual({ errors: [expect.stringMatching(/^The file is not valid JSON: /)] });
    const file = {
      questions: [question({ weight: 1, options: [{ field: 'None' }] }), question({ options: [{ field: ' ', operation: 'ADD' }] })],
    };
    expect(readStructureFile(JSON.stringify(file), values)).toEqual({ errors: ['questions[1].options[0].field: Field is required'] });
  });
});
