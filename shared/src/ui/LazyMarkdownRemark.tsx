import { lazy, Suspense } from 'react';
import { Skeleton } from './Skeleton';

const MarkdownRemark = lazy(() => import('./MarkdownRemark'));

/**
 * A staff remark written in markdown, rendered safely (raw HTML stays text, unsafe links are
 * dropped; see `MarkdownRemark`). The renderer and react-markdown are fetched when a remark is
 * first shown, so `shared`'s first-load chunk carries only this wrapper.
 */
export function LazyMarkdownRemark({ text }: { text: string }) {
  return (
    <Suspense fallback={<Skeleton height={40} />}>
      <MarkdownRemark text={text} />
    </Suspense>
  );
}
