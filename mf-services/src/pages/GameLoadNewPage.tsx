import { usePageMeta } from 'shared';
import { GameLoadForm } from '../features/game-load/components/GameLoadForm';
import {
  BackLink,
  PageHeading,
  PageIntro,
  PageWrap,
} from '../features/service-requests/components/form-layout';

/** /game-load-service/new: the game load form (docs/product.md#game-loading). */
export function GameLoadNewPage() {
  usePageMeta({
    title: 'New Game Load Request',
    description: 'Request games to be loaded onto your console.',
  });
  return (
    <PageWrap>
      <BackLink to="/game-load-service">Back to Game Load Service</BackLink>
      <PageHeading>New Game Load Request</PageHeading>
      <PageIntro>Choose your console, list up to 10 games and confirm your details.</PageIntro>
      <GameLoadForm />
    </PageWrap>
  );
}
