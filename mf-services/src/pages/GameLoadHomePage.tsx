import { usePageMeta } from 'shared';
import { GAME_LOAD_HOME_PAGE_META } from 'shared/seo';
import { GAME_LOAD_HISTORY_PATH, GAME_LOAD_NEW_PATH } from '../features/game-load/components/GameLoadForm';
import {
  GAME_LOAD_OWNERSHIP_NOTE,
  GAME_LOAD_PROMISE,
  GAME_LOAD_STEPS,
  GAME_LOAD_TESTIMONIALS,
} from '../features/game-load/lib/landing-content';
import { ServiceLanding } from '../features/service-requests/components/ServiceLanding';

/** /game-load-service: the game load landing (docs/product.md#game-loading). */
export function GameLoadHomePage() {
  usePageMeta(GAME_LOAD_HOME_PAGE_META);
  return (
    <ServiceLanding
      title="Game Load Service"
      intro="Get your favourite games loaded onto your PlayStation 4 or PlayStation 5. We pick up your console, install the games and bring it back ready to play."
      note={GAME_LOAD_OWNERSHIP_NOTE}
      stepsTitle="How it works"
      steps={GAME_LOAD_STEPS}
      actions={[
        { label: 'Create New Request', to: GAME_LOAD_NEW_PATH },
        { label: 'View Request History', to: GAME_LOAD_HISTORY_PATH, variant: 'secondary' },
      ]}
      promiseTitle="Our service promise"
      promise={GAME_LOAD_PROMISE}
      testimonials={GAME_LOAD_TESTIMONIALS}
    />
  );
}
