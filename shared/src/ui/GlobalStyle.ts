import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; }
  body {
    margin: 0;
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.font.body};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${(p) => p.theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
  /* A heading focused after a route change is a reading position, not a control. */
  h1[tabindex='-1']:focus { outline: none; }
  img { max-width: 100%; display: block; }
`;
