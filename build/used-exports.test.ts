import { describe, expect, it } from 'vitest';
import { namedValueImports, usedExports } from './used-exports';

describe('namedValueImports', () => {
  it('keeps value imports and drops type-only ones', () => {
    const src = `import { Link, type LinkProps, useNavigate as nav } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { useState } from 'react';`;
    expect(namedValueImports(src, 'react-router-dom')).toEqual(['Link', 'useNavigate']);
  });

  it('counts re-exports, which need the export as much as an import does', () => {
    const src = `export { fallBackToPlaceholder, type IconProps, productImageSrc as src } from 'shared';
export type { CartItem } from 'shared';`;
    expect(namedValueImports(src, 'shared')).toEqual(['fallBackToPlaceholder', 'productImageSrc']);
  });

  it("records a default import as 'default'", () => {
    const src = `import styled, { css, keyframes } from 'styled-components';`;
    expect(namedValueImports(src, 'styled-components')).toEqual(['default', 'css', 'keyframes']);
  });
});

describe('usedExports', () => {
  it('covers what the shell itself needs from the router', () => {
    const names = usedExports('react-router-dom');
    expect(names).toEqual(expect.arrayContaining(['BrowserRouter', 'useRoutes', 'Link', 'useLocation']));
  });
});
