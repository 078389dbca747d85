import { makeStyles, Skeleton, SkeletonItem, Text } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SpeakerConfigRouteQuery } from '../../../../__generated__/SpeakerConfigRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { ProfileConfigForm } from '../../components/config/ProfileConfigForm.tsx';

const query = graphql`
  query SpeakerConfigRouteQuery {
    speakerProfileConfiguration {
      ...ProfileConfigForm_groups
    }
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  loading: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { height: '160px' },
});

function SpeakerConfigScreen({ queryRef }: RouteScreenProps<SpeakerConfigRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<SpeakerConfigRouteQuery>(query, queryRef);
  return (
    <div className={styles.page}>
      {data.speakerProfileConfiguration ? (
        <ProfileConfigForm groups={data.speakerProfileConfiguration} />
      ) : (
        <Text role="alert">Failed to load the custom profile fields</Text>
      )}
    </div>
  );
}

function SpeakerConfigLoading() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.loading} aria-label="Loading the custom profile fields">
      <SkeletonItem size={32} />
      <SkeletonItem className={styles.card} />
      <SkeletonItem className={styles.card} />
    </Skeleton>
  );
}

/** Speaker Profile Custom Fields (spec 001 §2, /speakers/config; the app bar shows the name): the system admin's
 *  configuration of the profile's custom groups and fields. */
export const speakerConfigRoute = defineScreen<SpeakerConfigRouteQuery>({
  query,
  variables: () => ({}),
  Loading: SpeakerConfigLoading,
  loadError: 'Failed to load the custom profile fields',
  Component: SpeakerConfigScreen,
});
