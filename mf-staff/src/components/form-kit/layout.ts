import styled from 'styled-components';

/** A staff form's fieldset: a bordered panel with its legend in bold. */
export const FieldGroup = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  ${(p) => p.theme.media.mobile} {
    padding: 12px;
  }
`;

/** The fields of a group: two columns, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One field of a FieldGrid; a wide one takes the whole row. */
export const FieldCell = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
`;
