import { lazy, Suspense } from 'react';
import { Skeleton } from 'shared';

const MarkdownRemark = lazy(() => import('./MarkdownRemark'));

/** The markdown renderer, fetched when a details dialog first shows a remark. */
export function LazyMarkdownRemark({ text }: { text: string }) {
  return (
    <Suspense fallback={<Skeleton height={40} />}>
      <MarkdownRemark text={text} />
    </Suspense>
  );
}
