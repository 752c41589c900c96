import { RemoteWidget } from '../remotes/RemoteWidget';

/** Home composes widgets of two remotes; each slot reserves its height (no layout shift). */
export function HomePage() {
  return (
    <>
      <RemoteWidget remote="mf_services" module="./HomePromos" placeholderStyle={{ minHeight: 360 }} />
      <RemoteWidget remote="mf_catalog" module="./FeaturedSections" placeholderStyle={{ minHeight: 480 }} />
    </>
  );
}
