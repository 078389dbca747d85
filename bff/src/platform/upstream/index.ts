import { createFieldPolicy } from '../policy/fieldHiding.ts';
import { createAttachmentsApi } from '../../areas/resources/upstream/attachments.ts';
import { createAuthApi } from '../../areas/session/upstream/auth.ts';
import { createEventsApi } from '../../areas/events/upstream/events.ts';
import { createFieldRepsApi } from '../../areas/lookups/upstream/fieldReps.ts';
import { createFilesApi } from '../../areas/files/upstream/files.ts';
import { createGeocodeApi } from '../../areas/geocode/upstream/geocode.ts';
import type { UpstreamHttp } from './http.ts';
import { createLookupsApi } from '../../areas/lookups/upstream/lookups.ts';
import { createPermissionsApi } from './permissions.ts';
import { createSpeakersApi } from '../../areas/lookups/upstream/speakers.ts';
import { createTenantApi } from '../../areas/tenant/upstream/tenant.ts';
import { createTopicsApi } from '../../areas/lookups/upstream/topics.ts';
import { createUsersApi } from '../../areas/session/upstream/users.ts';
import { createVenuesApi } from '../../areas/lookups/upstream/venues.ts';

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
