import type { ReactNode } from 'react';
import { SITE_NAME } from 'shared';
import styled, { keyframes } from 'styled-components';
import { LogoMark } from '../LogoMark';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-10px); opacity: 1; }
`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

interface LoadingOverlayProps {
  message?: string;
  /** The featured block shows during auth loading (docs/product.md#common-rules). */
  showFeatured?: boolean;
  /** The featured carousel (the catalogue's widget); defaults to the fallback text of docs/product.md. */
  featured?: ReactNode;
}

/**
 * Full-screen loading overlay (docs/product.md#common-rules: logo, bouncing dots, a message; during
 * auth loading the featured carousel or 'Loading featured products...').
 */
export function LoadingOverlay({
  message = 'Loading, please wait…',
  showFeatured = true,
  featured,
}: LoadingOverlayProps) {
  return (
    <Backdrop role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <Card>
        <Brand>
          <LogoMark size={56} />
          <span>{SITE_NAME}</span>
        </Brand>
        <Dots aria-hidden="true">
          <i />
          <i />
          <i />
        </Dots>
        <Message>{message}</Message>
        {showFeatured && <Featured>{featured ?? <FeaturedFallback />}</Featured>}
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: 24px;
  background: radial-gradient(circle at 50% 30%, rgba(79, 140, 255, 0.12), transparent 60%),
    rgba(11, 13, 18, 0.97);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 18px;
  width: min(560px, 100%);
  text-align: center;
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  font-size: 20px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Dots = styled.div`
  display: flex;
  gap: 8px;
  height: 24px;
  align-items: flex-end;

  i {
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  i:nth-child(2) {
    animation-delay: 0.15s;
    background: #8b5cf6;
  }
  i:nth-child(3) {
    animation-delay: 0.3s;
    background: ${(p) => p.theme.colors.accent};
  }
  @media (prefers-reduced-motion: reduce) {
    i {
      animation: none;
      opacity: 0.8;
    }
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: 16px;
  color: ${(p) => p.theme.colors.text};
`;

const Featured = styled.div`
  width: 100%;
  min-height: 120px;
  display: grid;
  /* Centred vertically; the carousel spans the card's width. */
  align-content: center;
  min-width: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: 16px;
`;

/** The text while there are no featured products yet (docs/product.md#common-rules). */
export function FeaturedFallback() {
  return <FallbackText>Loading featured products...</FallbackText>;
}

const FallbackText = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
`;
