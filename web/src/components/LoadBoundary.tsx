import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of children whose data could not be loaded (a query that threw while
 * rendering: network, server), so a failed load is a message with a way back, not the whole-page error.
 * To try again, give the boundary a new `key` with the retry: it starts over with the children.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
