import { Link } from 'react-router-dom';
import {
  ArrowUpIcon,
  CheckIcon,
  CopyIcon,
  MailIcon,
  SITE_NAME,
  SUPPORT_EMAIL,
  toast,
  useCopyToClipboard,
} from 'shared';
import { POLICY_PAGES, SELLER_IDENTITY, sellerLine } from 'shared/contracts';
import styled from 'styled-components';
import { QUICK_LINKS } from '../../navigation/nav-items';
import { Logo } from '../header/Logo';

export const TOP_ANCHOR_ID = 'top';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Back to top: smooth unless the visitor asked for reduced motion; focus returns to the page top. */
export function scrollBackToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById(TOP_ANCHOR_ID)?.focus({ preventScroll: true });
}

/** Site footer (docs/product.md#layout-and-home-page). */
export function Footer() {
  const { copied, copy } = useCopyToClipboard();
  const year = new Date().getFullYear();

  const copyEmail = async () => {
    if (await copy(SUPPORT_EMAIL)) toast.success('Email address copied to clipboard!');
    else toast.error('Could not copy', `Please copy ${SUPPORT_EMAIL} by hand.`);
  };

  return (
    <Root>
      <Inner>
        <Brand>
          <Logo />
          <Tagline>
            Discounted PC parts and gaming laptops, consoles and gaming PCs, delivered free across the Mumbai
            region, with repair, game loading and price-match services.
          </Tagline>
        </Brand>

        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">Quick links</Heading>
          <Links>
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Links>
        </nav>

        <nav aria-labelledby="footer-policies">
          <Heading id="footer-policies">Policies</Heading>
          <PolicyLinks>
            {POLICY_PAGES.map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.label}</Link>
              </li>
            ))}
          </PolicyLinks>
        </nav>

        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">Contact us</Heading>
          <Contact>
            <MailLink href={`mailto:${SUPPORT_EMAIL}`}>
              <MailIcon size={18} />
              {SUPPORT_EMAIL}
            </MailLink>
            <CopyButton
              type="button"
              onClick={() => void copyEmail()}
              aria-label={copied ? 'Email address copied' : 'Copy email address'}
              title="Copy email address"
              data-copied={copied || undefined}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
            </CopyButton>
          </Contact>
          <Hint>
            Prefer chat? Write to us from the <Link to="/support">Support</Link> page.
          </Hint>
        </section>
      </Inner>

      <Bottom>
        <div>
          <Copyright>
            © {year} {SITE_NAME}. All rights reserved.
          </Copyright>
          <Copyright>
            Sold by <Link to="/about-seller">{sellerLine(SELLER_IDENTITY)}</Link>
          </Copyright>
        </div>
        <TopButton type="button" onClick={scrollBackToTop}>
          <ArrowUpIcon size={16} />
          Back to top
        </TopButton>
      </Bottom>
    </Root>
  );
}

const Root = styled.footer`
  margin-top: 48px;
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 1.2fr);
  gap: 32px;

  ${(p) => p.theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  max-width: 1280px;
  margin: 0 auto;
  padding: 40px 24px 32px;

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 28px;
    padding: 32px 16px 24px;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 38ch;
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 2px 0;
    font-size: 14px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
`;

const PolicyLinks = styled(Links)`
  grid-template-columns: minmax(0, 1fr);

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Contact = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 15px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  min-width: 84px;
  padding: 0 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &[data-copied] {
    color: ${(p) => p.theme.colors.success};
    border-color: ${(p) => p.theme.colors.success};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 10px 0 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px 24px;
  border-top: 1px solid ${(p) => p.theme.colors.border};

  ${(p) => p.theme.media.mobile} {
    padding: 16px;
  }
`;

const Copyright = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
  overflow-wrap: anywhere;

  & + & {
    margin-top: 4px;
  }
  a {
    color: inherit;
  }
  a:hover {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  flex: none;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
