import type { ApiArea } from '../../platform/area.ts';
import { eventExportRoutes } from './eventExport.ts';
import { eventImportRoutes } from './eventImport.ts';
import { eventQrRoutes } from './eventQr.ts';
import { eventRoutes } from './events.ts';
import { eventsSeed } from './seed.ts';
import * as tables from './tables.ts';

/** Events: the list, one event, create/update/delete, export, import and QR codes (spec 000). */
export const eventsArea: ApiArea = {
  name: 'events',
  tables,
  seed: eventsSeed,
  routes(route, deps) {
    eventRoutes(route);
    eventExportRoutes(route);
    eventImportRoutes(route);
    eventQrRoutes(route, deps.clientUrlOf);
  },
  entityFields: {
    event: [
      'shortName',
      'title',
      'startTime',
      'endTime',
      'zone',
      'type',
      'status',
      'notes',
      'survey',
      'registrationPage',
      'surveyTemplates',
      'emailSeriesId',
      'emailFromAddress',
      'emailFromName',
      'registrationTemplateId',
      'registrationClosed',
      'fieldRepId',
      'topicId',
      'venueId',
      'speakers',
      'mealType',
      'replayUrl',
      'veevaId',
      'estimatedAttendance',
      'avRequirements',
      'registered',
      'attended',
      'locationType',
      'locationName',
      'locationAddress',
      'locationAddressLine2',
      'locationCity',
      'locationState',
      'locationZip',
      'conference',
      'eventShareInfo',
    ],
  },
};
