import type { ReactNode } from 'react';
import { repairHelpMessage, Sheet, supportChatUrl, userText } from 'shared';
import {
  addressLines,
  formatIndiaDate,
  formatIndiaDateTime,
  itemNumber,
  parseShippingAddress,
  type RepairRequest,
  repairDeviceLabel,
  repairStatusLabel,
  showsEstimatedCompletion,
} from 'shared/contracts';
import { ChatIcon, StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { RequestTimeline } from '../../service-requests';

const none = 'Not yet available';

/**
 * Repair Details (docs/product.md#repair-requests): every field of the request; the estimate is
 * hidden once completed or cancelled. A bottom drawer on phones, a dialog above. Texts are rendered
 * as text.
 */
export function RepairDetailsSheet({
  request,
  onClose,
}: {
  request: RepairRequest | null;
  onClose: () => void;
}) {
  return (
    <Sheet open={request !== null} onClose={onClose} title="Repair Details" size="md">
      {request && <Details request={request} />}
    </Sheet>
  );
}

function Details({ request }: { request: RepairRequest }) {
  const shipping = parseShippingAddress(request.shipping_address);
  const message = repairHelpMessage({
    id: itemNumber(request),
    device: repairDeviceLabel(request.product_type),
    status: repairStatusLabel(request.status),
  });
  return (
    <>
      <Fields data-testid="repair-details">
        <Row label="Request number">
          <code data-testid="request-number">{itemNumber(request)}</code>
        </Row>
        <Row label="Status">
          <StatusBadge kind="repair" status={request.status} data-testid="repair-status" />
        </Row>
        <Row label="Device">{repairDeviceLabel(request.product_type)}</Row>
        <Row label="Model & Issue" wide>
          {request.product_description}
        </Row>
        <Row label="Technician Notes" wide>
          {request.notes || none}
        </Row>
        <Row label="Additional Information / Tracking" wide>
          {request.remark || none}
        </Row>
        <Row label="Technician">{request.technician || 'Not yet assigned'}</Row>
        <Row label="Created">{formatIndiaDateTime(request.creation_date)}</Row>
        {showsEstimatedCompletion(request.status) && (
          <Row label="Estimated Completion">{formatIndiaDate(request.estimated_completion) || none}</Row>
        )}
        <Row label="Last Updated">{formatIndiaDateTime(request.updated_at) || none}</Row>
        <Row label="Shipping Address" wide>
          {shipping
            ? [
                shipping.name,
                ...addressLines(shipping.address),
                shipping.phone && `Phone: ${shipping.phone}`,
                shipping.email,
              ]
                .filter(Boolean)
                .map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed-order address lines
                  <span key={i} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))
            : 'Not available'}
        </Row>
      </Fields>
      <TimelineBox>
        <RequestTimeline kind="repair" id={request.id} />
      </TimelineBox>
      <HelpLink
        href={supportChatUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="repair-help"
      >
        <ChatIcon size={16} />
        Need help with this repair?
      </HelpLink>
    </>
  );
}

function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px 24px;
  margin: 0 0 20px;
  .wide {
    grid-column: 1 / -1;
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    ${userText}
    white-space: pre-line;
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 13px;
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const TimelineBox = styled.div`
  margin: 0 0 20px;
`;

const HelpLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: ${(p) => p.theme.radii.sm};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
