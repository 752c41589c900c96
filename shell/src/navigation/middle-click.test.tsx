import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigateWithMiddleClick } from './middle-click';

afterEach(() => vi.unstubAllGlobals());

function Card() {
  const go = useNavigateWithMiddleClick();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the case under test is a non-link clickable card
    <div role="link" tabIndex={0} {...go.handlers('/product/ps5-slim')}>
      PS5 Slim
    </div>
  );
}

function renderCard() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Card />} />
        <Route path="/product/:slug" element={<h1>Product page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useNavigateWithMiddleClick', () => {
  it('a middle click opens the target in a new tab and stays', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderCard();
    fireEvent(screen.getByRole('link'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledWith('/product/ps5-slim', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('heading', { name: 'Product page' })).toBeNull();
  });

  it('Ctrl/Cmd + click also opens a new tab', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderCard();
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a plain click or Enter navigates in place', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderCard();
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('a right click (auxclick button 2) does nothing', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderCard();
    fireEvent(screen.getByRole('link'), new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(open).not.toHaveBeenCalled();
  });
});
