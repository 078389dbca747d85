import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes with every load of the screen's query: a new load starts clean. */
  resetKey: string | number;
  /** What failed, in the screen's words (spec 000 §8: 'Failed to load events'). */
  message: string;
  /** Loads the screen's query again. */
  onRetry(): void;
  children: ReactNode;
}

/**
 * Catches a screen whose query failed without any data (network down, the BFF refusing the request),
 * so the shell stays usable: the screen's message with a Try again button instead of a blank page.
 * It is not keyed (a key would remount the screen, and lose its dialogs, on every reload of its query).
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean; resetKey: string | number }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string | number }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{this.props.message}</MessageBarTitle>
          Check your connection, then try again.
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={this.props.onRetry}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
}
