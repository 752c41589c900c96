/** The game load routes the form sends shoppers to (docs/product.md#game-loading). */
export const GAME_LOAD_NEW_PATH = '/game-load-service/new';
export const GAME_LOAD_HISTORY_PATH = '/game-load/history';
