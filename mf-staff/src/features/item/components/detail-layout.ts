import styled from 'styled-components';

/** The building blocks the item detail's sections share. */

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Inline = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: 12px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;
