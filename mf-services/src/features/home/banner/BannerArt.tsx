import type { ReactNode } from 'react';
import type { PromoBanner } from './promo-banners';

/**
 * Decorative line art per banner, drawn inline (no image requests, nothing to wait for and a
 * fixed box: the banner paints with its first frame).
 */
export function BannerArt({ id }: { id: PromoBanner['id'] }) {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        {ART[id]}
      </g>
    </svg>
  );
}

const ART: Record<PromoBanner['id'], ReactNode> = {
  // A price tag with a percent sign.
  'discount-request': (
    <>
      <path d="M40 40h80l80 80-80 64-80-80z" />
      <circle cx="72" cy="72" r="10" />
      <path d="M100 140l50-50" />
      <circle cx="106" cy="102" r="7" />
      <circle cx="146" cy="132" r="7" />
    </>
  ),
  // A gamepad.
  'game-load': (
    <>
      <path d="M60 60h120a40 40 0 0 1 38 52l-14 44a18 18 0 0 1-30 6l-22-26H88l-22 26a18 18 0 0 1-30-6l-14-44a40 40 0 0 1 38-52z" />
      <path d="M70 100h32M86 84v32" />
      <circle cx="160" cy="92" r="6" />
      <circle cx="178" cy="112" r="6" />
    </>
  ),
  // A laptop with a glowing screen.
  'gaming-laptops': (
    <>
      <rect x="44" y="30" width="152" height="104" rx="8" />
      <path d="M20 160h200l-14 18H34z" />
      <path d="M70 104l30-36 24 24 18-18 28 30" />
    </>
  ),
  // A wrench over a cog.
  repair: (
    <>
      <circle cx="150" cy="110" r="44" />
      <circle cx="150" cy="110" r="14" />
      <path d="M150 52v-14M150 182v-14M92 110H78M222 110h-14M109 69l-10-10M201 161l-10-10M191 69l10-10M99 161l10-10" />
      <path d="M34 176l62-62a30 30 0 0 1 40-40l-20 20 6 14 14 6 20-20a30 30 0 0 1-40 40l-62 62z" />
    </>
  ),
};
