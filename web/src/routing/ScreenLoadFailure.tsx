import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** What a screen shows when its query failed without any data: its message and Try again (ScreenErrorBoundary). */
export function ScreenLoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{message}</MessageBarTitle>
        Check your connection, then try again.
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>Try again</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
