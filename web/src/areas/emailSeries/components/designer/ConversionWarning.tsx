import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** The warning of a designer opened on a template the other designer made (spec 002 §2.14). */
export function ConversionWarning({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>Made in the other designer</MessageBarTitle>
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
