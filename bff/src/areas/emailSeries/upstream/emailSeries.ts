import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  EmailSeries,
  emailSeriesBody,
  EmailSeriesWithTemplates,
  SeriesTemplates,
} from '../../../../../api/src/areas/emailSeries/answers.ts';
import type { EmailProduct } from '../../../../../api/src/areas/emailSeries/contract.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** An email series: a row of `GET email-series`, `GET email-series/{id}` with its templates besides, or the series a
 *  template row names (`id`, `name`, `platform` only). */
export type EmailSeriesDto = Pick<EmailSeries, 'id' | 'name' | 'platform'> &
  Partial<Omit<EmailSeriesWithTemplates, 'id' | 'name' | 'platform'>>;

/** Body of `POST email-series` and `PUT email-series/{id}`: the series and all its templates, as the api's schema reads
 *  it. */
export type EmailSeriesWrite = z.input<typeof emailSeriesBody>;

/** The most series ids one `GET email-series/templates` takes (the api's `idList`). */
const MAX_SERIES = 100;

/** `email-series`: the list (the Email Series list, the event form and the event filters), rows batched by id, one
 *  series with its templates, the templates of many, and the writes. */
export function createEmailSeriesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const series = createResourceReader<EmailSeriesDto>(http, policy, 'email-series', 'email_series');
  /** A series answered with its templates: its fields through `email_series`, its templates' through `email_template`. */
  const withTemplates = async (row: EmailSeriesDto): Promise<EmailSeriesDto> => {
    const [own, templates] = await Promise.all([
      series.redact(row),
      row.emailTemplates && policy.apply('email_template', row.emailTemplates),
    ]);
    return templates ? { ...own, emailTemplates: templates } : own;
  };
  /** `GET email-series/{id}`: once per series and request. */
  const one = new DataLoader<number, EmailSeriesDto>(
    (ids) => Promise.all(ids.map(async (id) => withTemplates(await http.get<EmailSeriesDto>(`email-series/${id}`)))),
    { batch: false },
  );
  /** `GET email-series/templates`: the templates of the series of one tick in one call; null for a missing series, or
   *  a viewer who reads series but not templates. */
  const templatesOf = new DataLoader<number, SeriesTemplates['emailTemplates']>(
    async (ids) => {
      const { results } = await policy.applyRelated(
        { emailTemplates: 'email_template' },
        http.get<{ results: SeriesTemplates[] }>('email-series/templates', { ids: ids.join(',') }),
      );
      const bySeries = new Map(results.map((row) => [row.emailSeriesId, row.emailTemplates]));
      return ids.map((id) => bySeries.get(id) ?? null);
    },
    { maxBatchSize: MAX_SERIES },
  );
  return {
    /** One page of `GET email-series`, only the series of `product` when given. */
    list: ({ product, ...params }: Omit<ListParams, 'filters'> & { product?: EmailProduct | null }) =>
      series.list({ ...params, ...(product && { query: { product } }) }),
    /** List rows by internal id, batched into one list call per tick. */
    emailSeriesById: series.byId,
    one: (id: number) => one.load(id),
    /** A series' templates (null: see `templatesOf`); the series of one tick share one call. */
    templates: (id: number) => templatesOf.load(id),
    create: async (body: EmailSeriesWrite) => withTemplates(await http.send<EmailSeriesDto>('POST', 'email-series', body)),
    update: async (id: number, body: EmailSeriesWrite) => withTemplates(await http.send<EmailSeriesDto>('PUT', `email-series/${id}`, body)),
    async remove(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `email-series/${id}`);
    },
  };
}

export type EmailSeriesApi = ReturnType<typeof createEmailSeriesApi>;
