import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { EmailTriggerInput, emailPreviewQuery } from '../../../../__generated__/emailPreviewQuery.graphql';
import { errorMessage } from '../../../../relay/environment.ts';

/** Spec 002 §8: a preview that fails says 'Error: {error}', by default this. */
export const PREVIEW_FAILED = 'Cannot generate this email preview.';

const previewQuery = graphql`
  query emailPreviewQuery($input: EmailTriggerInput!) {
    emailPreview(input: $input) {
      success
      previewHtml
      subject
      to
      error
    }
  }
`;

/** A preview as the screen shows it: the message, or why there is none. */
export type EmailPreview = { html: string; subject: string; to: readonly string[] } | { error: string };

/** The message a send would send now (always asked of the server: the records it reads change). */
export async function fetchEmailPreview(environment: Environment, input: EmailTriggerInput): Promise<EmailPreview> {
  try {
    const data = await fetchQuery<emailPreviewQuery>(environment, previewQuery, { input }, { fetchPolicy: 'network-only' }).toPromise();
    const preview = data?.emailPreview;
    if (!preview?.success || preview.previewHtml == null) return { error: `Error: ${preview?.error || PREVIEW_FAILED}` };
    return { html: preview.previewHtml, subject: preview.subject ?? '', to: preview.to };
  } catch (error) {
    return { error: `Error: ${errorMessage(error, PREVIEW_FAILED)}` };
  }
}
