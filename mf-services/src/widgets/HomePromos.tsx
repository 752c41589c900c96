import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { HomePromosProps } from 'shared/contracts';
import { PromoBanners } from '../features/home/banner/PromoBanners';
import { TestimonialsSection } from '../features/home/testimonials/TestimonialsSection';

// Below the featured products: its code loads when the shell mounts it near the viewport.
const RepairPromo = lazy(() =>
  import('../features/home/repair-promo/RepairPromo').then((m) => ({ default: m.RepairPromo })),
);

/**
 * `./HomePromos`: the home page's promo blocks, one per slot of the shell's home page (banner,
 * testimonials with stats, repair promo), so the catalogue's featured products sit between them.
 */
export default function HomePromos({ section }: HomePromosProps) {
  switch (section) {
    case 'banner':
      return <PromoBanners />;
    case 'testimonials':
      return (
        <AfterFirstPaint>
          <TestimonialsSection />
        </AfterFirstPaint>
      );
    case 'repair':
      return (
        <Suspense fallback={null}>
          <RepairPromo />
        </Suspense>
      );
  }
}

/**
 * Renders its children one frame later: the banner (the LCP element, same module) paints
 * without waiting for the testimonials' rendering. The shell reserves the section's height.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? children : null;
}
