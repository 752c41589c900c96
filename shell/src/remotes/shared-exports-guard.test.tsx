import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutesModule } from 'shared';
import { renderApp } from 'shared/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './load-remote';
import { RemotePage } from './RemotePage';
import { RemoteWidget } from './RemoteWidget';
import {
  SharedExportsMissingError,
  type SharedModuleReader,
  sharedExportsGuard,
} from './shared-exports-guard';

type Hook = (args: unknown) => Promise<unknown>;

/** The guard as the federation runtime drives it: manifest first, then the expose. */
function guardWith(read: SharedModuleReader) {
  const plugin = sharedExportsGuard(read) as unknown as Record<'afterLoadManifest' | 'beforeGetExpose', Hook>;
  return {
    manifest: (name: string, needed?: Record<string, string[]>) =>
      plugin.afterLoadManifest({
        moduleInfo: { name },
        manifestJson: {
          name,
          metaData: needed ? { sharedExportsNeeded: needed } : {},
          shared: [],
          exposes: [],
        },
      }),
    getExpose: (name: string) => plugin.beforeGetExpose({ moduleInfo: { name }, expose: './routes' }),
  };
}

// What the shell's singletons look like at runtime: a tree-shaken copy has only the kept exports.
const shellCopies: Record<string, object> = {
  shared: { Button: () => null, ErrorBox: () => null },
  'react-router-dom': { Link: () => null, useParams: () => ({}) },
};
const read: SharedModuleReader = async (pkg) => shellCopies[pkg];

describe('sharedExportsGuard', () => {
  it('lets a remote load when the shell has every export it needs', async () => {
    const guard = guardWith(read);
    await guard.manifest('mf_catalog', { shared: ['Button'], 'react-router-dom': ['Link', 'useParams'] });
    await expect(guard.getExpose('mf_catalog')).resolves.toBeUndefined();
  });

  it('refuses a remote needing an export the shell lacks, naming each one, before its code runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const guard = guardWith(read);
    await guard.manifest('mf_account', { shared: ['Button', 'Stepper'], 'react-router-dom': ['useBlocker'] });
    const refusal = guard.getExpose('mf_account');
    await expect(refusal).rejects.toBeInstanceOf(SharedExportsMissingError);
    await expect(refusal).rejects.toMatchObject({
      remote: 'mf_account',
      missing: { shared: ['Stepper'], 'react-router-dom': ['useBlocker'] },
      message: expect.stringContaining('shared: Stepper; react-router-dom: useBlocker'),
    });
  });

  it('loads a remote built before the record as before, and follows a redeployed manifest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const guard = guardWith(read);
    await guard.manifest('mf_services');
    await expect(guard.getExpose('mf_services')).resolves.toBeUndefined();

    await guard.manifest('mf_services', { shared: ['Stepper'] });
    await expect(guard.getExpose('mf_services')).rejects.toBeInstanceOf(SharedExportsMissingError);
    await guard.manifest('mf_services', { shared: ['ErrorBox'] });
    await expect(guard.getExpose('mf_services')).resolves.toBeUndefined();
  });
});

// The federation runtime cannot fetch a remote in a unit test; its loader is the boundary.
vi.mock('./load-remote', () => ({ loadRemoteModule: vi.fn(), onRemoteRecovered: () => () => {} }));

afterEach(() => {
  vi.mocked(loadRemoteModule).mockReset();
  vi.restoreAllMocks();
});

describe('a refused remote in the page', () => {
  it('shows its error box with the reason and a reload, never a blank slot', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(
      new SharedExportsMissingError('mf_checkout', { shared: ['Stepper'] }),
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderApp(<RemotePage remote="mf_checkout" id="cart" />, { route: '/cart' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The checkout section has been updated and needs a newer version of this page. Please reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the plain retry for any other failure', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('remote down'));
    vi.mocked(loadRemoteModule).mockResolvedValueOnce({
      pages: { cart: () => <h1>Your cart</h1> },
    } as RemoteRoutesModule);
    renderApp(<RemotePage remote="mf_checkout" id="cart" />, { route: '/cart' });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The checkout section is unavailable right now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { name: 'Your cart' })).textContent).toBe('Your cart');
  });

  it('says a page its (older) remote does not have yet is not available, without a retry', async () => {
    vi.mocked(loadRemoteModule).mockResolvedValueOnce({
      pages: { cart: () => <h1>Your cart</h1> },
    } as RemoteRoutesModule);
    renderApp(<RemotePage remote="mf_catalog" id="compare" />, { route: '/compare' });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page is not in the catalogue section yet. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a widget refusal in the widget slot', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(
      new SharedExportsMissingError('mf_services', { shared: ['Stepper'] }),
    );
    renderApp(<RemoteWidget remote="mf_services" module="./HomePromos" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This section has been updated and needs a newer version of this page. Please reload the page.',
    );
  });
});
