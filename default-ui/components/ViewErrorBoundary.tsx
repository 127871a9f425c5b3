import { Component, type ReactNode } from 'react';

/** Props of the view error boundary. */
export interface ViewErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the view when it fails to load or render. */
  fallback: ReactNode;
}

/**
 * Keeps the modal usable when a view fails: a lazy chunk that cannot be fetched (offline, a deploy
 * removed it) or a render error shows the fallback inside the frame, so close and back still work.
 * Keyed by view name by its parent, so moving to another view starts clean.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
