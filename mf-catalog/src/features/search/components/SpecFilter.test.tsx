import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { SpecFilterDefinition } from 'shared/contracts';
import { renderWithTheme } from 'shared/test-utils';
import { describe, expect, it } from 'vitest';
import type { NumericRange } from '../lib/search-params';
import { SpecFilter } from './SpecFilter';

const VRAM: SpecFilterDefinition = {
  key: 'vram_gb',
  displayName: 'Video Memory',
  filterType: 'numeric-slider',
  unit: 'GB',
  options: [6, 8, 12, 16, 24],
};

/** The spec filter over state standing in for the URL (spec_{key}_min / _max). */
function Harness({ spec, onCommit }: { spec: SpecFilterDefinition; onCommit: (r: NumericRange) => void }) {
  const [range, setRange] = useState<NumericRange>({ min: null, max: null });
  return (
    <SpecFilter
      spec={spec}
      selected={[]}
      range={range}
      onValuesChange={() => {}}
      onRangeChange={(r) => {
        onCommit(r);
        setRange(r);
      }}
    />
  );
}

async function sliders(spec = VRAM) {
  const commits: NumericRange[] = [];
  renderWithTheme(<Harness spec={spec} onCommit={(r) => commits.push(r)} />);
  const minimum = await screen.findByRole('slider', { name: `Minimum ${spec.displayName}` });
  const maximum = screen.getByRole('slider', { name: `Maximum ${spec.displayName}` });
  return { minimum, maximum, commits };
}

const now = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

describe('SpecFilter slider keys', () => {
  it('moves the minimum to each next available value with ArrowRight (6 -> 8 -> 12 -> 16)', async () => {
    const { minimum, commits } = await sliders();
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      fireEvent.keyDown(minimum, { key: 'ArrowRight' });
      seen.push(now(minimum));
    }
    expect(seen).toEqual([8, 12, 16]);
    expect(minimum.getAttribute('aria-valuetext')).toBe('16 GB');
    // Each press is applied (the URL changes as a key press ends).
    expect(commits).toEqual([
      { min: 8, max: null },
      { min: 12, max: null },
      { min: 16, max: null },
    ]);
  });

  it('moves the maximum down with ArrowLeft and never past the minimum', async () => {
    const { minimum, maximum } = await sliders();
    fireEvent.keyDown(maximum, { key: 'ArrowLeft' });
    expect(now(maximum)).toBe(16);
    fireEvent.keyDown(minimum, { key: 'End' });
    expect(now(minimum)).toBe(16);
    fireEvent.keyDown(maximum, { key: 'ArrowLeft' });
    expect(now(maximum)).toBe(16);
    fireEvent.keyDown(minimum, { key: 'Home' });
    expect(now(minimum)).toBe(6);
  });

  it('jumps several values with PageUp / PageDown', async () => {
    const { minimum, maximum } = await sliders();
    fireEvent.keyDown(minimum, { key: 'PageUp' });
    expect(now(minimum)).toBe(12);
    fireEvent.keyDown(maximum, { key: 'PageDown' });
    expect(now(maximum)).toBe(12);
  });
});
