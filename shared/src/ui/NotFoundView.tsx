import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../seo/page-meta';
import { Icon } from './icons';

const GAMEPAD =
  'M17.32 5H6.68a4 4 0 0 0-3.978 3.59C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258A4 4 0 0 0 17.32 5z';

/**
 * The site's not-found view (404, 'Oops! Page not found', link home; docs/product.md#common-rules),
 * not indexed. The shell shows it for unknown paths, the catalogue for unknown categories.
 */
export function NotFoundView() {
  usePageMeta(
    {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
      noindex: true,
    },
    { notFound: true },
  );
  return (
    <Wrap aria-labelledby="not-found-title" data-testid="not-found">
      <Art aria-hidden="true">
        <span>4</span>
        <Icon size={72} strokeWidth={1.6}>
          <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
          <path d={GAMEPAD} />
        </Icon>
        <span>4</span>
      </Art>
      <h1 id="not-found-title">Oops! Page not found</h1>
      <Text>The page you are looking for does not exist or has moved. Let's get you back in the game.</Text>
      <HomeLink to="/">
        <Icon size={18}>
          <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
        </Icon>
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
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.primaryFillHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 3px;
  }
`;
