import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, usePageTitle } from '@book/shared-ui';
import { incompatibleCore } from './incompatible-core';

export interface RemoteErrorBoundaryProps {
  /** Shown in the message, e.g. "The reader pages". */
  label: string;
  remote: string;
  /** `automatic`: asked by `retriesAfter`, not by the Retry button. */
  onRetry: (options: { automatic: boolean }) => Promise<void> | void;
  /** Whether a caught error is retried at once, without a click (the slot decides). */
  retriesAfter?: (error: Error) => boolean;
  /** A change (another page) clears a caught error. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  retrying: boolean;
}

/**
 * Keeps a remote that cannot be loaded (server down, bad URL, built for a newer core major than the shell's) or that
 * throws while rendering inside its slot: a clear message and a Retry button, while the navbar and the other remote
 * keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    const core = incompatibleCore(error);
    if (core)
      console.error(
        `Remote ${this.props.remote} needs @book/core ${core.required}, but this page runs ${core.provided}: showing its fallback`,
        error,
      );
    else console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
    if (this.props.retriesAfter?.(error)) void this.retry(true);
  }

  componentDidUpdate(prev: RemoteErrorBoundaryProps): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = async (automatic: boolean) => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry({ automatic });
    } finally {
      this.setState({ retrying: false, error: null });
    }
  };

  render() {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="shell-remote-error" role="alert" data-remote-error={this.props.remote}>
        <svg className="shell-remote-error__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3l10 18H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 10v4M12 17.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <RemoteErrorMessage label={this.props.label} error={error} />
        <Button onClick={() => void this.retry(false)} busy={retrying} busyLabel="Retrying...">
          Retry
        </Button>
      </div>
    );
  }
}

function RemoteErrorMessage({ label, error }: { label: string; error: Error }) {
  const core = incompatibleCore(error);
  // The page this remote should have shown is this message: the tab and the announcement say so.
  usePageTitle(core ? `${label} needs a newer version` : `${label} could not be loaded`);
  if (core) {
    return (
      <>
        <h2>{label} needs a newer version of BookNook</h2>
        <p>
          It was released for a newer core (it needs {core.required}; this site runs {core.provided}), so it stays off
          until the site is updated. The rest of the site keeps working.
        </p>
      </>
    );
  }
  return (
    <>
      <h2>{label} could not be loaded</h2>
      <p>
        This part of BookNook is unavailable right now. The rest of the site keeps working; please try again in a
        moment.
      </p>
    </>
  );
}
