import { Link } from 'react-router-dom';
import { SITE_NAME } from 'shared';
import styled from 'styled-components';
import { LogoMark } from '../LogoMark';

/** Brand link to the home page. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Root to="/" aria-label={`${SITE_NAME} home`}>
      <LogoMark size={compact ? 30 : 36} />
      <Word aria-hidden="true" $compact={compact}>
        GameGear <em>India</em>
      </Word>
    </Root>
  );
}

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  flex: none;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Word = styled.span<{ $compact: boolean }>`
  font-size: ${(p) => (p.$compact ? 17 : 20)}px;
  font-weight: 800;
  letter-spacing: -0.02em;
  white-space: nowrap;

  em {
    font-style: normal;
    color: ${(p) => p.theme.colors.accent};
  }
  /* Narrow phones and portrait tablets: the mark and 'GameGear' leave room for the buttons. */
  @media (max-width: 419.98px), (min-width: 768px) and (max-width: 1023.98px) {
    em {
      display: none;
    }
  }
`;
