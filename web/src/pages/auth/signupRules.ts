export const MIN_PASSWORD_LENGTH = 8;

export type SignupForm = {
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

/** The rules for a new password (signup, a reset link), checked in order; returns the first one broken. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  return null;
}

/** Client rules of SPEC §5, checked in order; returns the first one broken. */
export function validateSignup(form: SignupForm): string | null {
  const passwordProblem = validateNewPassword(form.password, form.confirmPassword);
  if (passwordProblem) return passwordProblem;
  if (!form.acceptTerms) return 'Please accept the Terms of Service and Privacy Policy to continue';
  return null;
}
