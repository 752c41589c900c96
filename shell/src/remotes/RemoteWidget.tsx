import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { ErrorBox, type RemoteName, type RemoteWidgetModule } from 'shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { sharedExportsMissing } from './shared-exports-guard';
import { useRemoteModule } from './use-remote-module';

interface RemoteWidgetProps<P extends object> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** Reserved size while loading, so the widget's arrival does not shift the layout. */
  placeholderStyle?: CSSProperties;
  /** Compact widgets (header buttons) render nothing on failure instead of an error box. */
  quietOnError?: boolean;
  /** Shown while the module loads and, with quietOnError, when it fails (e.g. a text line). */
  fallback?: ReactNode;
}

/** Renders a widget exposed by a remote inside the shell's React tree. */
export function RemoteWidget<P extends object>({
  remote,
  module,
  props,
  placeholderStyle,
  quietOnError = false,
  fallback,
}: RemoteWidgetProps<P>) {
  const { state, retry } = useRemoteModule<RemoteWidgetModule<P>>(remote, module);
  const failed = (onRetry: () => void) =>
    quietOnError ? (
      (fallback ?? null)
    ) : (
      <div data-remote-error={remote} style={placeholderStyle}>
        <ErrorBox title="Unavailable" message="This section could not be loaded." onRetry={onRetry} />
      </div>
    );

  if (state.status === 'loading')
    return fallback === undefined ? <div aria-busy="true" style={placeholderStyle} /> : fallback;
  if (state.status === 'error' && sharedExportsMissing(state.error) && !quietOnError) {
    // Built from a newer tree than this shell: a retry fails the same way, a reload may not.
    return (
      <div data-remote-error={remote} data-remote-refused="shared-exports" style={placeholderStyle}>
        <ErrorBox
          title="Unavailable"
          message="This section has been updated and needs a newer version of this page. Please reload the page."
          onRetry={() => window.location.reload()}
          retryLabel="Reload page"
        />
      </div>
    );
  }
  if (state.status === 'error') return failed(retry);
  const Widget = state.module.default as ComponentType<P>;
  return (
    <RemoteErrorBoundary fallback={(_e, reset) => failed(reset)}>
      <Widget {...(props as P)} />
    </RemoteErrorBoundary>
  );
}
