import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedSliderValue, pageJump, type SliderKey, sliderStep, snapToValue } from './spec-slider';

// What /search?q=graphics offers (seed): the video memory and TDP sliders of the audit.
const VRAM = [6, 8, 12, 16, 24];
const TDP = [70, 115, 160, 200, 220, 285, 320, 355];

const press = (values: number[], from: number, key: SliderKey, times: number, bounds?: [number, number]) => {
  const seen: number[] = [];
  let v = from;
  for (let i = 0; i < times; i++) {
    v = keyedSliderValue(values, v, key, bounds ?? [values[0] as number, values.at(-1) as number]);
    seen.push(v);
  }
  return seen;
};

describe('spec slider keys: each press reaches the next available value', () => {
  it('walks the audit cases that got stuck (6 -> 8 -> 8, 24 stays, 70 -> 115 -> 115)', () => {
    // The old behaviour: a step of the smallest gap, then the snap rounds it back.
    expect(snapToValue(VRAM, 8 + sliderStep(VRAM))).toBe(8);
    expect(press(VRAM, 6, 'ArrowRight', 5)).toEqual([8, 12, 16, 24, 24]);
    expect(press(VRAM, 24, 'ArrowLeft', 5)).toEqual([16, 12, 8, 6, 6]);
    expect(press(TDP, 70, 'ArrowRight', 3)).toEqual([115, 160, 200]);
    expect(press(TDP, 70, 'ArrowUp', 1)).toEqual([115]);
    expect(press(TDP, 355, 'ArrowDown', 2)).toEqual([320, 285]);
  });

  it('stops at the other thumb: the thumbs never cross', () => {
    // Minimum thumb with the maximum at 12; maximum thumb with the minimum at 12.
    expect(press(VRAM, 6, 'ArrowRight', 4, [6, 12])).toEqual([8, 12, 12, 12]);
    expect(press(VRAM, 24, 'ArrowLeft', 4, [12, 24])).toEqual([16, 12, 12, 12]);
    expect(keyedSliderValue(VRAM, 8, 'End', [6, 12])).toBe(12);
    expect(keyedSliderValue(VRAM, 16, 'Home', [12, 24])).toBe(12);
  });

  it('Home and End go to the ends, PageUp and PageDown skip several values', () => {
    expect(keyedSliderValue(TDP, 200, 'Home', [70, 355])).toBe(70);
    expect(keyedSliderValue(TDP, 200, 'End', [70, 355])).toBe(355);
    expect(pageJump(TDP.length)).toBe(2);
    expect(keyedSliderValue(TDP, 70, 'PageUp', [70, 355])).toBe(160);
    expect(keyedSliderValue(TDP, 355, 'PageDown', [70, 355])).toBe(285);
    expect(keyedSliderValue(TDP, 70, 'ArrowRight', [70, 355], true)).toBe(160);
    expect(keyedSliderValue(TDP, 320, 'PageUp', [70, 355])).toBe(355);
  });
});

/** Ascending distinct values, as numericOptions makes them (integers and one-decimal values). */
const valuesArb = fc
  .uniqueArray(
    fc.oneof(
      fc.integer({ min: -50, max: 5000 }),
      fc.integer({ min: 0, max: 500 }).map((n) => n / 10),
    ),
    {
      minLength: 3,
      maxLength: 40,
    },
  )
  .map((vs) => [...new Set(vs)].sort((a, b) => a - b))
  .filter((vs) => vs.length >= 3);

/** Values, the thumb's position among them and the bounds the other thumb leaves it. */
const caseArb = valuesArb.chain((values) =>
  fc
    .tuple(
      fc.nat({ max: values.length - 1 }),
      fc.nat({ max: values.length - 1 }),
      fc.nat({ max: values.length - 1 }),
      fc.boolean(),
    )
    .map(([a, b, c, isMax]) => {
      const [lo, mid, hi] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
      const bounds: [number, number] = isMax
        ? [values[lo] as number, values.at(-1) as number]
        : [values[0] as number, values[hi] as number];
      const at = isMax ? Math.max(lo, mid) : Math.min(mid, hi);
      return { values, current: values[at] as number, bounds };
    }),
);

const keyArb = fc.constantFrom<SliderKey>(
  'ArrowRight',
  'ArrowUp',
  'ArrowLeft',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
);

describe('spec slider keys (properties)', () => {
  it('always lands on an available value inside the thumb’s bounds', () => {
    fc.assert(
      fc.property(caseArb, keyArb, fc.boolean(), ({ values, current, bounds }, key, shift) => {
        const next = keyedSliderValue(values, current, key, bounds, shift);
        expect(values).toContain(next);
        expect(next).toBeGreaterThanOrEqual(bounds[0]);
        expect(next).toBeLessThanOrEqual(bounds[1]);
      }),
    );
  });

  it('an arrow moves to the neighbouring available value, never sticks before the bound', () => {
    fc.assert(
      fc.property(caseArb, ({ values, current, bounds }) => {
        const up = keyedSliderValue(values, current, 'ArrowRight', bounds);
        const above = values.filter((v) => v > current && v <= bounds[1]);
        expect(up).toBe(above.length > 0 ? above[0] : current);
        const down = keyedSliderValue(values, current, 'ArrowLeft', bounds);
        const below = values.filter((v) => v < current && v >= bounds[0]);
        expect(down).toBe(below.length > 0 ? below.at(-1) : current);
      }),
    );
  });

  it('ArrowRight then ArrowLeft comes back; repeated arrows visit every value in order', () => {
    fc.assert(
      fc.property(caseArb, ({ values, current, bounds }) => {
        const up = keyedSliderValue(values, current, 'ArrowRight', bounds);
        if (up !== current) expect(keyedSliderValue(values, up, 'ArrowLeft', bounds)).toBe(current);
        const span = values.filter((v) => v >= bounds[0] && v <= bounds[1]);
        expect(press(values, span[0] as number, 'ArrowRight', span.length - 1, bounds)).toEqual(
          span.slice(1),
        );
      }),
    );
  });

  it('a page key moves at least as far as an arrow and at most pageJump values', () => {
    fc.assert(
      fc.property(caseArb, ({ values, current, bounds }) => {
        const index = (v: number) => values.indexOf(v);
        const arrow = keyedSliderValue(values, current, 'ArrowRight', bounds);
        const page = keyedSliderValue(values, current, 'PageUp', bounds);
        expect(page).toBeGreaterThanOrEqual(arrow);
        expect(index(page) - index(current)).toBeLessThanOrEqual(pageJump(values.length));
        const arrowDown = keyedSliderValue(values, current, 'ArrowDown', bounds);
        const pageDown = keyedSliderValue(values, current, 'PageDown', bounds);
        expect(pageDown).toBeLessThanOrEqual(arrowDown);
        expect(index(current) - index(pageDown)).toBeLessThanOrEqual(pageJump(values.length));
      }),
    );
  });
});
