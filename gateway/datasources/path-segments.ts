// Every value the gateway puts into a REST path goes through here: ids are checked as ids
// (a loan id is a positive integer, a user id a UUID) and anything else is one encoded segment
// that cannot climb out of its place ('.', '..' and '/' never reach the path). A value that
// fails is refused with BAD_USER_INPUT before any call to the API.
import { GraphQLError } from 'graphql';

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function badInput(argument: string, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', fields: { [argument]: message }, http: { status: 400 } },
  });
}

/** A numeric id (loan, product, developer, bank change) as a path segment. */
export function idSegment(value: string, argument = 'id'): string {
  if (!POSITIVE_INTEGER.test(value)) throw badInput(argument, 'must be a positive whole number');
  return value;
}

/** A numeric id as the number a REST body carries. */
export function idNumber(value: string, argument = 'id'): number {
  return Number(idSegment(value, argument));
}

/** A user's id (a lender, a profile under validation) as a path segment. */
export function userIdSegment(value: string, argument = 'userId'): string {
  if (!UUID.test(value)) throw badInput(argument, 'must be a user id');
  return value.toLowerCase();
}

/** Any other value (a region code) as exactly one path segment. */
export function pathSegment(value: string, argument: string): string {
  if (value === '' || value === '.' || value === '..') throw badInput(argument, 'is not valid');
  return encodeURIComponent(value);
}
