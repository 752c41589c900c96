import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme, setViewportWidth } from '../test-utils';
import { Drawer } from './Drawer';
import { Sheet } from './Sheet';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open profile
      </button>
      <Sheet
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Profile"
        description="Personal Information"
        footer={<button type="button">Save</button>}
      >
        <label>
          Full Name <input />
        </label>
      </Sheet>
    </>
  );
}

/** A confirm dialog whose confirmation removes the button that opened it. */
function EmptiesItsOpener() {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState(1);
  return (
    <main>
      <h1>Cart</h1>
      {items > 0 && (
        <button type="button" onClick={() => setOpen(true)}>
          Clear Cart
        </button>
      )}
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Clear cart?"
        footer={
          <button
            type="button"
            onClick={() => {
              setItems(0);
              setOpen(false);
            }}
          >
            Confirm
          </button>
        }
      />
    </main>
  );
}

async function openSheet() {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open profile' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Profile' }) };
}

describe('Sheet', () => {
  beforeEach(() => setViewportWidth(1024));

  it('is a centred dialog at 768 px and above', () => {
    setViewportWidth(768);
    renderWithTheme(
      <Sheet open onClose={() => {}} title="Order details">
        body
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Order details' });
    expect(dialog.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('is a bottom drawer below 768 px', () => {
    setViewportWidth(767);
    renderWithTheme(
      <Sheet open onClose={() => {}} title="Order details">
        body
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Order details' }).getAttribute('data-variant')).toBe('bottom');
  });

  it('renders into document.body, labelled and described by its headings', async () => {
    const { dialog } = await openSheet();
    expect(dialog.closest('[data-modal-root]')?.parentElement).toBe(document.body);
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Personal Information');
  });

  it('moves focus to the first control of its content', async () => {
    await openSheet();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
  });

  it('moves focus to the first field even when links or buttons come before it', async () => {
    renderWithTheme(
      <Sheet open onClose={() => {}} title="Login">
        <button type="button">Register instead</button>
        <a href="/reset-password">Forgot password?</a>
        <label>
          Email <input type="email" />
        </label>
      </Sheet>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("focuses the page's main heading when the opener is gone on close", async () => {
    const user = userEvent.setup();
    renderWithTheme(<EmptiesItsOpener />);
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cart' }));
    expect(screen.getByRole('heading', { name: 'Cart' }).getAttribute('tabindex')).toBe('-1');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openSheet();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click and on the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the panel', async () => {
    const { user } = await openSheet();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab(); // wraps to the first control (the close button)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true }); // and back around to the last one
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('locks page scroll and makes the page inert while open, and undoes both', async () => {
    const { user, opener } = await openSheet();
    const appRoot = opener.closest('body > div');
    expect(document.body.style.overflow).toBe('hidden');
    expect(appRoot?.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(appRoot?.hasAttribute('inert')).toBe(false);
  });

  it('renders nothing while closed', () => {
    renderWithTheme(
      <Sheet open={false} onClose={() => {}} title="Hidden">
        body
      </Sheet>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Drawer', () => {
  it('opens from the requested side with the same modal behaviour', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <Drawer open side="left" onClose={onClose} title="Shop catalog">
        <a href="/Consoles">Consoles</a>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Shop catalog' });
    expect(dialog.getAttribute('data-variant')).toBe('left');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Consoles' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes only the innermost of nested modals on Escape', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    renderWithTheme(
      <Drawer open side="right" onClose={outer} title="Account">
        <Sheet open onClose={inner} title="Change email">
          <input aria-label="New email" />
        </Sheet>
      </Drawer>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('New email'));
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
