import { useEffect } from 'react';

export interface PageMeta {
  title: string;
}

export const SITE_NAME = 'GameGear India';

/** Minimal until the metadata helper lands: sets the document title. */
export function usePageMeta({ title }: PageMeta): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
