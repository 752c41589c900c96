import { Button, ButtonLink, usePageMeta } from 'shared';
import styled from 'styled-components';

/** The product page's not-found text, verbatim (docs/product.md#catalogue-and-search). */
export const PRODUCT_NOT_FOUND = {
  title: 'Product Not Found',
  message: 'The product you are looking for does not exist or could not be loaded.',
} as const;

export function ProductNotFound() {
  usePageMeta({ title: PRODUCT_NOT_FOUND.title, noindex: true }, { notFound: true });
  return (
    <Panel>
      <h1>{PRODUCT_NOT_FOUND.title}</h1>
      <p>{PRODUCT_NOT_FOUND.message}</p>
      <Row>
        <ButtonLink to="/">Go Home</ButtonLink>
      </Row>
    </Panel>
  );
}

/**
 * The error view has a message and 'Go Home' (docs/product.md#catalogue-and-search; and a retry,
 * the error may pass).
 */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  usePageMeta({ title: 'Error', noindex: true });
  return (
    <Panel role="alert">
      <h1>Something went wrong</h1>
      <p>{message || PRODUCT_NOT_FOUND.message}</p>
      <Row>
        <ButtonLink to="/">Go Home</ButtonLink>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </Row>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 560px;
  min-height: 50vh;
  margin: 0 auto;
  padding: 64px 16px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(24px, 3vw, 32px);
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;
