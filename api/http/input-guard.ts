// Every request part a route validates (body, query string, path, headers) is first searched for
// text no database keeps: a NUL character or a lone surrogate, in any string or object key, at
// any depth. The route's own schema refuses them field by field too (api/routes/shared.schemas.ts);
// this catches what a schema takes as free-form (records, JSON strings, keys) the same way, as
// a 400 naming the field, before the route runs.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textProblem, textProblemTexts } from '../../machines/shared/text-rules.ts';

type Found = { path: Array<string | number>; message: string };

function findBadText(value: unknown, path: Array<string | number> = [], depth = 0): Found | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, message: textProblemTexts[problem].en } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = textProblem(key);
      if (problem) return { path: [...path, key], message: textProblemTexts[problem].en };
    }
    const found = findBadText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Clean text in every part first, then the route's zod schema. */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: z
      .unknown()
      .superRefine((data, context) => {
        const found = findBadText(data);
        if (found) context.addIssue({ code: 'custom', path: found.path, message: found.message });
      })
      .pipe(route.schema),
  });
