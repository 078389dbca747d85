import { Field, makeStyles, ProgressBar, Text } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useNavigation } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceRedirectRouteQuery } from '../../../__generated__/ResourceRedirectRouteQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { defineScreen } from '../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../routing/types.ts';
import { downloadFile } from '../../../shared/downloadFile.ts';
import { routeId } from '../../../shared/routeId.ts';

const query = graphql`
  query ResourceRedirectRouteQuery($eventId: Int!, $valid: Boolean!) {
    viewer {
      role
    }
    event(internalId: $eventId) @include(if: $valid) {
      topic {
        name
        slideDeck {
          fileName
          downloadUrl
        }
      }
    }
  }
`;

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '480px' } });

/** The resource download redirect (spec 002 §2.7): a progress bar while the event's topic slide deck downloads;
 *  then, or on any failure (with the spec's text), Resources. */
function ResourceRedirect({ queryRef }: RouteScreenProps<ResourceRedirectRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<ResourceRedirectRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const notify = useNotify();
  const started = useRef(false);
  // Whether the person is still here with no navigation of their own on its way: the download ends in Resources only
  // then (written while they navigate elsewhere, the address would cancel their navigation or pull them back).
  const idle = useRef(true);
  useEffect(() => void (idle.current = navigation.state === 'idle'), [navigation.state]);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const stays = () => mounted.current && idle.current;
  const resources = data.viewer?.role === 'SPEAKER' ? '/resource/:speakerId' : '/admin-resources';
  useEffect(() => {
    if (started.current || !stays()) return;
    started.current = true;
    const leave = () => {
      if (stays()) void navigate(resources, { replace: true });
    };
    const fail = (message: string) => {
      notify('error', message);
      leave();
    };
    if (!queryRef.variables.valid) return fail(M.invalidEventId);
    if (!data.event) return fail(M.eventNotFound);
    if (!data.event.topic) return fail(M.topicNotFound);
    const deck = data.event.topic.slideDeck;
    if (!deck) return fail(M.slideDeckFailed);
    downloadFile(deck.downloadUrl, deck.fileName).then(
      () => {
        notify('success', M.slideDeckDownloaded);
        leave();
      },
      () => fail(M.slideDeckFailed),
    );
  });
  return (
    <section className={styles.page} aria-label="Resource Download">
      <Field validationMessage="Downloading the slide deck…" validationState="none">
        <ProgressBar aria-label="Downloading the slide deck" />
      </Field>
      <Text>{data.event?.topic?.name ?? ''}</Text>
    </section>
  );
}

export const resourceRedirectRoute = defineScreen<ResourceRedirectRouteQuery>({
  query,
  variables: ({ params }) => {
    const id = routeId(params.eventId);
    return { eventId: id ?? 0, valid: id !== null };
  },
  Component: ResourceRedirect,
});
