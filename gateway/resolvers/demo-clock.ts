// The demo clock (schema/demo-clock.graphql): the product's date and staff's advancing it, one
// REST call each (datasources/demo-api.ts). The API decides who may; outside demo mode its
// paths do not exist, which is said here without naming them.
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

async function demoOnly<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
      throw new GraphQLError('The demo clock exists only in demo mode', {
        extensions: { code: 'NOT_FOUND', http: { status: 404 } },
      });
    }
    throw error;
  }
}

export const DemoClockQuery: QueryResolvers = {
  demoClock: (_, __, { demo }) => demoOnly(() => demo.clock()),
};

export const DemoClockMutation: MutationResolvers = {
  advanceDemoClock: (_, { days }, { demo }) => demoOnly(() => demo.advanceClock(days)),
};
