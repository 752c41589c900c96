import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubViewport } from '../test-utils';
import { ServicesMenu } from './ServicesMenu';

beforeEach(() => stubViewport(1280));
afterEach(() => vi.unstubAllGlobals());

describe('Services menu', () => {
  it('lists the three services with their routes', async () => {
    renderAt(<ServicesMenu />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The panel is lazy: it arrives on first open.
    const menu = await screen.findByRole('menu', { name: 'Services' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => [i.querySelector('span > span')?.textContent, i.getAttribute('href')])).toEqual([
      ['Repair Services', '/repair-home'],
      ['Game Load Service', '/game-load-service'],
      ['Product Discount Request', '/product-discount-request'],
    ]);
  });

  it('is keyboard operable: arrows move, Escape closes and returns focus', async () => {
    renderAt(<ServicesMenu />);
    const button = screen.getByRole('button', { name: 'Services' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp on the button opens at the last entry', async () => {
    renderAt(<ServicesMenu />);
    const button = screen.getByRole('button', { name: 'Services' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Product Discount Request'));
  });

  it('choosing an entry closes the menu', async () => {
    renderAt(<ServicesMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    fireEvent.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0] as HTMLElement);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
