import { type ComponentType, createElement } from 'react';
import { useInstanceProbe } from './instances';

interface OwnInstances {
  /** The app's own `useState` import: differs from the shell's when React is duplicated. */
  useState: unknown;
  /** The app's own `useQueryClient` import, called inside each page. */
  useQueryClient: () => unknown;
}

interface ProbedPageProps {
  appName: string;
  own: OwnInstances;
  page: ComponentType;
}

function ProbedPage({ appName, own, page }: ProbedPageProps) {
  useInstanceProbe(appName, { useState: own.useState, queryClient: own.useQueryClient() });
  return createElement(page);
}

/**
 * Wraps a remote's pages so each render reports the React and QueryClient that remote really
 * received. Passing the remote's own imports matters: `shared`'s imports would always agree.
 */
export function probePages(
  appName: string,
  pages: Record<string, ComponentType>,
  own: OwnInstances,
): Record<string, ComponentType> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, page]) => {
      const probed: ComponentType = () => createElement(ProbedPage, { appName, own, page });
      probed.displayName = `Probed(${id})`;
      return [id, probed];
    }),
  );
}
