import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { ProfileCard } from './ProfileCard.tsx';

// The table's code (Fluent's table, tooltip and pager) loads with its query, after the profile's first screen: only the
// speaker portal shows the card, and the profile's first load stays within its budget (tests/bench/bundle-size.ts).
const TrainingRows = lazy(() => import('./TrainingRows.tsx').then((m) => ({ default: m.TrainingRows })));

/**
 * Eligible Topics (spec 001 §2 "Trainings card", speaker portal): columns Name, Topic, Expiration Date, Status, 5 rows a
 * page, 'No Records' when none; video trainings offer 'Watch Training' (/training/program/{programId}) and a completed
 * training with a certificate its download icon. Status: Expired past the program's expiration, else Complete,
 * Overdue or Pending (spec 001 §4).
 */
export function TrainingsCard({ speakerId }: { speakerId: number }) {
  return (
    <ProfileCard title="Eligible Topics">
      <Suspense fallback={<Spinner size="tiny" label="Loading trainings" />}>
        <TrainingRows speakerId={speakerId} />
      </Suspense>
    </ProfileCard>
  );
}
