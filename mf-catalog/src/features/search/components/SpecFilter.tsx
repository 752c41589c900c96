import { useId, useState } from 'react';
import type { SpecFilterDefinition } from 'shared/contracts';
import styled from 'styled-components';
import type { NumericRange } from '../lib/search-params';
import {
  optionValue,
  type SpecSliderModel,
  snapToValue,
  specControl,
  specSliderModel,
} from '../lib/spec-slider';
import { OptionList } from './OptionList';
import { RangeSlider } from './RangeSlider';

export interface SpecFilterProps {
  spec: SpecFilterDefinition;
  /** spec_{key} values from the URL. */
  selected: readonly string[];
  /** spec_{key}_min / _max from the URL. */
  range: NumericRange | undefined;
  onValuesChange: (values: string[]) => void;
  onRangeChange: (range: NumericRange) => void;
}

function withUnit(value: string | number, unit: string | null): string {
  return unit ? `${value} ${unit}` : String(value);
}

/** One dynamic spec filter, drawn as its type asks: yes/no, slider or checkboxes. */
export function SpecFilter({ spec, selected, range, onValuesChange, onRangeChange }: SpecFilterProps) {
  const control = specControl(spec);
  if (spec.options.length === 0) return null;

  if (control === 'boolean') {
    return <BooleanSpec spec={spec} selected={selected} onChange={onValuesChange} />;
  }
  if (control === 'numeric-slider') {
    const model = specSliderModel(spec.options);
    if (model) {
      return (
        <SliderSpec spec={spec} model={model} selected={selected} range={range} onCommit={onRangeChange} />
      );
    }
  }
  const wanted = new Set(selected.map((v) => v.toLowerCase()));
  return (
    <Group>
      <SpecName aria-hidden="true">{spec.displayName}</SpecName>
      <OptionList
        legend={spec.displayName}
        options={spec.options.map((o) => {
          const value = optionValue(o);
          return { value, label: withUnit(value, spec.unit), checked: wanted.has(value.toLowerCase()) };
        })}
        onToggle={(value, checked) => {
          const rest = selected.filter((v) => v.toLowerCase() !== value.toLowerCase());
          onValuesChange(checked ? [...rest, value] : rest);
        }}
      />
    </Group>
  );
}

const BOOLEAN_CHOICES = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** Any / Yes / No (only the answers some product has). */
function BooleanSpec({
  spec,
  selected,
  onChange,
}: {
  spec: SpecFilterDefinition;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const name = useId();
  const present = new Set(spec.options.map((o) => String(o).toLowerCase()));
  const current = selected.length === 1 ? (selected[0]?.toLowerCase() ?? '') : '';
  const choices = BOOLEAN_CHOICES.filter(
    (c) => c.value === '' || present.has(c.value) || current === c.value,
  );
  return (
    <Fieldset>
      <SpecLegend>{spec.displayName}</SpecLegend>
      <Choices>
        {choices.map((c) => (
          <Choice key={c.value}>
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={current === c.value}
              onChange={() => onChange(c.value ? [c.value] : [])}
            />
            {c.label}
          </Choice>
        ))}
      </Choices>
    </Fieldset>
  );
}

/**
 * A numeric spec as a slider (the rule of docs/product.md#catalogue-and-search: snaps to the
 * nearest available value, lists the values when there are at most 10). The URL changes when a drag
 * or key press ends. The keys move a thumb from one available value to the next (`stops`), so none
 * gets stuck on a snap.
 */
function SliderSpec({
  spec,
  model,
  selected,
  range,
  onCommit,
}: {
  spec: SpecFilterDefinition;
  model: SpecSliderModel;
  selected: readonly string[];
  range: NumericRange | undefined;
  onCommit: (range: NumericRange) => void;
}) {
  const applied = appliedRange(model, selected, range);
  const basis = `${applied[0]}:${applied[1]}`;
  const [draft, setDraft] = useState(applied);
  const [draftBasis, setDraftBasis] = useState(basis);
  let current = draft;
  if (draftBasis !== basis) {
    current = applied;
    setDraftBasis(basis);
    setDraft(applied);
  }
  const snap = (v: [number, number]): [number, number] => [
    snapToValue(model.values, v[0]),
    snapToValue(model.values, v[1]),
  ];
  const format = (v: number) => withUnit(v, spec.unit);

  return (
    <Group>
      <SpecName>{spec.displayName}</SpecName>
      <RangeSlider
        label={spec.displayName}
        min={model.min}
        max={model.max}
        step={model.step}
        stops={model.values}
        value={current}
        onChange={(v) => setDraft(snap(v))}
        onCommit={(v) => {
          const [lo, hi] = snap(v);
          onCommit({ min: lo > model.min ? lo : null, max: hi < model.max ? hi : null });
        }}
        formatValue={format}
        thumbLabels={[`Minimum ${spec.displayName}`, `Maximum ${spec.displayName}`]}
      />
      <RangeText aria-hidden="true">
        {format(current[0])} – {format(current[1])}
      </RangeText>
      {model.marks && (
        <Marks aria-label={`${spec.displayName} values`}>
          {model.marks.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Marks>
      )}
    </Group>
  );
}

/** The slider's position for the URL: a range, or the span of chosen values, else everything. */
function appliedRange(
  model: SpecSliderModel,
  selected: readonly string[],
  range: NumericRange | undefined,
): [number, number] {
  const chosen = selected.map(Number).filter(Number.isFinite);
  if (chosen.length > 0) {
    return [snapToValue(model.values, Math.min(...chosen)), snapToValue(model.values, Math.max(...chosen))];
  }
  return [
    range?.min != null ? snapToValue(model.values, range.min) : model.min,
    range?.max != null ? snapToValue(model.values, range.max) : model.max,
  ];
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const SpecName = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const SpecLegend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  font-size: ${(p) => p.theme.fontSize.sm};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const RangeText = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
