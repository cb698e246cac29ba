// The tiers the other machines' paths are driven at, and what a driver needs to send a person's
// step through either: each driver keeps one path walk (which event is which step, who takes it,
// what the product does by itself) and gives, per tier, the operations that carry its steps —
// the REST calls, or the gateway's operations the web client sends — and the read of what the
// person sees. A step with no operation of the gateway (a partner's page, the movable clock)
// goes the same way at both tiers, and the driver names it (`MachineDriver.outside`).
import { graphql } from '../../tests/support/test-product.ts';
import { check } from '../check.ts';
import type { Desk } from './people.ts';

export type MachineTier = 'rest' | 'graphql';
export const MACHINE_TIERS: readonly MachineTier[] = ['rest', 'graphql'];

/** How a tier is named in what the paths report (`the REST API reports …`). */
export const TIER_WORDS: Readonly<Record<MachineTier, string>> = {
  rest: 'the REST API',
  graphql: 'the GraphQL gateway',
};

/** A driver's operations at each tier: the same shape, so that a path walk takes either. */
export type Surfaces<Operations> = Readonly<Record<MachineTier, Operations>>;

/** The operations of the desk's tier. */
export const at = <Operations>(surfaces: Surfaces<Operations>, desk: Pick<Desk, 'tier'>) =>
  surfaces[desk.tier];

type GraphqlAnswer<T> = { data: T | null; code: string | null; message: string };

/** A GraphQL operation whose refusal may be the answer wanted: its data, or its error's code. */
export async function tryGraphql<T>(
  desk: Pick<Desk, 'product'>,
  token: string | undefined | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const answer = await graphql<T>(desk.product, query, variables, token ?? undefined);
  const error = answer.errors?.[0];
  return {
    data: error ? null : answer.data,
    code: error ? String(error.extensions?.code ?? 'ERROR') : null,
    message: error ? JSON.stringify(answer.errors).slice(0, 400) : '',
  };
}

/** A GraphQL operation through the gateway that must answer without an error: its data. */
export async function mustGraphql<T>(
  desk: Pick<Desk, 'product'>,
  token: string | undefined | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await tryGraphql<T>(desk, token, query, variables);
  check(
    answer.data !== null,
    `GraphQL ${operationName(query)} answered ${answer.code}: ${answer.message}`,
  );
  return answer.data;
}

/** The first field an operation asks for (`approveWallet`), for the step's words and errors. */
export const operationName = (query: string) => /\{\s*(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
