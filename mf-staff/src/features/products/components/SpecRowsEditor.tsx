import { Button } from 'shared';
import { Select } from 'shared/kit';
import styled from 'styled-components';
import { newSpecRow, type SpecKind, type SpecRow } from '../lib/product-form';

const KIND_OPTIONS: { value: SpecKind; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'boolean', label: 'Yes/no' },
  { value: 'list', label: 'List' },
];

/** The technical specification as rows of name, kind and value; rows are added and removed. */
export function SpecRowsEditor({
  rows,
  onChange,
  disabled,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  disabled: boolean;
}) {
  const change = (key: number, patch: Partial<SpecRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <>
      {rows.length > 0 && (
        <Rows>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <Row key={row.key} aria-label={`Specification ${n}`}>
                <Control>
                  <label htmlFor={`spec-${row.key}-name`}>Name {n}</label>
                  <Input
                    id={`spec-${row.key}-name`}
                    value={row.name}
                    maxLength={80}
                    readOnly={disabled}
                    onChange={(e) => change(row.key, { name: e.target.value })}
                  />
                </Control>
                <Select
                  id={`spec-${row.key}-kind`}
                  label={`Kind ${n}`}
                  value={row.kind}
                  options={KIND_OPTIONS}
                  disabled={disabled}
                  onChange={(value) => change(row.key, { kind: value as SpecKind })}
                />
                <Control>
                  <label htmlFor={`spec-${row.key}-value`}>Value {n}</label>
                  <Input
                    id={`spec-${row.key}-value`}
                    value={row.value}
                    maxLength={500}
                    readOnly={disabled}
                    inputMode={row.kind === 'number' ? 'decimal' : 'text'}
                    onChange={(e) => change(row.key, { value: e.target.value })}
                  />
                </Control>
                <Remove>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    aria-label={`Remove specification ${n}${row.name ? ` (${row.name})` : ''}`}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    Remove
                  </Button>
                </Remove>
              </Row>
            );
          })}
        </Rows>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onChange([...rows, newSpecRow()])}
      >
        Add a specification
      </Button>
    </>
  );
}

const Rows = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
`;

const Row = styled.div.attrs({ role: 'group' })`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(110px, 1fr) minmax(0, 3fr) auto;
  align-items: end;
  gap: 8px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding-bottom: 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Control = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 14px;
    font-weight: 600;
  }
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 12px;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Remove = styled.div`
  padding-bottom: 2px;
`;
