import { createFieldPolicy } from '../policy/fieldHiding.ts';
import { createAttachmentsApi } from './attachments.ts';
import { createAuthApi } from './auth.ts';
import { createEventsApi } from './events.ts';
import { createFieldRepsApi } from './fieldReps.ts';
import { createFilesApi } from './files.ts';
import { createGeocodeApi } from './geocode.ts';
import type { UpstreamHttp } from './http.ts';
import { createLookupsApi } from './lookups.ts';
import { createPermissionsApi } from './permissions.ts';
import { createSpeakersApi } from './speakers.ts';
import { createTenantApi } from './tenant.ts';
import { createTopicsApi } from './topics.ts';
import { createUsersApi } from './users.ts';
import { createVenuesApi } from './venues.ts';

/**
 * Every REST resource module for one GraphQL request. Built per request, so DataLoader caches and
 * the field policy never leak across users or tenants.
 */
export function createUpstream(http: UpstreamHttp) {
  const permissions = createPermissionsApi(http);
  const policy = createFieldPolicy(permissions.hiddenFields);
  return {
    auth: createAuthApi(http),
    tenant: createTenantApi(http),
    users: createUsersApi(http),
    permissions,
    events: createEventsApi(http, policy),
    attachments: createAttachmentsApi(http),
    fieldReps: createFieldRepsApi(http, policy),
    topics: createTopicsApi(http, policy),
    speakers: createSpeakersApi(http, policy),
    venues: createVenuesApi(http, policy),
    lookups: createLookupsApi(http, policy),
    geocode: createGeocodeApi(http),
    files: createFilesApi(http),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
