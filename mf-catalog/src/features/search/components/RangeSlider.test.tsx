import { act, render, screen } from '@testing-library/react';
import { theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './RangeSlider';

// The slider's own chunk fails to load (a dropped connection after the page arrived).
vi.mock('./RangeSliderControl', () => {
  throw new Error('chunk failed');
});

describe('RangeSlider when its code cannot load', () => {
  it('keeps the placeholder in place and leaves the page standing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={theme}>
        <p>Filters</p>
        <RangeSlider
          label="Price range"
          min={0}
          max={100}
          step={1}
          value={[0, 100]}
          onChange={() => {}}
          formatValue={String}
          thumbLabels={['Minimum price', 'Maximum price']}
        />
      </ThemeProvider>,
    );
    await expect(import('./RangeSliderControl')).rejects.toThrow();
    // React renders what the failed import resolved to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('range-slider-placeholder')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByText('Filters')).toBeTruthy();
    spy.mockRestore();
  });
});
