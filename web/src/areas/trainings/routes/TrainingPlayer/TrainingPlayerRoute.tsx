import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { TrainingPlayerRouteQuery } from '../../../../__generated__/TrainingPlayerRouteQuery.graphql';
import { TRAINING_MESSAGES as M } from '../../../../../../api/src/areas/trainings/contract.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { MessagePage } from '../../../../shared/MessagePage.tsx';
import { TrainingVideoPlayer } from '../../components/TrainingVideoPlayer.tsx';
import { useSaveTrainingVideoProgressMutation } from '../../mutations/useSaveTrainingVideoProgressMutation.ts';

const query = graphql`
  query TrainingPlayerRouteQuery($programId: Int!, $speakerId: Int!, $asSpeaker: Boolean!) {
    viewer {
      role
      impersonating {
        speakerId
      }
    }
    trainingProgram(internalId: $programId) {
      programName
      video {
        name
        description
        durationInSeconds
        url
      }
    }
    speakerTrainingOfProgram(speakerInternalId: $speakerId, programInternalId: $programId) @include(if: $asSpeaker) {
      id
      completionDate
      videoStartedAt
      videoProgressDurationInSeconds
    }
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

function TrainingPlayerScreen({ queryRef }: RouteScreenProps<TrainingPlayerRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<TrainingPlayerRouteQuery>(query, queryRef);
  const [save] = useSaveTrainingVideoProgressMutation();
  const program = data.trainingProgram;
  if (!program?.video) return <MessagePage title={M.noVideo} />;
  const training = data.speakerTrainingOfProgram ?? null;
  // Progress is tracked only for a user with a speaker id and the training assigned (spec 002 §4).
  const speaker = data.viewer?.role === 'SPEAKER';
  return (
    <div className={styles.page}>
      <Text as="h1" size={600} weight="semibold">
        {program.programName}
      </Text>
      <TrainingVideoPlayer
        src={program.video.url}
        durationInSeconds={program.video.durationInSeconds}
        savedProgress={training?.videoProgressDurationInSeconds ?? 0}
        trackProgress={Boolean(training)}
        blockFastForward={speaker}
        impersonating={Boolean(data.viewer?.impersonating)}
        completed={Boolean(training?.completionDate)}
        started={Boolean(training?.videoStartedAt)}
        onStart={() =>
          training ? commitAsync(save, { input: { id: training.id, progressSeconds: 0, started: true } }) : Promise.resolve(false)
        }
        onSaveProgress={(seconds) =>
          training ? commitAsync(save, { input: { id: training.id, progressSeconds: seconds } }) : Promise.resolve(false)
        }
        onComplete={() =>
          training
            ? commitAsync(save, { input: { id: training.id, progressSeconds: program.video!.durationInSeconds, completed: true } })
            : Promise.resolve(false)
        }
      />
      <Text weight="semibold">{program.video.name}</Text>
      <Text className={styles.note}>{program.video.description}</Text>
    </div>
  );
}

export const trainingPlayerRoute = defineScreen<TrainingPlayerRouteQuery>({
  query,
  variables: ({ params, viewer }) => ({
    programId: Number(params.programId) || 0,
    speakerId: viewer.impersonating?.speakerId ?? viewer.speakerId ?? 0,
    asSpeaker: viewer.role === 'SPEAKER',
  }),
  loadError: 'No video found for this program',
  Component: TrainingPlayerScreen,
});
