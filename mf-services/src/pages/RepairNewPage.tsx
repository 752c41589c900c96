import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import { PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { REPAIR_HISTORY_PATH, RepairForm } from '../features/repair/components/RepairForm';

/** /repair/new-request (login-gated by the shell's route table). */
export function RepairNewPage() {
  usePageMeta({
    title: 'New Repair Request',
    description: 'Book a pickup and repair for your device.',
    noindex: true,
  });
  return (
    <PageWrap>
      <Top>
        <PageHeading>New Repair Request</PageHeading>
        <Link to={REPAIR_HISTORY_PATH}>View Repair History</Link>
      </Top>
      <Intro>
        Tell us about your device and the problem. We pick it up from the address in your profile, diagnose it
        for free and contact you with a quote before any repair.
      </Intro>
      <RepairForm />
    </PageWrap>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Intro = styled.p`
  margin: -8px 0 20px;
  color: ${(p) => p.theme.colors.textMuted};
  max-width: 70ch;
`;
