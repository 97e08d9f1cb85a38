import { Component, type ReactNode } from 'react';
import { Button } from '@marketplace/shared';

interface State {
  failed: boolean;
}

/**
 * A page whose chunk could not be downloaded (offline, a deploy in between) shows why and a way out,
 * in the main area only: the navigation and footer keep working. React keeps a failed lazy import,
 * so trying again means loading the page afresh.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="boot-failure" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your connection and try again.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    );
  }
}
