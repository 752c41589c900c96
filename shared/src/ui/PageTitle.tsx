import styled from 'styled-components';
import { type PageMeta, usePageMeta } from '../seo/page-meta';

const H1 = styled.h1`
  font-size: clamp(22px, 3vw, 32px);
  margin: 24px 16px;
`;

/** A page heading that also sets the page metadata (title plus any other `usePageMeta` field). */
export function PageTitle(props: PageMeta) {
  usePageMeta(props);
  return <H1>{props.title}</H1>;
}
