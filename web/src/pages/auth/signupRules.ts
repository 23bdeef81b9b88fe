export const MIN_PASSWORD_LENGTH = 8;

export type SignupForm = {
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

/** Client rules of SPEC §5, checked in order; returns the first one broken. */
export function validateSignup(form: SignupForm): string | null {
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (!form.acceptTerms) return 'Please accept the Terms of Service and Privacy Policy to continue';
  return null;
}
