import { type ReactNode, useId } from 'react';
import { ButtonLink, CAROUSEL } from 'shared';
import { PageWrap, RatingStars } from 'shared/kit';
import styled from 'styled-components';
import type { Testimonial } from '../../home';
import { CarouselControls, useCarousel } from '../../home';
import { PageIntro } from './form-layout';

export interface ServiceLandingProps {
  title: string;
  intro: string;
  /** A line under the intro that the shopper must read before asking (game loading: own games only). */
  note?: string;
  stepsTitle: string;
  steps: readonly { title: string; text: string }[];
  actions: readonly { label: string; to: string; variant?: 'primary' | 'secondary' }[];
  testimonials: readonly Testimonial[];
  promiseTitle?: string;
  promise?: readonly string[];
  children?: ReactNode;
}

/**
 * A service's landing page (docs/product.md#game-loading, docs/product.md#price-match-requests):
 * process steps, the two buttons, testimonials (5.5 s), the promise.
 */
export function ServiceLanding({
  title,
  intro,
  note,
  stepsTitle,
  steps,
  actions,
  testimonials,
  promiseTitle,
  promise,
}: ServiceLandingProps) {
  return (
    <PageWrap>
      <Hero>
        <h1>{title}</h1>
        <PageIntro>{intro}</PageIntro>
        {note && <Note>{note}</Note>}
        <Actions>
          {actions.map((a) => (
            <ButtonLink key={a.to} to={a.to} variant={a.variant ?? 'primary'} size="lg">
              {a.label}
            </ButtonLink>
          ))}
        </Actions>
      </Hero>
      <Section aria-labelledby="landing-steps">
        <h2 id="landing-steps">{stepsTitle}</h2>
        <Steps>
          {steps.map((s, i) => (
            <li key={s.title}>
              <span aria-hidden="true">{i + 1}</span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </Steps>
      </Section>
      {promise && (
        <Section aria-labelledby="landing-promise">
          <h2 id="landing-promise">{promiseTitle}</h2>
          <PromiseList>
            {promise.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </PromiseList>
        </Section>
      )}
      <ServiceTestimonials testimonials={testimonials} />
    </PageWrap>
  );
}

/** A service landing page's testimonials: a carousel advancing every 5.5 s. */
export function ServiceTestimonials({
  testimonials,
  title = 'What our customers say',
}: {
  testimonials: readonly Testimonial[];
  title?: string;
}) {
  const titleId = useId();
  const carousel = useCarousel({ autoplay: CAROUSEL.serviceTestimonialsMs });
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <CarouselRoot
        role="group"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        {...carousel.rootProps}
      >
        <Viewport ref={carousel.viewportRef} tabIndex={0} aria-live={carousel.playing ? 'off' : 'polite'}>
          {testimonials.map((t, i) => (
            <Slide
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
            >
              <RatingStars rating={t.rating} showValue={false} size={16} />
              <blockquote>
                <p>{t.content}</p>
              </blockquote>
              <strong>{t.name}</strong>
              <small>
                {t.location} · {t.device}
              </small>
            </Slide>
          ))}
        </Viewport>
        <CarouselControls
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

const Hero = styled.header`
  padding: 24px 0 8px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(26px, 4vw, 38px);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Section = styled.section`
  margin-top: 36px;
  > h2 {
    margin: 0 0 16px;
    font-size: clamp(20px, 2.6vw, 26px);
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
  }
  li > span {
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primaryFill};
    color: ${(p) => p.theme.colors.primaryText};
    font-weight: 700;
  }
  h3 {
    margin: 10px 0 6px;
    font-size: ${(p) => p.theme.fontSize.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const PromiseList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 14px 16px;
    border-left: 3px solid ${(p) => p.theme.colors.success};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surface};
  }
`;

const CarouselRoot = styled.div``;

const Viewport = styled.div`
  position: relative;
  display: flex;
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Slide = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 0 0 calc((100% - 32px) / 3);
  min-width: 0;
  margin: 0;
  padding: 18px;
  scroll-snap-align: start;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  blockquote {
    margin: 0;
    flex: 1;
  }
  p {
    margin: 0;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
  @media (max-width: 1099.98px) {
    flex-basis: calc((100% - 16px) / 2);
  }
  ${(p) => p.theme.media.mobile} {
    flex-basis: 100%;
  }
`;

const Note = styled.p`
  max-width: 72ch;
  margin: 12px 0;
  padding: 10px 14px;
  border-left: 3px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.sm};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
