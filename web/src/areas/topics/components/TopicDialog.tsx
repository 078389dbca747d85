import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { TopicDialog_topic$key } from '../../../__generated__/TopicDialog_topic.graphql';
import type { TopicDialogSlideDeckQuery } from '../../../__generated__/TopicDialogSlideDeckQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { DownloadError, downloadFile } from '../../../shared/downloadFile.ts';
import { SLIDE_DECK_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';

const slideDeckQuery = graphql`
  query TopicDialogSlideDeckQuery($id: ID!) {
    node(id: $id) {
      ... on Topic {
        slideDeck {
          fileName
          downloadUrl
        }
      }
    }
  }
`;

/** The topic of an event row, with its slide deck to download (spec 000 §2.4, messages of §8). */
export function TopicDialog({ topic: topicKey, onClose }: { topic: TopicDialog_topic$key | null; onClose(): void }) {
  const topic = useFragment(
    graphql`
      fragment TopicDialog_topic on Topic {
        id
        name
        description
      }
    `,
    topicKey,
  );
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function downloadDeck(id: string) {
    setBusy(true);
    try {
      const data = await fetchQuery<TopicDialogSlideDeckQuery>(
        environment,
        slideDeckQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const deck = data?.node?.slideDeck;
      if (!deck) return notify('error', M.noneForTopic);
      await downloadFile(deck.downloadUrl, deck.fileName);
    } catch (error) {
      notify('error', error instanceof DownloadError && error.status === 404 ? M.none : M.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!topic} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '1000px' }}>
        <DialogBody>
          <DialogTitle>{topic?.name}</DialogTitle>
          <DialogContent>
            <Text>{topic?.description}</Text>
          </DialogContent>
          <DialogActions>
            <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => topic && void downloadDeck(topic.id)}>
              Download slide deck
            </Button>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
