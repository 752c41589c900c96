import { useState } from 'react';
import { AvailableOffers } from 'shared/kit';

export interface CartOffersProps {
  /** Applies a code as the discount field does (its checks, toasts and store); true when applied. */
  apply: (code: string) => Promise<boolean>;
  /** The code applied to the cart now, if any. */
  appliedCode: string | null;
}

/**
 * 'Available offers' under the discount code field: each code can be copied or applied in one
 * press (the same path as typing it into the field). Nothing shows while the offers load, when
 * there are none, or when they fail: the cart never waits for them.
 */
export function CartOffers({ apply, appliedCode }: CartOffersProps) {
  const [applying, setApplying] = useState<string | null>(null);
  const applyOffer = async (code: string) => {
    if (applying) return;
    setApplying(code);
    try {
      await apply(code);
    } finally {
      setApplying(null);
    }
  };
  return (
    <AvailableOffers
      headingLevel={3}
      onApply={applyOffer}
      appliedCode={appliedCode}
      applyingCode={applying}
    />
  );
}
