import { useId } from 'react';
import { CAROUSEL } from 'shared';
import { RatingStars } from 'shared/kit';
import styled from 'styled-components';
import { CarouselControls } from '../carousel/CarouselControls';
import { useCarousel } from '../carousel/use-carousel';
import { HOME_STATS, TESTIMONIALS, type Testimonial, testimonialMonth } from './testimonials';

/**
 * Heights the section always has; the shell's home page reserves the same while the widget loads
 * (shell/src/pages/HomePage.tsx), so nothing below it moves.
 */
export const TESTIMONIALS_HEIGHT = { desktop: 500, mobile: 620 } as const;

/** The section's heading (and its region's name): the shop serves the Mumbai region only. */
export const TESTIMONIALS_TITLE = 'Loved by gamers across the Mumbai region';

/** Each slide waits 5-6 s, varied so the rotation does not feel mechanical. */
const testimonialDelay = () =>
  CAROUSEL.testimonialsMinMs + Math.random() * (CAROUSEL.testimonialsMaxMs - CAROUSEL.testimonialsMinMs);

/** Stats (500+ Happy Customers ...) and a carousel of customer testimonials. */
export function TestimonialsSection({
  testimonials = TESTIMONIALS,
}: {
  testimonials?: readonly Testimonial[];
}) {
  const titleId = useId();
  const carousel = useCarousel({ autoplay: testimonialDelay });
  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{TESTIMONIALS_TITLE}</h2>
        <p>
          Repairs, game loading, price offers and orders across Mumbai, Thane and Palghar, in our customers'
          words.
        </p>
      </Head>
      <Stats>
        {HOME_STATS.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </Stats>
      <CarouselRoot
        role="group"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        {...carousel.rootProps}
      >
        {/* Focusable so keyboard users can scroll it with the arrow keys too (WCAG 2.1.1). */}
        <Viewport ref={carousel.viewportRef} tabIndex={0} aria-live={carousel.playing ? 'off' : 'polite'}>
          {testimonials.map((t, i) => (
            <Slide
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
            >
              <TestimonialCard testimonial={t} />
            </Slide>
          ))}
        </Viewport>
        <Controls
          noun="testimonial"
          count={carousel.snapCount || testimonials.length}
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
      </CarouselRoot>
    </Section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Card>
      <RatingStars rating={t.rating} showValue={false} size={16} />
      <Quote>
        <p>{t.content}</p>
      </Quote>
      <Caption>
        <Name>{t.name}</Name>
        <Meta>
          {t.location} · {t.service} · {t.device}
        </Meta>
        <Meta>
          {t.productPurchased ? `${t.productPurchased} · ` : ''}
          <time dateTime={t.date}>{testimonialMonth(t.date)}</time>
        </Meta>
      </Caption>
    </Card>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-height: ${TESTIMONIALS_HEIGHT.desktop}px;

  ${(p) => p.theme.media.mobile} {
    gap: 16px;
    min-height: ${TESTIMONIALS_HEIGHT.mobile}px;
  }
`;

const Head = styled.div`
  h2 {
    margin: 0 0 6px;
    font-size: 26px;
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ${(p) => p.theme.media.mobile} {
    h2 {
      font-size: 22px;
    }
  }
`;

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 4px;
    height: 92px;
    padding: 0 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
  }
  strong {
    font-size: 28px;
    font-weight: 800;
    line-height: 1.1;
    color: ${(p) => p.theme.colors.primary};
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    li {
      height: 80px;
      padding: 0 12px;
    }
    strong {
      font-size: 24px;
    }
  }
`;

const CarouselRoot = styled.div``;

/** The scroller: native snapping gives swipe and trackpad scrolling without a library. */
const Viewport = styled.div`
  position: relative;
  display: flex;
  gap: 16px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${(p) => p.theme.radii.md};

  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Slide = styled.div`
  flex: 0 0 calc((100% - 32px) / 3);
  min-width: 0;
  scroll-snap-align: start;

  @media (max-width: 1099.98px) {
    flex-basis: calc((100% - 16px) / 2);
  }
  ${(p) => p.theme.media.mobile} {
    flex-basis: 100%;
  }
`;

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 252px;
  margin: 0;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;

  p {
    display: -webkit-box;
    -webkit-line-clamp: 5;
    -webkit-box-orient: vertical;
    overflow: hidden;
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.5;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: 700;
`;

const Meta = styled.span`
  overflow: hidden;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Controls = styled(CarouselControls)`
  justify-content: center;
  margin-top: 12px;
`;
