import { type SessionUser, TEXT_LIMITS, truncate, useIsMobile, useMediaQuery } from 'shared';

/** The name shown in the header: profile name, else the e-mail's local part. */
export function displayNameOf(user: SessionUser | null): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0];
  return local || 'Account';
}

/** The name cut to 12, 10 or 8 characters by screen width (docs/product.md#layout-and-home-page). */
export function useNameLimit(): number {
  const isMobile = useIsMobile();
  const wide = useMediaQuery('(min-width: 1200px)');
  if (isMobile) return TEXT_LIMITS.nameDisplay.narrow;
  return wide ? TEXT_LIMITS.nameDisplay.wide : TEXT_LIMITS.nameDisplay.medium;
}

export function useDisplayName(user: SessionUser | null): string {
  return truncate(displayNameOf(user), useNameLimit());
}
