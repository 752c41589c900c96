/**
 * Console game loading (docs/product.md#game-loading): the form's and the submission payload's
 * rules with their exact messages, the price table, the
 * `console-games-addon-service` answer and the `get_user_game_load_requests` history row. The
 * form, the edge function and the tests use these; the database re-applies the same rules
 * (supabase/migrations/*_service_requests.sql).
 */
import * as z from 'zod/mini';
import { GAME_LOAD, PAGE_SIZE } from '../constants/spec.ts';
import { PROFILE_MESSAGES } from './profile.ts';

export {
  GAME_LOAD_STATUSES,
  type GameLoadStatus,
  gameLoadStatusLabel,
  isGameLoadStatus,
} from './request-statuses.ts';

export const GAME_LOAD_PAGE_SIZE = PAGE_SIZE.gameLoads;
/** Flood limit kept by the database: requests per user per hour (docs/product.md#game-loading). */
export const GAME_LOAD_HOURLY_LIMIT = 10;

export type ConsoleType = (typeof GAME_LOAD.consoles)[number];
export type StorageUnit = (typeof GAME_LOAD.storageUnits)[number];

export const GAME_LOAD_MESSAGES = {
  consoleRequired: 'Please select a console type.',
  storageNumber: 'Storage must be a number.',
  storagePositive: 'Storage must be a positive number.',
  storageMin: 'Storage must be at least 1.',
  storageMax: 'Storage seems too high. Please check the value.',
  /** The storage field's step is 0.01: more decimals would be rounded away silently. */
  storageDecimals: 'Storage can have at most 2 decimal places.',
  gameTitleShort: 'Game title must be at least 2 characters long.',
  gameTitleLong: 'Game title is too long.',
  gamesMin: 'Please add at least one game.',
  gamesMax: 'You can add a maximum of 10 games.',
  promptFormInvalid: 'Please fill out the form correctly to generate the AI prompt.',
  promptCopied: 'Prompt copied to clipboard!',
  profileIncomplete: PROFILE_MESSAGES.completeFirst,
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit request',
  successTitle: 'Service Request Submitted!',
  successMessage: 'We will contact you shortly to arrange for pickup.',
  historyLoadFailedTitle: 'Failed to load history',
  historyCouldNotFetch: 'Could not fetch your request history.',
  historyEmptyTitle: 'No History Found',
  historyEmpty: "You haven't requested any game loading services yet.",
  // The store's own wording:
  storageUnit: 'Storage unit must be GB or TB.',
  gameNotText: 'Each game must be a title.',
  loginRequired: 'Please log in to submit a request.',
} as const;

/** 'Failed to fetch game load history: {detail}' */
export const gameLoadFetchFailedMessage = (detail: string): string =>
  `Failed to fetch game load history: ${detail}`;

// ---------------------------------------------------------------------------------------------
// Prices (docs/product.md#game-loading)

export interface PriceDetails {
  base: number;
  addon: number;
  total: number;
}

export const GAME_LOAD_PRICES = GAME_LOAD.prices;

/** Base plus the add-on when chosen; with no console selected the PS5 figures apply. */
export function gameLoadPrice(consoleType: string | null | undefined, addStorage: boolean): PriceDetails {
  const key: ConsoleType =
    consoleType === 'PS4' || consoleType === 'PS5' ? consoleType : GAME_LOAD.fallbackConsole;
  const { base, storageAddon } = GAME_LOAD_PRICES[key];
  const addon = addStorage ? storageAddon : 0;
  return { base, addon, total: base + addon };
}

// ---------------------------------------------------------------------------------------------
// The form and the submission payload

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The form's coercion: a number, or text holding one; anything else is not a number (NaN). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/**
 * Whether a storage figure keeps to the field's step of 0.01 (GAME_LOAD.storageStep): 1.5 and 1.25
 * do, 1.555 does not (the database keeps two decimals, so it would be stored as 1.56).
 */
export function hasStorageStep(value: number): boolean {
  const decimals = Math.round(-Math.log10(GAME_LOAD.storageStep));
  return Number(value.toFixed(decimals)) === value;
}

export const consoleTypeSchema = z.enum(GAME_LOAD.consoles, { error: GAME_LOAD_MESSAGES.consoleRequired });

export const availableStorageSchema = z.pipe(
  z.transform(toNumber),
  z
    .number({ error: GAME_LOAD_MESSAGES.storageNumber })
    .check(
      z.gt(0, GAME_LOAD_MESSAGES.storagePositive),
      z.gte(GAME_LOAD.storageMin, GAME_LOAD_MESSAGES.storageMin),
      z.lte(GAME_LOAD.storageMax, GAME_LOAD_MESSAGES.storageMax),
      z.refine(hasStorageStep, GAME_LOAD_MESSAGES.storageDecimals),
    ),
);

export const storageUnitSchema = z._default(
  z.enum(GAME_LOAD.storageUnits, { error: GAME_LOAD_MESSAGES.storageUnit }),
  GAME_LOAD.defaultStorageUnit,
);

export const gameTitleSchema = z
  .string({ error: GAME_LOAD_MESSAGES.gameNotText })
  .check(
    z.trim(),
    z.minLength(GAME_LOAD.gameTitleMin, GAME_LOAD_MESSAGES.gameTitleShort),
    z.maxLength(GAME_LOAD.gameTitleMax, GAME_LOAD_MESSAGES.gameTitleLong),
  );

const gamesSchema = z
  .array(gameTitleSchema, { error: GAME_LOAD_MESSAGES.gamesMin })
  .check(
    z.minLength(GAME_LOAD.gamesMin, GAME_LOAD_MESSAGES.gamesMin),
    z.maxLength(GAME_LOAD.gamesMax, GAME_LOAD_MESSAGES.gamesMax),
  );

const isBlank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/** Blank game entries are dropped before the rules apply (the payload's 'empties dropped'). */
function dropBlankGames(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const games = (input as { games?: unknown }).games;
  if (!Array.isArray(games)) return input;
  return { ...input, games: games.filter((g) => !isBlank(g)) };
}

/**
 * The submission payload `{ consoleType, availableStorage, storageUnit, games, addStorage }`:
 * the form's values go through it before sending, and the edge function parses its body with it.
 */
export const gameLoadPayloadSchema = z.pipe(
  z.transform(dropBlankGames),
  z.object({
    consoleType: consoleTypeSchema,
    availableStorage: availableStorageSchema,
    storageUnit: storageUnitSchema,
    games: gamesSchema,
    addStorage: z._default(z.boolean({ error: 'addStorage must be true or false.' }), false),
  }),
);
export type GameLoadPayload = z.output<typeof gameLoadPayloadSchema>;

/** What the form holds while the customer types (storage as typed; game rows may be blank). */
export interface GameLoadFormValues {
  consoleType: '' | ConsoleType;
  availableStorage: string;
  storageUnit: StorageUnit;
  games: string[];
  addStorage: boolean;
}

export const GAME_LOAD_FORM_DEFAULTS: GameLoadFormValues = {
  consoleType: '',
  availableStorage: '',
  storageUnit: GAME_LOAD.defaultStorageUnit,
  games: [''],
  addStorage: false,
};

/** Field keys of the form's errors: the fields, and `games.{row}` for one game row. */
export type GameLoadErrors = Partial<Record<string, string>>;

/**
 * Every rule of the form at once: the first message per field, keyed `consoleType`,
 * `availableStorage`, `storageUnit`, `games` (the list) and `games.{row}` (one row, by the
 * form's row index; blank rows are dropped like the payload does, never flagged themselves).
 * `payload` is what to send when there is no error.
 */
export function validateGameLoadForm(values: GameLoadFormValues): {
  errors: GameLoadErrors;
  payload: GameLoadPayload | null;
} {
  const rows = values.games.map((g, i) => ({ g, i })).filter(({ g }) => !isBlank(g));
  const result = gameLoadPayloadSchema.safeParse(values);
  if (result.success) return { errors: {}, payload: result.data };
  const errors: GameLoadErrors = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    let key = String(field ?? '');
    if (field === 'games' && typeof index === 'number') key = `games.${rows[index]?.i ?? index}`;
    errors[key] ??= issue.message;
  }
  return { errors, payload: null };
}

/** The first message of a payload that fails the rules (the edge function's 400), else null. */
export function gameLoadPayloadProblem(body: unknown): string | null {
  const result = gameLoadPayloadSchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? GAME_LOAD_MESSAGES.submitFailed);
}

/** Whether another game row may be added: fewer than 10 rows and the last one filled in. */
export function canAddGame(games: readonly string[]): boolean {
  return games.length < GAME_LOAD.gamesMax && !isBlank(games.at(-1) ?? '');
}

// ---------------------------------------------------------------------------------------------
// Storage-estimation prompt

/** The prompt for an AI assistant: console, free space and unit, the games, a size per game and a total with a buffer. */
export function storagePrompt(
  p: Pick<GameLoadPayload, 'consoleType' | 'availableStorage' | 'storageUnit' | 'games'>,
): string {
  const list = p.games.map((g, i) => `${i + 1}. ${g}`).join('\n');
  const consoleName = p.consoleType === 'PS4' ? 'PlayStation 4 (PS4)' : 'PlayStation 5 (PS5)';
  return [
    `I have a ${consoleName} with ${p.availableStorage} ${p.storageUnit} of free storage.`,
    `I want to install these games:\n${list}`,
    'Please estimate the install size in GB of each game (including current updates), then give the total in GB with a 10% buffer, and tell me whether they will fit in my free space.',
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Answers

/** `console-games-addon-service` success answer. */
export const gameLoadSubmitAnswerSchema = z.object({ success: z.literal(true), requestId: z.string() });
export type GameLoadSubmitAnswer = z.infer<typeof gameLoadSubmitAnswerSchema>;

export const priceDetailsSchema = z.object({ base: z.number(), addon: z.number(), total: z.number() });

/** One request as `get_user_game_load_requests` lists it (docs/product.md#game-loading). */
export const gameLoadRequestSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'GL-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  console_type: z.string(),
  available_storage: z.number(),
  storage_unit: z.string(),
  games_list: z.array(z.string()),
  storage_addon_added: z.boolean(),
  remark: z.nullable(z.string()),
  status: z.string(),
  created_at: z.string(),
  price_details: priceDetailsSchema,
});
export type GameLoadRequest = z.infer<typeof gameLoadRequestSchema>;
