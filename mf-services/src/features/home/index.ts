/** What the home widgets offer the service landing pages: the carousel and the testimonials. */
export { CarouselControls } from './carousel/CarouselControls';
export { useCarousel } from './carousel/use-carousel';
export { TESTIMONIALS, type Testimonial } from './testimonials/testimonials';
