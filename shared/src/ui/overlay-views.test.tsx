import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';

/**
 * The views no first paint shows (an open modal, the confirmation dialogs, a toast) are a chunk
 * of their own (ADR 5). Each test takes fresh modules: the views are not loaded yet, as on a page
 * before the shopper's first press or key.
 */
async function freshModules() {
  vi.resetModules();
  const views = await import('./overlay-views');
  const { Sheet } = await import('./Sheet');
  const { ConfirmDialog } = await import('./ConfirmDialog');
  const { Toaster } = await import('./Toaster');
  const { toast } = await import('./toast');
  const { bus } = await import('../events/bus');
  await bus.ready();
  return { ...views, Sheet, ConfirmDialog, Toaster, toast };
}

function Harness({ Sheet }: { Sheet: typeof import('./Sheet').Sheet }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Profile">
        <input aria-label="Full Name" />
      </Sheet>
    </>
  );
}

describe('overlay views', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('a modal opened before its code arrived shows as soon as it does, with the focus inside', async () => {
    const { Sheet } = await freshModules();
    const user = userEvent.setup();
    renderWithTheme(<Harness Sheet={Sheet} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('once loaded, a modal opens in the same render', async () => {
    const { Sheet, loadOverlayViews } = await freshModules();
    await loadOverlayViews();
    renderWithTheme(
      <Sheet open onClose={() => {}} title="Order details">
        <p>Items</p>
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Order details' })).toBeTruthy();
  });

  it('loads the code once, however many views ask', async () => {
    const { loadOverlayViews } = await freshModules();
    const first = loadOverlayViews();
    const second = loadOverlayViews();
    await Promise.all([first, second]);
    await expect(loadOverlayViews()).resolves.toBeUndefined();
  });

  it('a closed dialog and an empty toaster render nothing of their own', async () => {
    const { ConfirmDialog, Toaster } = await freshModules();
    renderWithTheme(
      <>
        <ConfirmDialog
          open={false}
          title="Clear cart?"
          confirmLabel="Clear Cart"
          onConfirm={() => {}}
          onClose={() => {}}
        >
          <p>This removes 2 items.</p>
        </ConfirmDialog>
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' }).childElementCount).toBe(0);
  });

  it('a toast raised before the code arrived shows when it does', async () => {
    const { Toaster, toast } = await freshModules();
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Item added', 'PS5 Slim');
    });
    const item = await screen.findByRole('status');
    expect(item.textContent).toContain('Item added');
    expect(item.textContent).toContain('PS5 Slim');
  });
});
