// A check of QA's paths, shared by the loan's paths and the other machines' (and by the people
// both make), so that neither imports the other's session to fail a step.
export class QaFailure extends Error {}

/** A check of a path: fails the step with what was expected and what the product did. */
export function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new QaFailure(message);
}
