import type { ApiArea } from '../../platform/area.ts';
import { profileConfigRoutes } from './profileConfig.ts';
import { profileLookupRoutes } from './profileLookups.ts';
import { profileValueRoutes } from './profileValues.ts';
import { speakerExportRoutes } from './speakerExport.ts';
import { speakerRecordRoutes } from './speakerRecords.ts';
import { speakerRoutes } from './speakers.ts';
import { speakersSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The speakers table, for the seeds of the areas whose rows refer to speakers. */
export { speakers } from './tables.ts';
/** Whether the caller may reach a speaker (the speaker profile's records). */
export { reachableSpeaker } from './access.ts';

/** Speakers (spec 001): the list and one speaker, create/update/delete, inactivate and reactivate, the
 *  speaker's events, contract address, blackout dates and contracts; and the speaker profile (spec 001 §2–7 "Custom
 *  profile", `/custom-profile/…`): custom groups and fields with each speaker's values (hidden and disabled per
 *  role), their configuration, the profile grid's layout per product, regions and the speaker's liaison. */
export const speakersArea: ApiArea = {
  name: 'speakers',
  tables,
  seed: speakersSeed,
  routes(route, { storage }) {
    speakerRoutes(route);
    speakerExportRoutes(route);
    speakerRecordRoutes(route, storage);
    profileValueRoutes(route);
    profileConfigRoutes(route);
    profileLookupRoutes(route);
  },
  entityFields: {
    speaker: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'degree',
      'credentials',
      'specialty',
      'status',
      'address',
      'city',
      'state',
      'zip',
      'speakerType',
      'avatarImgUrl',
      'regionId',
      'institution',
      'crmStatus',
      'cvUrl',
      'bioUrl',
      'veevaId',
    ],
    contract: ['name', 'type', 'signedDate', 'startDate', 'endDate', 'contractResourceId', 'w9ResourceId'],
  },
};
