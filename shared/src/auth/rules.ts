import { AUTH_LIMITS as AUTH } from './limits';
import { AUTH_TEXT as T } from './messages';

/** Each rule answers the first broken rule's message (docs/product.md#identity-and-sign-in), or null. */
type Verdict = string | null;

const blank = (v: string) => v.trim() === '';

export function validateLogin(f: { email: string; password: string }): Verdict {
  return blank(f.email) || f.password === '' ? T.fillAll : null;
}

/** In the order of docs/product.md: all required, then matching passwords, then the minimum length. */
export function validateRegister(f: {
  name: string;
  email: string;
  password: string;
  confirm: string;
}): Verdict {
  if (blank(f.name) || blank(f.email) || f.password === '' || f.confirm === '') return T.fillAll;
  if (f.password !== f.confirm) return T.passwordsDontMatch;
  return f.password.length < AUTH.passwordMinLength ? T.passwordTooShort : null;
}

/** Resend from the login form: only presence is checked. */
export function validateResendEmail(email: string): Verdict {
  return blank(email) ? T.enterEmail : null;
}

/** Verification panel and password-reset request: the address must contain '@'. */
export function validateEmailHasAt(email: string): Verdict {
  return email.includes('@') ? null : T.invalidEmail;
}

/** Reset page: length first, then both entries equal. */
export function validateNewPassword(password: string, confirm: string): Verdict {
  if (password.length < AUTH.passwordMinLength) return T.passwordTooShort;
  return password === confirm ? null : T.passwordsDoNotMatch;
}
