import { notifyOutsideReact } from '../../app/toast.tsx';
import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';
import { routeId } from '../../shared/routeId.ts';

const routes: AppRoute[] = [
  {
    path: '/speakers/list',
    name: 'Speaker Management',
    login: true,
    layout: 'primary',
    products: ['HIVE', 'SPEAKER_PORTAL'],
    permission: ['speaker', 'READ'],
    excludeRoles: ['SPEAKER'],
    featureFlag: 'speakersEnabled',
    sidebar: { label: 'Speakers', order: 4 },
    // Spec 001 §2: a Speaker-role user opening the list goes to their own profile (the placeholder is filled there).
    redirect: ({ viewer }) => (viewer.role === 'SPEAKER' ? '/speaker/:speakerId' : null),
    screen: () => import('./routes/SpeakerList/SpeakerListRoute.tsx').then((m) => m.speakerListRoute),
  },
  {
    path: '/speakers/config',
    name: 'Speaker Profile Custom Fields',
    login: true,
    layout: 'primary',
    permission: ['speaker_profile_field', 'UPDATE'],
    allowedRoles: ['SYSTEM_ADMIN'],
    backButton: true,
    screen: () => import('./routes/SpeakerConfig/SpeakerConfigRoute.tsx').then((m) => m.speakerConfigRoute),
  },
  {
    path: '/speaker/add',
    name: 'Add Speaker',
    login: true,
    layout: 'primary',
    permission: ['speaker', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/SpeakerAdd/SpeakerAddRoute.tsx').then((m) => m.speakerAddRoute),
  },
  {
    path: '/speaker/:speakerId',
    name: 'Profile',
    login: true,
    layout: 'primary',
    permission: ['speaker', 'READ'],
    // The drawer offers Profile to speakers (their own); others reach a profile from the list.
    includeRoles: ['SPEAKER'],
    sidebar: { label: 'Profile', order: 1 },
    backButton: true,
    // Not an id in the address (`/speaker/abc`): one 'Speaker ID not found' and the list, no query that could only be
    // refused (it added the service's refusal as a second toast; issue 28 #20). The placeholder and a speaker's own
    // address are the guards' (ownSpeakerPath).
    redirect: ({ params, viewer }) => {
      if (routeId(params.speakerId) !== null || params.speakerId === ':speakerId' || viewer.role === 'SPEAKER') return null;
      notifyOutsideReact('error', 'Speaker ID not found');
      return '/speakers/list';
    },
    screen: () => import('./routes/SpeakerProfile/SpeakerProfileRoute.tsx').then((m) => m.speakerProfileRoute),
  },
  {
    path: '/speaker/:speakerId/events',
    name: 'Speaker Events',
    login: true,
    layout: 'primary',
    permission: ['event', 'READ'],
    backButton: true,
    screen: () => import('./routes/SpeakerEvents/SpeakerEventsRoute.tsx').then((m) => m.speakerEventsRoute),
  },
];

/** Speakers (spec 001 §2): the list, Add Speaker, the profile and a speaker's events. */
export const speakersArea: WebArea = {
  name: 'speakers',
  routes,
  // Inactivate and Reactivate say 'Failed to inactivate/reactivate the speaker' themselves.
  selfHandledOperations: ['useSetSpeakerActiveMutationsInactivateMutation', 'useSetSpeakerActiveMutationsReactivateMutation'],
  // The list shows 'Failed to load speakers' itself when its `speakers` field fails; Speaker Events shows the
  // service's refusal (a field rep assigned to none of the events) as its error state; the custom profile fields'
  // screen its load failure; the profile 'Failed to fetch custom fields' and its trainings card 'Failed to fetch
  // trainings' (spec 001 §8).
  screenReportedFields: {
    SpeakerListRouteQuery: 'speakers',
    SpeakersTableRefetchQuery: 'speakers',
    SpeakerEventsRouteQuery: 'speaker',
    SpeakerConfigRouteQuery: 'speakerProfileConfiguration',
    SpeakerProfileRouteQuery: 'speaker.customProfile',
    TrainingRowsQuery: 'speakerTrainings',
  },
};
