import { Field, makeStyles, ProgressBar, Text } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceRedirectRouteQuery } from '../../../__generated__/ResourceRedirectRouteQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import type { RouteScreen, RouteScreenProps } from '../../../routing/types.ts';
import { downloadFile } from '../../../shared/downloadFile.ts';

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
  const notify = useNotify();
  const started = useRef(false);
  const resources = data.viewer?.role === 'SPEAKER' ? '/resource/:speakerId' : '/admin-resources';
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      notify('error', message);
      navigate(resources, { replace: true });
    };
    if (!queryRef.variables.valid) return fail(M.invalidEventId);
    if (!data.event) return fail(M.eventNotFound);
    if (!data.event.topic) return fail(M.topicNotFound);
    const deck = data.event.topic.slideDeck;
    if (!deck) return fail(M.slideDeckFailed);
    downloadFile(deck.downloadUrl, deck.fileName).then(
      () => {
        notify('success', M.slideDeckDownloaded);
        navigate(resources, { replace: true });
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

export const resourceRedirectRoute: RouteScreen<ResourceRedirectRouteQuery> = {
  query,
  variables: ({ params }) => {
    const id = Number(params.eventId);
    const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
    return { eventId: valid ? id : 0, valid };
  },
  Component: ResourceRedirect,
};
