// PostgreSQL's unique_violation (23505), as both drivers report it: the constraint or index
// name that refused the row, so a caller can answer with its own code instead of a 500.
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== '23505') return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}
