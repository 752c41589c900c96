import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, GiftIcon, Popover, useIsMobile } from 'shared';
import styled from 'styled-components';
import { GAMING_LAPTOPS_PATH } from '../../navigation/nav-items';
import { NavButton, NavLabel } from './HeaderLink';
import { claimPromoAutoOpen, overlayOpen, rememberPromoDismissed } from './promo';

/** Delay before the first-visit popover opens, so it never competes with the first paint. */
const AUTO_OPEN_DELAY_MS = 1500;

interface PromoOffer {
  summary: string;
  code: string;
}

/**
 * The first live discount code (get_available_offers), or null when there is none or it cannot be
 * had. Its code (the offers' fetcher and schemas, supabase-js) loads only now: never on a page's
 * first load.
 */
async function loadPromoOffer(): Promise<PromoOffer | null> {
  try {
    const { fetchAvailableOffers, firstLiveOffer, offerSummary } = await import(
      /* webpackExports: ["fetchAvailableOffers", "firstLiveOffer", "offerSummary"] */ 'shared/kit'
    );
    const offer = firstLiveOffer(await fetchAvailableOffers());
    return offer ? { summary: offerSummary(offer), code: offer.code } : null;
  } catch {
    return null; // An extra: the popover keeps today's promotion.
  }
}

/**
 * 'Special Offer!' popover (docs/product.md#layout-and-home-page). Opens by itself once per visit
 * until the visitor presses 'Got it' (remembered in localStorage); the gift button reopens it any
 * time. Opened by a press, it shows the first live discount code when there is one (loaded then,
 * once per page); the automatic opening loads nothing: it comes within the home page's first-load
 * budget window (ADR 0005), so it shows the standing promotion unless the code is already here.
 */
export function PromoPopover() {
  const [open, setOpen] = useState(false);
  // An automatic opening must not steal focus from whatever the visitor is doing.
  const [auto, setAuto] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isMobile = useIsMobile();
  const id = useId();
  const [offer, setOffer] = useState<PromoOffer | null>(null);
  const pressedOpen = open && !auto;

  useEffect(() => {
    if (!pressedOpen || offer) return;
    void loadPromoOffer().then((loaded) => {
      if (loaded) setOffer(loaded);
    });
  }, [pressedOpen, offer]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (claimPromoAutoOpen()) {
        setAuto(true);
        setOpen(true);
      }
    }, AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // A modal or menu opening later (login, profile, the account menu) closes the promo instead of
  // covering it.
  useEffect(() => {
    if (!open) return;
    const observer = new MutationObserver(() => {
      if (overlayOpen()) setOpen(false);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    return () => observer.disconnect();
  }, [open]);

  const gotIt = () => {
    rememberPromoDismissed();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <PromoButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={isMobile ? 'Special offer' : undefined}
        title="Offers"
        onClick={() => {
          setAuto(false);
          setOpen((o) => !o);
        }}
      >
        <GiftIcon size={18} />
        {!isMobile && <NavLabel>Offers</NavLabel>}
        <Dot aria-hidden="true" />
      </PromoButton>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={buttonRef}
        placement="bottom-end"
        id={`${id}-panel`}
        label="Special Offer!"
        autoFocus={!auto}
      >
        <Panel>
          <Title id={`${id}-title`}>Special Offer!</Title>
          <Details aria-live="polite">
            {offer ? (
              <>
                <Text>
                  <strong>{offer.summary}</strong>
                </Text>
                <Text>
                  Use code <Code>{offer.code}</Code> at checkout.
                </Text>
              </>
            ) : (
              <Text>
                Discounted PC parts and gaming laptops, with free delivery across the Mumbai region.
              </Text>
            )}
          </Details>
          <ShopLink to={GAMING_LAPTOPS_PATH} onClick={() => setOpen(false)}>
            Shop gaming laptops →
          </ShopLink>
          <Button size="sm" onClick={gotIt}>
            Got it
          </Button>
        </Panel>
      </Popover>
    </>
  );
}

const PromoButton = styled(NavButton)`
  position: relative;
  color: ${(p) => p.theme.colors.accent};
  ${(p) => p.theme.media.mobile} {
    width: 36px;
    padding: 0;
    justify-content: center;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 8px;
  left: 22px;
  ${(p) => p.theme.media.mobile} {
    left: 20px;
  }
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.accent};
  box-shadow: 0 0 0 2px ${(p) => p.theme.colors.surface};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  width: min(300px, calc(100vw - 40px));
  padding: 8px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 17px;
  color: ${(p) => p.theme.colors.accent};
`;

const Text = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  strong {
    color: ${(p) => p.theme.colors.text};
  }
`;

const Code = styled.code`
  padding: 1px 8px;
  border: 1px dashed ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.accent};
  font-family: ${(p) => p.theme.font.mono};
  user-select: all;
`;

const ShopLink = styled(Link)`
  font-size: 14px;
  font-weight: 600;
  margin-bottom: 4px;
`;
