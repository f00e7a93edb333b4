/** True when the error carries this SQLSTATE, however the driver or Drizzle wraps it. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** A foreign-key violation (SQLSTATE 23503): the row refers to one that does not exist, or is still referred to. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

/** A number too large for its column (SQLSTATE 22003): the request asked for more than the shop can store. */
export function isOutOfRange(error: unknown): boolean {
  return hasSqlState(error, '22003');
}

/** The name of the constraint or unique index the error broke, as PostgreSQL (or PGlite) reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
