import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { computePopoverPosition, Popover } from './Popover';

function Harness() {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={anchorRef}
        aria-expanded={open}
        aria-controls="offer"
        onClick={() => setOpen((v) => !v)}
      >
        Offers
      </button>
      <button type="button">Elsewhere</button>
      <Popover
        id="offer"
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={anchorRef}
        label="Special Offer!"
      >
        <p>Special Offer!</p>
        <button type="button" onClick={() => setOpen(false)}>
          Got it
        </button>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger with focus inside, and Escape closes it back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Offers' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside, and the trigger toggles it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Offers' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open while clicking inside it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Offers' }));
    await user.click(screen.getByText('Special Offer!', { selector: 'p' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('computePopoverPosition', () => {
  const anchor = { top: 100, bottom: 140, left: 300, right: 400, width: 100 };
  const panel = { width: 200, height: 150 };
  const viewport = { width: 1024, height: 768 };

  it('places below the anchor, aligned to its start or end', () => {
    expect(computePopoverPosition(anchor, panel, viewport, 'bottom-start')).toEqual({ top: 148, left: 300 });
    expect(computePopoverPosition(anchor, panel, viewport, 'bottom-end')).toEqual({ top: 148, left: 200 });
    expect(computePopoverPosition(anchor, panel, viewport, 'bottom')).toEqual({ top: 148, left: 250 });
  });

  it('flips above when there is no room below, and clamps to the viewport edge', () => {
    const low = { ...anchor, top: 700, bottom: 740 };
    expect(computePopoverPosition(low, panel, viewport, 'bottom-start').top).toBe(700 - 8 - 150);
    const right = { ...anchor, left: 950, right: 1020 };
    expect(computePopoverPosition(right, panel, viewport, 'bottom-start').left).toBe(1024 - 8 - 200);
  });
});
