import { Component, type ComponentType, type ReactNode } from 'react';
import { useRemoteNavWidgets } from '../remotes/remote-nav';
import type { RemoteName } from '../remotes/remote-registry';

/** Keeps a widget that throws out of the navbar: it is left out (and logged), the navbar stays. */
class WidgetBoundary extends Component<{ remote: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(`A navbar widget of ${this.props.remote} failed`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The components a remote adds to the signed-in navbar (its nav module's `navWidgets`), each in its own error
 * boundary; none until they load, and none when the remote is down.
 */
export function NavWidgets({ remote }: { remote: RemoteName }) {
  const widgets = useRemoteNavWidgets(remote);
  if (widgets.length === 0) return null;
  return (
    <>
      {widgets.map((Widget: ComponentType, index) => (
        <WidgetBoundary key={index} remote={remote}>
          <Widget />
        </WidgetBoundary>
      ))}
    </>
  );
}
