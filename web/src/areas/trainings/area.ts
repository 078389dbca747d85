import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

// Spec 002 §2.1. The programs list comes before the player's `:programId` so 'list' is never read as an id.
const routes: AppRoute[] = [
  {
    path: '/training/program/list',
    name: 'Trainings',
    login: true,
    layout: 'primary',
    permission: ['speaker_training', 'READ'],
    // Spec 002 §2.9: speaker users are sent to Training Management.
    redirect: ({ viewer }) => (viewer.role === 'SPEAKER' ? '/training/list' : null),
    screen: () => import('./routes/TrainingPrograms/TrainingProgramsRoute.tsx').then((m) => m.trainingProgramsRoute),
  },
  {
    path: '/training/program/:programId',
    name: 'Training',
    login: true,
    layout: 'primary',
    permission: ['speaker_training', 'READ'],
    backButton: true,
    screen: () => import('./routes/TrainingPlayer/TrainingPlayerRoute.tsx').then((m) => m.trainingPlayerRoute),
  },
  {
    path: '/training/list',
    name: 'Training Management',
    login: true,
    layout: 'primary',
    products: ['SPEAKER_PORTAL'],
    permission: ['speaker_training', 'READ'],
    // Spec 002 §2.1 and §6: field reps are excluded.
    excludeRoles: ['FIELD_REP'],
    sidebar: { label: 'Trainings', order: 13 },
    screen: () => import('./routes/TrainingList/TrainingListRoute.tsx').then((m) => m.trainingListRoute),
  },
];

/** Speaker trainings (spec 002 §2.8–2.9): Training Management, the Trainings (programs) list with its wizard, the video player. */
export const trainingsArea: WebArea = {
  name: 'trainings',
  routes,
  // These say the spec's words themselves: 'Failed to delete training program', 'Error deleting training completion
  // certificate', 'Failed to remove speaker training' / 'Failed to delete speaker training'.
  selfHandledOperations: ['useDeleteTrainingProgramMutation', 'useDeleteTrainingCertificateMutation', 'useUnassignTrainingMutation'],
  // The assign fields' and Manage existing's speaker lists: 'Failed to retrieve speakers', 'Failed to retrieve
  // existing speakers'.
  screenReportedFields: {
    AssignFieldsSpeakersQuery: 'trainingProgramSpeakers',
    AssignTrainingDialogAssignedQuery: 'trainingProgramSpeakers',
  },
};
