import styled from 'styled-components';
import { usePageMeta } from '../seo/page-meta';

const H1 = styled.h1`
  font-size: clamp(22px, 3vw, 32px);
  margin: 24px 16px;
`;

/** A page heading that also sets the document title. */
export function PageTitle({ title }: { title: string }) {
  usePageMeta({ title });
  return <H1>{title}</H1>;
}
