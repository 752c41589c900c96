import { usePageMeta } from 'shared';
import { BackLink, PageHeading, PageIntro, PageWrap } from '../features/game-load/components/form-layout';
import { GameLoadForm } from '../features/game-load/components/GameLoadForm';

/** /game-load-service/new: the game load form (spec §2, §5). */
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
