import { Link } from 'react-router-dom';
import { CAROUSEL } from 'shared';
import styled from 'styled-components';
import { CarouselControls } from '../carousel/CarouselControls';
import { useCarousel } from '../carousel/use-carousel';
import { BannerArt } from './BannerArt';
import { PROMO_BANNERS, type PromoBanner } from './promo-banners';

/**
 * Height of the banner on every screen. The shell's home page reserves exactly this while the
 * widget loads (shell/src/pages/HomePage.tsx), so the banner's arrival shifts nothing.
 */
export const BANNER_HEIGHT = 360;

/**
 * The rotating promo banners (docs/product.md#layout-and-home-page: four promos, autoplay 1800 ms).
 * Plain markup in a snapping scroller: the first slide paints with the widget's first render; it is
 * the page's largest text, so the LCP. One styled root with plain class names inside: the render on
 * that path stays cheap. Only the slide in view is reachable by keyboard and screen readers (the
 * others are inert).
 */
export function PromoBanners({ banners = PROMO_BANNERS }: { banners?: readonly PromoBanner[] }) {
  const carousel = useCarousel({ autoplay: CAROUSEL.bannerAutoplayMs });
  return (
    <Root aria-roledescription="carousel" aria-label="Promotions" {...carousel.rootProps}>
      <div className="viewport" ref={carousel.viewportRef} aria-live={carousel.playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
          <div
            key={banner.id}
            className="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${banners.length}`}
            inert={i !== carousel.selected}
            aria-hidden={i !== carousel.selected || undefined}
            data-banner={banner.id}
            style={{ background: `linear-gradient(120deg, ${banner.colors[0]}, ${banner.colors[1]})` }}
          >
            <div className="art">
              <BannerArt id={banner.id} />
            </div>
            <div className="copy">
              <p className="eyebrow">{banner.eyebrow}</p>
              <h2>{banner.title}</h2>
              <p className="text">{banner.text}</p>
              <Link className="cta" to={banner.href}>
                {banner.cta}
              </Link>
            </div>
          </div>
        ))}
      </div>
      <CarouselControls
        className="controls"
        noun="banner"
        count={banners.length}
        selected={carousel.selected}
        onSelect={carousel.scrollTo}
        onPrev={carousel.scrollPrev}
        onNext={carousel.scrollNext}
        pause={
          carousel.hasAutoplay
            ? { paused: carousel.userPaused, onToggle: carousel.toggleUserPaused }
            : undefined
        }
      />
    </Root>
  );
}

const Root = styled.section`
  position: relative;
  height: ${BANNER_HEIGHT}px;
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};

  /* The scroller: native snapping gives swipe and trackpad scrolling without a library. */
  .viewport {
    position: relative;
    display: flex;
    height: 100%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
  }
  .viewport::-webkit-scrollbar {
    display: none;
  }

  .slide {
    position: relative;
    flex: 0 0 100%;
    min-width: 0;
    height: 100%;
    display: flex;
    align-items: center;
    padding: 32px 48px 64px;
    color: #fff;
    scroll-snap-align: start;
    scroll-snap-stop: always;
  }

  .art {
    position: absolute;
    right: 6%;
    top: 50%;
    width: min(34%, 300px);
    transform: translateY(-55%);
    color: rgba(255, 255, 255, 0.82);
    pointer-events: none;
  }
  .art svg {
    display: block;
    width: 100%;
    height: auto;
  }

  .copy {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 12px;
    max-width: 58%;
  }

  .eyebrow {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.85;
  }

  h2 {
    margin: 0;
    font-size: 34px;
    font-weight: 800;
    line-height: 1.15;
    letter-spacing: -0.02em;
  }

  .text {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.md};
    line-height: 1.45;
    opacity: 0.92;
  }

  .cta {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 18px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: #fff;
    color: #10131a;
    font-weight: 700;
    text-decoration: none;
  }
  .cta:hover {
    background: #e8eaf0;
  }
  .cta:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 3px;
  }

  .controls {
    position: absolute;
    left: 48px;
    bottom: 14px;
  }

  ${(p) => p.theme.media.mobile} {
    .slide {
      align-items: flex-start;
      padding: 24px 20px 64px;
    }
    .art {
      right: -24px;
      top: auto;
      bottom: 44px;
      width: 150px;
      transform: none;
      color: rgba(255, 255, 255, 0.16);
    }
    .copy {
      max-width: none;
      gap: 10px;
    }
    h2 {
      font-size: 24px;
    }
    .text {
      font-size: ${(p) => p.theme.fontSize.sm};
    }
    .controls {
      left: 12px;
    }
  }
`;
