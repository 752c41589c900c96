import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { isSliderKey, keyedSliderValue } from '../lib/spec-slider';

export interface RangeSliderProps {
  /** Accessible name of the whole control, e.g. 'Price range'. */
  label: string;
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** Called when a drag ends or a key changes the value. */
  onCommit?: (value: [number, number]) => void;
  /** Spoken value of a thumb, e.g. '₹1,000.00' or '16 GB'. */
  formatValue: (value: number) => string;
  /** Names of the two thumbs, e.g. 'Minimum price' / 'Maximum price'. */
  thumbLabels: readonly [string, string];
  disabled?: boolean;
  /**
   * The only values a thumb can take (ascending). With them the keys move a thumb from value to
   * value (an arrow to the next one, PageUp/PageDown several, Home/End to the ends) instead of
   * by `step`, which a snap to uneven values would round back to where it was.
   */
  stops?: readonly number[];
}

/** Two-thumb range slider (Radix: pointer, touch and keyboard, role="slider" thumbs); load through `RangeSlider`. */
export function RangeSliderControl({
  label,
  min,
  max,
  step,
  value,
  onChange,
  onCommit,
  formatValue,
  thumbLabels,
  disabled,
  stops,
}: RangeSliderProps) {
  const onThumbKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!stops || stops.length === 0 || !isSliderKey(event.key)) return;
    // Handled here: Radix's own key handling (on the root) skips a prevented event.
    event.preventDefault();
    const bounds: [number, number] =
      thumb === 0 ? [stops[0] as number, value[1]] : [value[0], stops[stops.length - 1] as number];
    const next = keyedSliderValue(stops, value[thumb], event.key, bounds, event.shiftKey);
    if (next === value[thumb]) return;
    const moved: [number, number] = thumb === 0 ? [next, value[1]] : [value[0], next];
    onChange(moved);
    onCommit?.(moved);
  };
  return (
    <Root
      aria-label={label}
      min={min}
      max={max}
      step={step}
      value={[value[0], value[1]]}
      minStepsBetweenThumbs={0}
      disabled={disabled}
      onValueChange={(v) => onChange([v[0] ?? min, v[1] ?? max])}
      onValueCommit={(v) => onCommit?.([v[0] ?? min, v[1] ?? max])}
    >
      <Track>
        <Range />
      </Track>
      <Thumb
        aria-label={thumbLabels[0]}
        aria-valuetext={formatValue(value[0])}
        onKeyDown={onThumbKeyDown(0)}
      />
      <Thumb
        aria-label={thumbLabels[1]}
        aria-valuetext={formatValue(value[1])}
        onKeyDown={onThumbKeyDown(1)}
      />
    </Root>
  );
}

const Root = styled(Slider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: 28px;
  touch-action: none;
  user-select: none;
  &[data-disabled] { opacity: 0.5; }
`;

const Track = styled(Slider.Track)`
  position: relative;
  flex: 1;
  height: 4px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.border};
`;

const Range = styled(Slider.Range)`
  position: absolute;
  height: 100%;
  border-radius: inherit;
  background: ${(p) => p.theme.colors.primary};
`;

const Thumb = styled(Slider.Thumb)`
  position: relative;
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.text};
  border: 2px solid ${(p) => p.theme.colors.primary};
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: grab;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 3px;
  }
  /* A 44 px touch target around the visible 20 px thumb. */
  &::after {
    content: '';
    position: absolute;
    inset: -12px;
  }
`;
