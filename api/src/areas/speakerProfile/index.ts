import type { ApiArea } from '../../platform/area.ts';
import { profileConfigRoutes } from './profileConfig.ts';
import { profileLookupRoutes } from './profileLookups.ts';
import { profileValueRoutes } from './profileValues.ts';
import { speakerProfileSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The speaker profile (spec 001 §2–7 "Custom profile"): custom groups and fields with each speaker's values
 *  (hidden and disabled per role), their configuration, the profile grid's layout per product, regions and
 *  the speaker's liaison. */
export const speakerProfileArea: ApiArea = {
  name: 'speakerProfile',
  tables,
  seed: speakerProfileSeed,
  routes(route) {
    profileValueRoutes(route);
    profileConfigRoutes(route);
    profileLookupRoutes(route);
  },
};
