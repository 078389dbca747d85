import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { EmailDesignBlockInput, useDesignPreviewQuery } from '../../../../__generated__/useDesignPreviewQuery.graphql';

const previewQuery = graphql`
  query useDesignPreviewQuery($emailTemplateId: ID!, $design: EmailDesignInput!) {
    emailDesignPreview(emailTemplateId: $emailTemplateId, design: $design) {
      html
      error
    }
  }
`;

/** How long the blocks stay unchanged before the preview is asked for (typing in a block asks once, at a pause). */
export const PREVIEW_DELAY_MS = 400;

/** Designer V2's preview: the HTML the service renders for the blocks as they stand (as a save would render them),
 *  what a save would refuse, and whether an answer is pending. The saved rendering is shown, and nothing asked, while
 *  the blocks are the saved ones; a stale answer is dropped; a refusal keeps the last rendering beside its reason. */
export function useDesignPreview(
  emailTemplateId: string,
  blocks: readonly EmailDesignBlockInput[],
  saved: { html: string; same: boolean },
) {
  const environment = useRelayEnvironment();
  /** The last answer: the blocks it rendered (as JSON), the HTML last rendered, the refusal if this one was refused. */
  const [answer, setAnswer] = useState<{ design: string; html: string | null; error: string | null } | null>(null);
  const design = JSON.stringify(blocks);
  useEffect(() => {
    if (saved.same) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const variables = { emailTemplateId, design: { blocks: JSON.parse(design) as EmailDesignBlockInput[] } };
      fetchQuery<useDesignPreviewQuery>(environment, previewQuery, variables, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => {
            const found = data?.emailDesignPreview;
            if (current) setAnswer((last) => ({ design, html: found?.html ?? last?.html ?? null, error: found?.error ?? null }));
          },
          // The network layer has said what failed; the preview stays as it was.
          () => current && setAnswer((last) => ({ design, html: last?.html ?? null, error: null })),
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, emailTemplateId, design, saved.same]);
  if (saved.same) return { html: saved.html, error: null, pending: false };
  return { html: answer?.html ?? saved.html, error: answer?.error ?? null, pending: answer?.design !== design };
}
