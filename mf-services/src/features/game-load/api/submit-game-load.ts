import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText, invokeFunction } from 'shared';
import { GAME_LOAD_MESSAGES, type GameLoadPayload, gameLoadSubmitAnswerSchema } from 'shared/contracts';
import { gameLoadHistoryKeys } from './game-load-history';

/**
 * `console-games-addon-service`: files the request and answers its id. Errors carry the text of
 * the 'Submission Failed' toast: the server's message for a refusal, else 'Failed to submit
 * request' (also when the answer lacks success).
 */
export async function submitGameLoad(payload: GameLoadPayload): Promise<string> {
  let data: unknown;
  try {
    data = await invokeFunction('console-games-addon-service', { body: { ...payload } });
  } catch (error) {
    throw new Error(failureText(error, GAME_LOAD_MESSAGES.submitFailed));
  }
  const answer = gameLoadSubmitAnswerSchema.safeParse(data);
  if (!answer.success) throw new Error(GAME_LOAD_MESSAGES.submitFailed);
  return answer.data.requestId;
}

export function useSubmitGameLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGameLoad,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameLoadHistoryKeys.all }),
  });
}
