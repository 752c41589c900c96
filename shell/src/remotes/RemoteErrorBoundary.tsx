import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error; `reset` re-mounts them. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** When this value changes (e.g. the route), a previous error is cleared. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Contains a failing remote: its slot shows an error box, the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('A remote failed to render', error);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
