import { Component, type ReactNode } from 'react';

/** One block, one boundary: a block that throws shows nothing (and logs); the page stands. */
export class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Block "${this.props.type}" failed to render:`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
