import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { SITE_NAME, usePageMeta, VisuallyHidden } from 'shared';
import type { HomePromosProps } from 'shared/contracts';
import { HOME_PAGE_META } from 'shared/seo';
import styled from 'styled-components';
import { loadRemoteModule } from '../remotes/load-remote';
import { RemoteWidget } from '../remotes/RemoteWidget';

export const HOME_DESCRIPTION = HOME_PAGE_META.description;

/**
 * Space each block of the home page takes, reserved before its widget arrives (no layout shift).
 * The banner and the testimonials are fixed-height by design in mf-services
 * (features/home/banner/PromoBanners.tsx, testimonials/TestimonialsSection.tsx): change both together.
 */
const RESERVED = {
  banner: { desktop: 360, mobile: 360 },
  testimonials: { desktop: 500, mobile: 620 },
  featured: { desktop: 480, mobile: 420 },
  repair: { desktop: 270, mobile: 540 },
} as const;

/**
 * How far below the viewport a lazy block starts loading. Small on purpose: the featured
 * products need the catalogue widget and the Supabase client (~70 KiB gzip), which must stay off
 * the first load (ADR 5) while the banner and testimonials fill the first screen.
 */
const LAZY_MARGIN = '200px';

let promosRequested = false;

/**
 * Starts fetching the promos' remote while the shell renders its first frame instead of after it
 * (a widget's own loading starts in an effect, after the paint): the banner headline is the
 * page's LCP element. The federation runtime shares the request with the widget's own load.
 */
function requestPromosEarly(): void {
  if (promosRequested) return;
  promosRequested = true;
  loadRemoteModule('mf_services', './HomePromos').catch(() => {
    // The widgets load it again and show their own error state.
    promosRequested = false;
  });
}

/**
 * Home composes widgets of two remotes in the order of docs/product.md#layout-and-home-page:
 * services' banner and testimonials, the catalogue's featured carousels, services' repair promo.
 * Headings are the widgets'.
 */
export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  requestPromosEarly();
  return (
    <Page>
      <VisuallyHidden as="h1">{SITE_NAME}: consoles, gaming PCs and PC parts</VisuallyHidden>
      <Slot $reserve={RESERVED.banner} $skeleton>
        <RemoteWidget<HomePromosProps>
          remote="mf_services"
          module="./HomePromos"
          props={{ section: 'banner' }}
          placeholderStyle={{ minHeight: RESERVED.banner.desktop }}
        />
      </Slot>
      <Slot $reserve={RESERVED.testimonials}>
        <RemoteWidget<HomePromosProps>
          remote="mf_services"
          module="./HomePromos"
          props={{ section: 'testimonials' }}
        />
      </Slot>
      <Slot $reserve={RESERVED.featured}>
        <NearViewport>
          <RemoteWidget remote="mf_catalog" module="./FeaturedSections" />
        </NearViewport>
      </Slot>
      <Slot $reserve={RESERVED.repair}>
        <NearViewport>
          <RemoteWidget<HomePromosProps>
            remote="mf_services"
            module="./HomePromos"
            props={{ section: 'repair' }}
          />
        </NearViewport>
      </Slot>
    </Page>
  );
}

/** Mounts its children once the slot comes within LAZY_MARGIN of the viewport, then keeps them. */
function NearViewport({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Never near on the server: the server's HTML and the browser's first render must agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the section renders in slices between frames, not in one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `0px 0px ${LAZY_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <Sentinel ref={ref}>{near ? children : null}</Sentinel>;
}

/** Fills the slot's reserved height: a jump past a zero-height target would never intersect. */
const Sentinel = styled.div`
  min-height: inherit;
`;

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 24px 0;
  display: flex;
  flex-direction: column;
  gap: 32px;

  ${(p) => p.theme.media.mobile} {
    padding: 16px 12px 0;
    gap: 24px;
  }
`;

const Slot = styled.div<{ $reserve: { desktop: number; mobile: number }; $skeleton?: boolean }>`
  min-height: ${(p) => p.$reserve.desktop}px;

  ${(p) => p.theme.media.mobile} {
    min-height: ${(p) => p.$reserve.mobile}px;
  }
  /* The banner's box is visible while it loads: the page keeps its shape. */
  > [aria-busy='true'] {
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => (p.$skeleton ? p.theme.colors.surface : 'transparent')};
  }
`;
