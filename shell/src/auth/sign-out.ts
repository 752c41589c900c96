import { useSession } from 'shared';

/**
 * Signing out forgets the remembered path (docs/product.md#identity-and-sign-in). A page that needs
 * sign-in reacts to the sign-out by asking for the login (a gated route goes to /login, a remote's
 * page emits 'auth:login-required'), which would open the dialog and remember that page again. From
 * a sign-out in this page until the shopper next acts (a press or a key), such a request is the
 * page reacting, not the shopper asking: the shell sends them home instead, with no dialog and
 * nothing remembered.
 */
let signedOut = false;

const ACTIONS = ['pointerdown', 'keydown'] as const;

function settle(): void {
  signedOut = false;
  for (const type of ACTIONS) globalThis.removeEventListener?.(type, settle, true);
}

useSession.subscribe((state, previous) => {
  if (previous.status === 'authenticated' && state.status === 'anonymous') {
    signedOut = true;
    for (const type of ACTIONS) globalThis.addEventListener?.(type, settle, true);
  } else if (state.status === 'authenticated') settle();
});

/** True between a sign-out and the shopper's next action. */
export function justSignedOut(): boolean {
  return signedOut;
}

/** Tests only. */
export function resetSignOutForTests(): void {
  settle();
}
