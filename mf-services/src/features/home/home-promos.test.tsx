import { act, fireEvent, screen, within } from '@testing-library/react';
import { SERVICE_AREA_DISTRICTS } from 'shared';
import { renderWithTheme } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePromos from '../../widgets/HomePromos';
import { DISCOUNT_TESTIMONIALS, GAME_LOAD_TESTIMONIALS } from '../game-load/lib/landing-content';
import { REPAIR_HEADLINE } from './repair-promo/RepairPromo';
import { TESTIMONIALS } from './testimonials/testimonials';

/** Answers prefers-reduced-motion as asked; every other query as false. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/**
 * happy-dom does no layout: a 1000 px wide scroller whose children are full-width slides side
 * by side, scrolled instantly by scrollTo (which fires 'scroll' as a browser does), and a
 * ResizeObserver that reports an element when it starts observing it (a browser's first
 * observation, which comes after its layout).
 */
function fakeScrollerLayout(width = 1000) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement ? [...this.parentElement.children].indexOf(this) * width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return Math.max(1, this.children.length) * width;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : (options ?? 0);
    this.dispatchEvent(new Event('scroll'));
  });
}

/** The banner whose dot is active (1-based). */
const activeBanner = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button', { name: /^Go to banner/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

beforeEach(() => fakeScrollerLayout());

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HomePromos banner', () => {
  it('has the four promos with their links; only the first is exposed until the user moves', () => {
    stubReducedMotion(true);
    renderWithTheme(<HomePromos section="banner" />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect([...region.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/product-discount-request',
      '/game-load-service',
      '/Computers/Laptops?label=Gaming%20Laptop',
      '/repair-home',
    ]);
    // The accessibility tree holds the first banner only.
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Request a discount']);
    expect([...slides].map((s) => s.hasAttribute('inert'))).toEqual([false, true, true, true]);

    fireEvent.click(within(region).getByRole('button', { name: 'Go to banner 3 of 4' }));
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop gaming laptops']);
    expect(
      within(region).getByRole('button', { name: 'Go to banner 3 of 4' }).getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Next banner' }));
    // Past the last banner: the first again.
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Request a discount']);
    // Reduced motion: nothing rotates, so there is nothing to pause.
    expect(within(region).queryByRole('button', { name: /banners$/ })).toBeNull();
  });

  it('rotates every 1.8 s and offers a pause button that stops it', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderWithTheme(<HomePromos section="banner" />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    const current = () => activeBanner(region);
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1800));
    expect(current()).toBe(2);
    fireEvent.click(within(region).getByRole('button', { name: 'Pause banners' }));
    // Focus left the carousel: only the pause button holds it now.
    fireEvent.blur(within(region).getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(2);
    fireEvent.click(within(region).getByRole('button', { name: 'Play banners' }));
    fireEvent.blur(within(region).getByRole('button', { name: 'Pause banners' }));
    act(() => vi.advanceTimersByTime(1800));
    expect(current()).toBe(3);
  });

  it('moves the active dot only to the slide the scroll settles on, never through the ones it passes', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    // A smooth scroll as a browser runs it: a 'scroll' event every 16 ms on the way, then 'scrollend'
    // where the browser has it.
    vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      const from = this.scrollLeft;
      const to = typeof options === 'object' ? (options.left ?? 0) : (options ?? 0);
      const steps = 12;
      for (let step = 1; step <= steps; step++) {
        setTimeout(() => {
          this.scrollLeft = from + ((to - from) * step) / steps;
          this.dispatchEvent(new Event('scroll'));
          if (step === steps && 'onscrollend' in this) this.dispatchEvent(new Event('scrollend'));
        }, step * 16);
      }
    });
    renderWithTheme(<HomePromos section="banner" />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    const current = () => activeBanner(region);
    const seen: number[] = [];
    const watch = (ms: number) => {
      for (let t = 0; t < ms; t += 8) {
        act(() => vi.advanceTimersByTime(8));
        if (seen.at(-1) !== current()) seen.push(current());
      }
    };

    fireEvent.click(within(region).getByRole('button', { name: 'Go to banner 4 of 4' }));
    seen.push(current());
    watch(600);
    // Autoplay after the last banner rewinds to the first across the two in between.
    watch(1800);
    expect(seen).toEqual([4, 1]);
  });

  it('pauses while the pointer is over it', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderWithTheme(<HomePromos section="banner" />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(within(region).getByRole('link').textContent).toBe('Request a discount');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(1800));
    expect(within(region).getByRole('link').textContent).toBe('Explore game loading');
  });
});

describe('HomePromos testimonials', () => {
  it('shows the four stats and the testimonials with name, place, rating and date', async () => {
    stubReducedMotion(true);
    renderWithTheme(<HomePromos section="testimonials" />);
    const section = await screen.findByRole('region', { name: 'Loved by gamers across the Mumbai region' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['500+Happy Customers', '97%Satisfaction Rate', '24/7Customer Support', '3Districts Served']);
    const first = within(section).getByRole('group', { name: '1 of 8' });
    expect(first.textContent).toContain('Rohan Mehta');
    expect(first.textContent).toContain('Mumbai · Repair · PlayStation 5');
    expect(first.textContent).toContain('September 2026');
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
  });
});

describe('testimonials', () => {
  it('come from places in the service area (the Mumbai region) only', () => {
    const places = [...TESTIMONIALS, ...GAME_LOAD_TESTIMONIALS, ...DISCOUNT_TESTIMONIALS].map(
      (t) => t.location,
    );
    for (const place of places) expect(SERVICE_AREA_DISTRICTS as readonly string[]).toContain(place);
  });
});

describe('HomePromos repair promo', () => {
  it('reads the whole sentence to screen readers and hides the keystrokes', async () => {
    stubReducedMotion(false);
    renderWithTheme(<HomePromos section="repair" />);
    const heading = await screen.findByRole('heading', { level: 2, name: REPAIR_HEADLINE });
    expect(within(heading).getByTestId('repair-typed').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Explore repair services' }).getAttribute('href')).toBe(
      '/repair-home',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.slice(1))).toEqual([
      'Create Request',
      'Troubleshoot',
      'Arrange Pickup',
      'Repair Item',
      'Ship Back',
    ]);
  });

  it('shows the sentence without animation under reduced motion', async () => {
    stubReducedMotion(true);
    renderWithTheme(<HomePromos section="repair" />);
    const heading = await screen.findByRole('heading', { level: 2, name: REPAIR_HEADLINE });
    expect(heading.textContent).toBe(REPAIR_HEADLINE);
    expect(screen.queryByTestId('repair-typed')).toBeNull();
  });
});
