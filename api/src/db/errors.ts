/** A unique index refused the write (Prisma's P2002), e.g. a slug or an email already taken. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
