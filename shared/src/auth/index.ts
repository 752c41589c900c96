/** Auth form rules and message mapping used by the shell's sign-in UI. */
export {};
