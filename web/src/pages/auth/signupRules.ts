import type { MessageId } from '../../i18n/i18n';

export const MIN_PASSWORD_LENGTH = 8;

export type SignupForm = {
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

/**
 * The rules for a new password (signup, a reset link), checked in order; returns the first one broken, as
 * its message (which takes `{min}`: MIN_PASSWORD_LENGTH).
 */
export function validateNewPassword(password: string, confirmPassword: string): MessageId | null {
  if (password !== confirmPassword) return 'auth.passwordsDiffer';
  if (password.length < MIN_PASSWORD_LENGTH) return 'auth.passwordTooShort';
  return null;
}

/** Client rules of SPEC §5, checked in order; returns the first one broken. */
export function validateSignup(form: SignupForm): MessageId | null {
  const passwordProblem = validateNewPassword(form.password, form.confirmPassword);
  if (passwordProblem) return passwordProblem;
  if (!form.acceptTerms) return 'auth.acceptTermsRequired';
  return null;
}
