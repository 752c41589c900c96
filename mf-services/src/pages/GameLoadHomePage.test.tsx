import { screen } from '@testing-library/react';
import { renderApp } from 'shared/test-utils';
import { describe, expect, it } from 'vitest';
import { GAME_LOAD_OWNERSHIP_NOTE } from '../features/game-load/lib/landing-content';
import { GameLoadHomePage } from './GameLoadHomePage';

describe('game load landing (docs/product.md#game-loading)', () => {
  it('says games are loaded only from copies the shopper owns', () => {
    renderApp(<GameLoadHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Game Load Service' })).toBeTruthy();
    expect(GAME_LOAD_OWNERSHIP_NOTE).toBe(
      'We load only games you own: from your own discs or from purchases on your own PlayStation account. We do not supply or copy games.',
    );
    expect(screen.getByText(GAME_LOAD_OWNERSHIP_NOTE)).toBeTruthy();
    expect(document.body.textContent).toContain('Only games you own, installed from your discs or account');
    expect(document.body.textContent).not.toContain('Authentic game files');
  });
});
