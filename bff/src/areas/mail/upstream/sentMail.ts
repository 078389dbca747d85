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

/** `mail/sent`: the delivery ledger (the Sent mail screen), rows batched by id, and one message with its body. */
export function createSentMailApi(http: UpstreamHttp, policy: FieldPolicy) {
  const rows = createResourceReader<SentMailDto, SentMailFilters>(http, policy, 'mail/sent', 'email_log');
  /** `GET mail/sent/{id}`: once per message and request. The list (and its `ids` filter) answers no bodies, and the
   *  service has no call for the bodies of many messages: a page of rows asked for its bodies reads each by id. */
  const one = new DataLoader<number, SentMailDto>(
    (ids) => Promise.all(ids.map(async (id) => rows.redact(await http.get<SentMailDto>(`mail/sent/${id}`)))),
    { batch: false },
  );
  return {
    /** One page of `GET mail/sent`, newest first. */
    list: (params: Omit<ListParams, 'filters' | 'sortBy' | 'sortDesc'> & { filters: SentMailFilters }) => rows.list(params),
    /** List rows by internal id, batched into one list call per tick (no body). */
    sentMailById: rows.byId,
    /** A message with its body. */
    one: (id: number) => one.load(id),
  };
}

export type SentMailApi = ReturnType<typeof createSentMailApi>;
