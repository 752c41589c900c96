import { useLocation } from 'react-router-dom';
import { ErrorBox, type RemoteName, type RemoteRoutesModule, Spinner } from 'shared';
import styled from 'styled-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { sharedExportsMissing } from './shared-exports-guard';
import { useRemoteModule } from './use-remote-module';

const Centered = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 24px;
`;

const REMOTE_LABEL: Record<RemoteName, string> = {
  mf_catalog: 'catalogue',
  mf_checkout: 'checkout',
  mf_account: 'account',
  mf_services: 'services',
  mf_staff: 'staff console',
};

/**
 * A remote built from a newer tree than this shell, refused by the shared-exports guard: a
 * retry would fail the same way, a reload may fetch the newer shell.
 */
export const REFUSED_MESSAGE = (label: string) =>
  `The ${label} section has been updated and needs a newer version of this page. Please reload the page.`;

/**
 * A remote built from an older tree than this shell, without a page the shell's route table has
 * (a new page whose remote is not deployed yet): a retry or reload would not help until it is.
 */
export const MISSING_PAGE_MESSAGE = (label: string) =>
  `This page is not in the ${label} section yet. Please try again later.`;

/** Renders page `id` of a remote's `./routes` module, with loading and failure states. */
export function RemotePage({ remote, id }: { remote: RemoteName; id: string }) {
  const { state, retry } = useRemoteModule<RemoteRoutesModule>(remote, './routes');
  const { pathname } = useLocation();
  const unavailable = (onRetry: () => void) => (
    <Centered data-remote-error={remote}>
      <ErrorBox
        title="Something went wrong"
        message={`The ${REMOTE_LABEL[remote]} section is unavailable right now. Please try again.`}
        onRetry={onRetry}
      />
    </Centered>
  );

  if (state.status === 'loading') {
    return (
      <Centered>
        <Spinner label="Loading page" />
      </Centered>
    );
  }
  if (state.status === 'error' && sharedExportsMissing(state.error)) {
    return (
      <Centered data-remote-error={remote} data-remote-refused="shared-exports">
        <ErrorBox
          title="Something went wrong"
          message={REFUSED_MESSAGE(REMOTE_LABEL[remote])}
          onRetry={() => window.location.reload()}
          retryLabel="Reload page"
        />
      </Centered>
    );
  }
  if (state.status === 'error') return unavailable(retry);
  const Page = state.module.pages[id];
  if (!Page) {
    return (
      <Centered data-remote-error={remote} data-remote-refused="missing-page">
        <ErrorBox title="Not available yet" message={MISSING_PAGE_MESSAGE(REMOTE_LABEL[remote])} />
      </Centered>
    );
  }
  return (
    <RemoteErrorBoundary resetKey={pathname} fallback={(_error, reset) => unavailable(reset)}>
      <Page />
    </RemoteErrorBoundary>
  );
}
