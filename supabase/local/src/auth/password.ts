/**
 * Passwords as Supabase stores them: bcrypt, cost 10, with Go's `$2a$` prefix (bcryptjs writes
 * `$2b$`, the same algorithm), so hashes move between this stack and a hosted project.
 */
import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors';

export const MAX_PASSWORD_BYTES = 72;
const COST = 10;

export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(COST)).replace(/^\$2b\$/, '$2a$');
  return await bcrypt.hash(password, salt);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  return await bcrypt.compare(password, hash);
}

/** GoTrue's checkPasswordStrength with the default policy (length only). */
export function checkPasswordStrength(password: string, minLength: number): void {
  // Lengths in bytes, like Go's len(), so both stacks accept the same passwords.
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < minLength) {
    throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
  }
}
