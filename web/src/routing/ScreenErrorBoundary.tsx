import { Component, lazy, Suspense, type ReactNode } from 'react';

// Fluent's MessageBar is not part of the first load (tests/bench/bundle-size.ts): its code is fetched as soon as a
// screen mounts, so it is there when a query fails; if even that fetch failed (the network is down), plain text.
const loadFailureView = () =>
  import('./ScreenLoadFailure.tsx').catch(() => ({
    ScreenLoadFailure: ({ message, onRetry }: { message: string; onRetry(): void }) => (
      <div role="alert">
        <strong>{message}</strong> Check your connection, then{' '}
        <button type="button" onClick={onRetry}>
          try again
        </button>
        .
      </div>
    ),
  }));
const ScreenLoadFailure = lazy(() => loadFailureView().then((m) => ({ default: m.ScreenLoadFailure })));

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

  componentDidMount() {
    void loadFailureView();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense>
        <ScreenLoadFailure message={this.props.message} onRetry={this.props.onRetry} />
      </Suspense>
    );
  }
}
