import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Pagination } from './Pagination';

const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ });

describe('Pagination', () => {
  it('shows at most 5 page links around the current page', () => {
    renderWithTheme(<Pagination page={10} totalPages={40} onPageChange={() => {}} />);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['8', '9', '10', '11', '12']);
  });

  it('marks only the current page with aria-current', () => {
    renderWithTheme(<Pagination page={2} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('reports the chosen page, previous and next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={3} totalPages={8} onPageChange={onPageChange} label="Orders pages" />);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('does not report the current page again and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} totalPages={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('with hrefFor, pages are links to their addresses: a plain click reports the page without loading it', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(
      <Pagination page={4} totalPages={4} onPageChange={onPageChange} hrefFor={(n) => `?q=ps5&page=${n}`} />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?q=ps5&page=2');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('?q=ps5&page=3');
    // The last page: Next leads nowhere, and says so.
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.hasAttribute('href')).toBe(false);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[2]]);
  });

  it('with hrefFor, a click asking for a new tab is left to the browser', () => {
    const onPageChange = vi.fn();
    renderWithTheme(
      <Pagination page={1} totalPages={3} onPageChange={onPageChange} hrefFor={(n) => `?page=${n}`} />,
    );
    const link = screen.getByRole('link', { name: 'Page 3' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    renderWithTheme(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
