import { ChevronLeftIcon, ChevronRightIcon, Icon } from 'shared';
import styled from 'styled-components';

interface CarouselControlsProps {
  /** What the slides are, for the buttons' names: 'banner', 'testimonial'. */
  noun: string;
  count: number;
  selected: number;
  onSelect(index: number): void;
  onPrev(): void;
  onNext(): void;
  /** Present when the carousel rotates by itself: the pause/play toggle (WCAG 2.2.2). */
  pause?: { paused: boolean; onToggle(): void };
  className?: string;
}

/** Previous/next buttons, one dot per slide and the autoplay toggle, all named for screen readers. */
export function CarouselControls({
  noun,
  count,
  selected,
  onSelect,
  onPrev,
  onNext,
  pause,
  className,
}: CarouselControlsProps) {
  return (
    <Bar className={className}>
      <button type="button" className="arrow" aria-label={`Previous ${noun}`} onClick={onPrev}>
        <ChevronLeftIcon size={18} />
      </button>
      <span className="dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={i}
            type="button"
            className="dot"
            aria-label={`Go to ${noun} ${i + 1} of ${count}`}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => onSelect(i)}
          />
        ))}
      </span>
      <button type="button" className="arrow" aria-label={`Next ${noun}`} onClick={onNext}>
        <ChevronRightIcon size={18} />
      </button>
      {pause && (
        <button
          type="button"
          className="arrow"
          aria-label={pause.paused ? `Play ${noun}s` : `Pause ${noun}s`}
          onClick={pause.onToggle}
        >
          {pause.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </Bar>
  );
}

function PauseIcon() {
  return (
    <Icon size={18}>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  );
}

function PlayIcon() {
  return (
    <Icon size={18}>
      <path d="M8 5.5v13l10-6.5z" fill="currentColor" />
    </Icon>
  );
}

/** One styled root, plain classes inside: these controls render on the LCP path of the home page. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;

  .arrow {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: 1px solid rgba(255, 255, 255, 0.22);
    border-radius: 50%;
    background: rgba(11, 13, 18, 0.45);
    color: #fff;
    cursor: pointer;
  }
  .arrow:hover {
    background: rgba(11, 13, 18, 0.7);
  }
  .arrow:focus-visible,
  .dot:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }

  .dots {
    display: flex;
    align-items: center;
  }
  .dot {
    display: grid;
    place-items: center;
    width: 24px;
    height: 36px;
    padding: 0;
    border: 0;
    border-radius: 6px;
    background: none;
    cursor: pointer;
  }
  .dot::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.45);
    transition: width ${(p) => p.theme.motion.normal}, background ${(p) => p.theme.motion.normal};
  }
  .dot[aria-current='true']::before {
    width: 18px;
    background: #fff;
  }
  .dot:focus-visible {
    outline-offset: -4px;
  }
  @media (prefers-reduced-motion: reduce) {
    .dot::before {
      transition: none;
    }
  }
`;
