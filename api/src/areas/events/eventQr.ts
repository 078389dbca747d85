import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { z } from 'zod';
import { intArray } from '../../platform/db/client.ts';
import { FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { idList } from '../../platform/http/params.ts';
import type { EventRow, EventSurveyTemplate } from './answers.ts';

/** Spec 000 §2.4: the QR image is 256 px. */
export const QR_SIZE = 256;

/** The survey link of spec 000 §2.4: the tenant's scout URL with eventId (the short name) and surveyTemplateId. */
export function surveyLink(scoutUrl: string, shortName: string, surveyTemplateId: number): string {
  const url = new URL(scoutUrl);
  url.searchParams.set('eventId', shortName);
  url.searchParams.set('surveyTemplateId', String(surveyTemplateId));
  return url.toString();
}

/** One page: the event's fields the page shows and one of its survey templates. */
type QrPage = Pick<EventRow, 'shortName' | 'title' | 'startTime' | 'zone'> & {
  template: EventSurveyTemplate['name'];
  templateId: EventSurveyTemplate['id'];
};

/** The public survey page of the tenant's web app (`/s`, areas/publicPages): the QR link when the tenant sets no
 *  scoutUrl of its own. */
export const surveyPageUrl = (clientUrl: string) => `${clientUrl}/s`;

export function eventQrRoutes(route: Router, clientUrlOf: (tenantId: string) => string) {
  route({
    method: 'GET',
    url: '/events/qr.pdf',
    permission: ['event', 'read'],
    schema: { query: z.object({ ids: idList('event') }) },
    answer: FILE,
    handler: async ({ tx, tenantId, query, reply, scope, hidden }) => {
      const reachable = await tx.query<Pick<EventRow, 'id'>>(sql`select e.id from events e
        where e.id = any(${intArray(query.ids)}) and ${scope.events ?? sql`true`}`);
      const found = new Set(reachable.map((r) => r.id));
      const missing = query.ids.filter((id) => !found.has(id));
      if (missing.length) throw new HttpError(404, `Event ${missing.join(', ')} not found`);
      const [tenant] = await tx.query<{ scoutUrl: string | null }>(sql`select metadata->>'scoutUrl' as "scoutUrl" from tenants`);
      const scoutUrl = tenant?.scoutUrl || surveyPageUrl(clientUrlOf(tenantId));
      if (!URL.canParse(scoutUrl)) throw new HttpError(422, 'The tenant has no survey scout URL (tenant metadata scoutUrl)');
      // One page per survey template of each event with the survey on, in the order asked.
      const pages = await tx.query<QrPage>(sql`select e.short_name as "shortName", e.title, e.start_time as "startTime", e.zone,
          st.name as template, st.id as "templateId"
        from unnest(${intArray(query.ids)}) with ordinality as wanted(id, position)
        join events e on e.id = wanted.id and e.survey
        join event_survey_templates est on est.event_id = e.id
        join survey_templates st on st.id = est.survey_template_id
        order by wanted.position, st.name`);
      if (!pages.length) throw new HttpError(422, 'The selected events have no survey: there is no QR code to generate');

      const eventHidden = await hidden('event');
      // A hidden short name is left off the pages' text, title and file name; the QR code carries the survey link,
      // which names the event by it (the respondents' page needs it), as an image only.
      const shortNameHidden = eventHidden.has('shortName');
      const names = shortNameHidden ? [] : [...new Set(pages.map((p) => p.shortName))];
      const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: false, info: { Title: `QR codes ${names.join(', ')}`.trim() } });
      for (const page of pages) {
        const link = surveyLink(scoutUrl, page.shortName, page.templateId);
        const image = await QRCode.toBuffer(link, { width: QR_SIZE, margin: 1 });
        doc.addPage();
        doc.fontSize(22).text(shortNameHidden ? ' ' : page.shortName, { align: 'center' });
        // Fields hidden from the caller's role are left off the page.
        doc
          .fontSize(14)
          .text(eventHidden.has('title') ? ' ' : page.title, { align: 'center' })
          .moveDown(0.5);
        const zone = eventHidden.has('zone') ? 'UTC' : page.zone;
        if (!eventHidden.has('startTime')) doc.text(moment.tz(page.startTime, zone).format('MM/DD/YYYY hh:mm a'), { align: 'center' });
        doc.text(page.template, { align: 'center' }).moveDown();
        doc.image(image, (doc.page.width - QR_SIZE) / 2, doc.y, { width: QR_SIZE, height: QR_SIZE });
        if (!shortNameHidden) doc.fontSize(9).text(link, doc.page.margins.left, doc.y + QR_SIZE + 16, { align: 'center', link });
      }
      doc.end();
      const fileName = names.length === 1 ? `qr-${names[0]}.pdf` : 'qr-codes.pdf';
      return sendFile(reply, doc, { fileName, contentType: 'application/pdf' });
    },
  });
}
