import type { VariableGroup } from './contract.ts';

/** The values the preview renders a template with (spec 002 §7 `render-placeholder-preview-email`): one realistic
 *  recipient, event, venue, speakers… for every variable of the contract's `TEMPLATE_VARIABLES`. Plain text without
 *  markup; the links are https. */
export const SAMPLE_VALUES: Record<VariableGroup, object> = {
  recipient: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' },
  event: {
    shortName: 'DP-1042',
    title: 'Advances in Heart Failure Management',
    date: 'Thursday, March 12, 2026',
    startTime: '6:30 PM',
    endTime: '8:30 PM',
    zone: 'US/Central',
    type: 'Live',
    topic: 'Heart failure',
    location: 'The Drake Hotel, Chicago, IL',
    replayUrl: 'https://events.example.com/replay/DP-1042',
  },
  attendee: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com', status: 'Registered' },
  fieldRep: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
  speakers: {
    names: 'Dr. Maria Chen, Dr. Samuel Ortiz',
    list: [{ name: 'Dr. Maria Chen' }, { name: 'Dr. Samuel Ortiz' }],
  },
  venue: { name: 'The Drake Hotel', address: '140 E Walton Pl', city: 'Chicago', state: 'IL', zipCode: '60611' },
  conference: { url: 'https://meet.example.com/j/123456789', details: 'Meeting ID 123 456 789, passcode 2026' },
  speaker: { firstName: 'Maria', lastName: 'Chen', email: 'maria.chen@example.com' },
  speakerUpdate: { changes: 'Phone, Mailing address', changedBy: 'Jordan Lee' },
  training: { name: 'Heart Failure Program 2026', dueDate: 'March 31, 2026', url: 'https://hive.example.com/training/program/12' },
  links: {
    unsubscribe: 'https://hive.example.com/unsubscribe/sample',
    // The same page as the unsubscribe (context.ts `rowLinks`).
    marketingOptOut: 'https://hive.example.com/unsubscribe/sample',
  },
  urls: { client: 'https://hive.example.com', server: 'https://api.hive.example.com' },
};
