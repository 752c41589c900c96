/** Placeholder until the featured carousel lands; the loading overlay keeps its fallback text. */
export default function FeaturedCarousel() {
  return null;
}
