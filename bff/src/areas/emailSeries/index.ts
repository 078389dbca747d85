import type { BffArea } from '../../platform/area.ts';
import { EmailSeries, fetchEmailSeries } from './schema/EmailSeries/EmailSeries.resolvers.ts';
import { emailSeriesConnection } from './schema/EmailSeries/EmailSeriesConnection.ts';
import { createEmailSeriesApi } from './upstream/emailSeries.ts';

/** Email series (the event form's and the event filters' email series): the list. */
export const emailSeriesArea = {
  name: 'emailSeries',
  upstream: { emailSeries: createEmailSeriesApi },
  query: { ...emailSeriesConnection },
  types: { EmailSeries },
  nodes: { EmailSeries: fetchEmailSeries },
} satisfies BffArea;
