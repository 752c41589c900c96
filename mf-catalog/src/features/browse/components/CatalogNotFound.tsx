import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import styled from 'styled-components';
import { GamepadIcon, HomeIcon } from './icons';

/**
 * An unknown category or subcategory: the site's not-found view (spec: 404, 'Oops! Page not
 * found', link home), drawn like the shell's NotFoundPage, which a remote cannot import.
 */
export function CatalogNotFound() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    noindex: true,
  });
  return (
    <Wrap aria-labelledby="catalog-not-found-title" data-testid="not-found">
      <Art aria-hidden="true">
        <span>4</span>
        <GamepadIcon />
        <span>4</span>
      </Art>
      <h1 id="catalog-not-found-title">Oops! Page not found</h1>
      <Text>The page you are looking for does not exist or has moved. Let's get you back in the game.</Text>
      <HomeLink to="/">
        <HomeIcon />
        Go back home
      </HomeLink>
    </Wrap>
  );
}

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  text-align: center;
  gap: 12px;
  padding: 48px 24px;

  h1 {
    margin: 0;
    font-size: clamp(24px, 4vw, 34px);
  }
`;

const Art = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: clamp(72px, 14vw, 120px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(135deg, ${(p) => p.theme.colors.primary}, #8b5cf6);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;

  svg {
    color: ${(p) => p.theme.colors.accent};
  }
`;

const Text = styled.p`
  margin: 0;
  max-width: 44ch;
  color: ${(p) => p.theme.colors.textMuted};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  height: 44px;
  padding: 0 20px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(1.1);
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 3px;
  }
`;
