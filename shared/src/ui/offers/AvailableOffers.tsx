import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
// Stateful pieces through the package: this module is bundled by each app that uses it (shared/kit).
import { Button, copyText } from 'shared';
import styled from 'styled-components';
import { TIMING } from '../../constants/spec';
import { formatIndiaDate } from '../../contracts/india-time.ts';
import { availableOffersQueryOptions } from './available-offers-query';
import { offerSummary } from './offer-summary';

export interface AvailableOffersProps {
  /**
   * Applies a code where the page has a discount field (the cart): each offer then has an Apply
   * button. Without it, offers can only be copied.
   */
  onApply?: (code: string) => unknown;
  /** The code applied now: its Apply button says 'Applied' and is disabled. */
  appliedCode?: string | null;
  /** The code being applied: its Apply button spins. */
  applyingCode?: string | null;
  /** Heading level of 'Available offers' (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * 'Available offers': the discount codes shoppers may use, each with its summary, description,
 * end date and a Copy code button (and Apply where the page can apply one). Offers are an extra:
 * nothing renders while they load, when there are none, or when they fail.
 */
export function AvailableOffers({
  onApply,
  appliedCode,
  applyingCode,
  headingLevel = 2,
  className,
}: AvailableOffersProps) {
  const { data: offers } = useQuery(availableOffersQueryOptions());
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!offers || offers.length === 0) return null;

  const copy = async (code: string) => {
    const ok = await copyText(code);
    clearTimeout(timer.current);
    // Without a clipboard, the code is still on screen to select and type.
    setAnnouncement(ok ? `Code ${code} copied` : `Could not copy. Select the code ${code} to copy it.`);
    timer.current = setTimeout(() => setAnnouncement(''), TIMING.copyConfirmationMs);
  };

  return (
    <Section aria-labelledby={headingId} className={className} data-testid="available-offers">
      <Heading as={`h${headingLevel}`} id={headingId}>
        Available offers
      </Heading>
      <List>
        {offers.map((offer) => {
          const ends = formatIndiaDate(offer.ends_at);
          const applied = appliedCode != null && appliedCode.toUpperCase() === offer.code.toUpperCase();
          return (
            <Item key={offer.code} data-testid="available-offer">
              <Summary>{offerSummary(offer)}</Summary>
              {offer.description && <Description>{offer.description}</Description>}
              {ends && <Ends>Ends {ends}</Ends>}
              <CodeRow>
                <Code>{offer.code}</Code>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Copy code ${offer.code}`}
                  onClick={() => void copy(offer.code)}
                >
                  Copy code
                </Button>
                {onApply && (
                  <Button
                    size="sm"
                    aria-label={applied ? `Code ${offer.code} applied` : `Apply code ${offer.code}`}
                    disabled={applied || (applyingCode != null && applyingCode !== offer.code)}
                    loading={applyingCode === offer.code}
                    onClick={() => void onApply(offer.code)}
                  >
                    {applied ? 'Applied' : 'Apply'}
                  </Button>
                )}
              </CodeRow>
            </Item>
          );
        })}
      </List>
      <Status role="status">{announcement}</Status>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px;
  border: 1px dashed ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
`;

const Summary = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Ends = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
`;

const Code = styled.code`
  padding: 4px 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.accent};
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.sm};
  letter-spacing: 0.04em;
  user-select: all;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.2em;
  color: ${(p) => p.theme.colors.success};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
