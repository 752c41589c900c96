import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  text-align: center;
  gap: 12px;
  padding: 24px;
`;

const Code = styled.p`
  font-size: 72px;
  font-weight: 800;
  margin: 0;
  color: ${(p) => p.theme.colors.primary};
`;

export function NotFoundPage() {
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>Oops! Page not found</h1>
      <Link to="/">Go back home</Link>
    </Wrap>
  );
}
