/** Placeholder until the issue that builds this widget; the slot and its loading are real. */
export default function WishlistBadge() {
  return null;
}
