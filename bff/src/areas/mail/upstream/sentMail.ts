import DataLoader from 'dataloader';
import type { SentMail, SentMailRow } from '../../../../../api/src/areas/mail/answers.ts';
import type { MailStatus } from '../../../../../api/src/areas/mail/contract.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A ledger row of `GET mail/sent`, or a message of `GET mail/sent/{id}` with its body besides. */
export type SentMailDto = SentMailRow & Partial<Omit<SentMail, keyof SentMailRow>>;

/** `GET mail/sent` filters (`filters={"statuses":[…],"ids":[…]}`). */
export type SentMailFilters = { statuses?: MailStatus[]; ids?: number[] };

/** The most messages one `GET mail/sent/bodies` answers (the service's limit). */
const BODIES_BATCH = 100;

/** `mail/sent`: the delivery ledger (the Sent mail screen), rows batched by id, and messages with their bodies. */
export function createSentMailApi(http: UpstreamHttp, policy: FieldPolicy) {
  const rows = createResourceReader<SentMailDto, SentMailFilters>(http, policy, 'mail/sent', 'email_log');
  const withBodies = createResourceReader<SentMailDto, SentMailFilters>(http, policy, 'mail/sent/bodies', 'email_log');
  /** `GET mail/sent/bodies?filters={"ids":[…]}`: the bodies of the messages asked for in one tick, in one call (a page
   *  of up to 100 rows asked for its bodies costs one call, not one a row); a missing id is null. */
  const bodiesById = new DataLoader<number, SentMailDto | null>(
    async (ids) => {
      const { results } = await withBodies.list({ filters: { ids: [...ids] }, limit: ids.length });
      const byId = new Map(results.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: BODIES_BATCH },
  );
  return {
    /** One page of `GET mail/sent`, newest first. */
    list: (params: Omit<ListParams, 'filters' | 'sortBy' | 'sortDesc'> & { filters: SentMailFilters }) => rows.list(params),
    /** List rows by internal id, batched into one list call per tick (no body). */
    sentMailById: rows.byId,
    /** Messages with their bodies by internal id, batched into one `GET mail/sent/bodies` per tick. */
    bodiesById,
  };
}

export type SentMailApi = ReturnType<typeof createSentMailApi>;
