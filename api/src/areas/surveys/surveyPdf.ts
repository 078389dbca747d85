import PDFDocument from 'pdfkit';
import { richTextToPlain } from '../../platform/http/richText.ts';
import { isRatingType, LANGUAGE_LABELS, RATING_SCALES } from '../questions/contract.ts';
import type { z } from 'zod';
import type { question } from '../questions/answers.ts';
import type { surveyTemplate } from './answers.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';

const MARGIN = 54;
const BOX = 11;
const GAP = 6;
const FONT = PDF_FONTS;
const SIZE = { title: 18, meta: 10, isi: 8, question: 11, note: 9, answer: 10 } as const;
const FREE_TEXT_LINES = 3;
const LINE_SPACING = 22;

type Doc = PDFKit.PDFDocument;
/** What the PDF prints of a question (the spec's duplicate names aside). */
export type StoredQuestion = z.output<typeof question>;

/** One question's block: what it prints, line by line, measured before it is drawn (a block never splits). */
function questionBlock(doc: Doc, q: StoredQuestion, n: number) {
  const width = doc.page.width - 2 * MARGIN;
  const measure = (font: string, size: number, text: string, w = width) => doc.font(font).fontSize(size).heightOfString(text, { width: w });
  const title = `${n}. ${q.text}${q.required ? ' *' : ''}`;
  const choiceWidth = width - BOX - GAP;
  const choiceLabel = (c: StoredQuestion['choices'][number]) => (c.openField ? `${c.text}: ____________________` : c.text);
  const area = (() => {
    if (q.type === 'checkbox') return BOX + GAP;
    if (q.type === 'free-text') return FREE_TEXT_LINES * LINE_SPACING;
    if (isRatingType(q.type)) return BOX * 2 + GAP + (q.minLabel || q.maxLabel ? measure(FONT.text, SIZE.note, 'X') + GAP : 0);
    return q.choices.reduce((sum, c) => sum + Math.max(BOX, measure(FONT.text, SIZE.answer, choiceLabel(c), choiceWidth)) + GAP, 0);
  })();
  const height =
    (q.preNotes ? measure(FONT.note, SIZE.note, q.preNotes) + GAP : 0) +
    measure(FONT.bold, SIZE.question, title) +
    GAP +
    (q.info ? measure(FONT.note, SIZE.note, q.info) + GAP : 0) +
    area +
    (q.postNotes ? measure(FONT.note, SIZE.note, q.postNotes) + GAP : 0) +
    2 * GAP;

  const draw = () => {
    const left = MARGIN;
    if (q.preNotes) doc.font(FONT.note).fontSize(SIZE.note).fillColor('#555555').text(q.preNotes, left, doc.y, { width }).moveDown(0.3);
    doc.font(FONT.bold).fontSize(SIZE.question).fillColor('black').text(title, left, doc.y, { width });
    doc.y += GAP;
    if (q.info) doc.font(FONT.note).fontSize(SIZE.note).fillColor('#555555').text(q.info, left, doc.y, { width }).moveDown(0.3);
    doc.font(FONT.text).fontSize(SIZE.answer).fillColor('black');
    if (q.type === 'checkbox') {
      doc.rect(left, doc.y, BOX, BOX).stroke();
      doc.y += BOX + GAP;
    } else if (q.type === 'free-text') {
      for (let line = 1; line <= FREE_TEXT_LINES; line += 1) {
        const y = doc.y + line * LINE_SPACING - 4;
        doc
          .moveTo(left, y)
          .lineTo(left + width, y)
          .stroke();
      }
      doc.y += FREE_TEXT_LINES * LINE_SPACING;
    } else if (isRatingType(q.type)) {
      const scale = RATING_SCALES[q.type];
      const cell = BOX * 2;
      const top = doc.y;
      for (let value = 1; value <= scale; value += 1) {
        const x = left + (value - 1) * (cell + GAP);
        doc.rect(x, top, cell, cell).stroke();
        doc.text(String(value), x, top + 6, { width: cell, align: 'center' });
      }
      doc.y = top + cell + GAP;
      if (q.minLabel || q.maxLabel) {
        const labelsTop = doc.y;
        const span = scale * (cell + GAP) - GAP;
        doc.font(FONT.text).fontSize(SIZE.note);
        doc.text(q.minLabel ?? '', left, labelsTop, { width: span / 2, lineBreak: false });
        doc.text(q.maxLabel ?? '', left + span / 2, labelsTop, { width: span / 2, align: 'right', lineBreak: false });
        doc.y = labelsTop + measure(FONT.text, SIZE.note, 'X') + GAP;
      }
    } else {
      for (const c of q.choices) {
        const top = doc.y;
        if (q.type === 'single-select') doc.circle(left + BOX / 2, top + BOX / 2, BOX / 2).stroke();
        else doc.rect(left, top, BOX, BOX).stroke();
        doc
          .font(FONT.text)
          .fontSize(SIZE.answer)
          .text(choiceLabel(c), left + BOX + GAP, top + 1, { width: choiceWidth });
        doc.y = Math.max(doc.y, top + BOX) + GAP;
      }
    }
    if (q.postNotes)
      doc.font(FONT.note).fontSize(SIZE.note).fillColor('#555555').text(q.postNotes, left, doc.y, { width }).fillColor('black');
    doc.y += 2 * GAP;
  };
  return { height, draw };
}

/**
 * The PDF preview of a survey template (spec 001 §2 "PDF preview"): US Letter; the name, job number, language and
 * ISI text (as plain text); each question numbered ('*' when required), with its secondary instruction and pre and
 * post notes and the place to answer by type: a box for a checkbox, lines for free text, a numbered 1..N scale with
 * its labels for ratings, a circle (single select) or box (multi select) per answer, open answers with a line. A
 * question never splits across pages: one that does not fit what is left starts the next page. `compress: false`
 * writes the text readable (tests).
 */
export function surveyPdf(
  template: Pick<z.output<typeof surveyTemplate>, 'name' | 'jobNumber' | 'language' | 'isiText'> & { questions: StoredQuestion[] },
  options: { compress?: boolean } = {},
): Doc {
  const { name } = template;
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, compress: options.compress ?? true, info: { Title: name } });
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT.bold).fontSize(SIZE.title).text(name, { width });
  const meta = [template.jobNumber ? `Job Number: ${template.jobNumber}` : null, `Language: ${LANGUAGE_LABELS[template.language]}`].filter(
    Boolean,
  );
  doc.font(FONT.text).fontSize(SIZE.meta).fillColor('#333333').text(meta.join('    '), { width }).fillColor('black').moveDown();
  const isi = richTextToPlain(template.isiText);
  if (isi) doc.font(FONT.text).fontSize(SIZE.isi).text(isi, { width }).moveDown();
  const bottom = doc.page.height - MARGIN;
  template.questions.forEach((q, i) => {
    const block = questionBlock(doc, q, i + 1);
    if (doc.y + block.height > bottom && doc.y > MARGIN) doc.addPage();
    block.draw();
  });
  doc.end();
  return doc;
}
