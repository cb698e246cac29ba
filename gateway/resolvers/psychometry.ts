// Psychometric survey fields of Query and Mutation (schema/psychometry.graphql): the questions,
// and the signed-in user's survey on the personal or company path their account type decides.
// The API scores and locks; its refusals (SURVEY_LOCKED, SURVEY_ANSWER_COUNT, ...) arrive as
// GraphQL errors with the API's code and reason.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { ProfileKind } from '../datasources/lumbung-api.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

async function profileKind({ viewer }: GatewayContext): Promise<ProfileKind> {
  const me = await viewer();
  if (!me) {
    throw new GraphQLError('Please log in', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return me.isPersonal ? 'personal' : 'company';
}

export const PsychometryQuery: QueryResolvers = {
  psychometryQuestions: async (_, { role, kind }, { api, viewer }) => {
    const me = role && kind ? null : await viewer();
    const respondentRole = role ?? (me?.role === 'borrower' ? 'BORROWER' : 'LENDER');
    const respondentKind = kind ?? (me && !me.isPersonal ? 'COMPANY' : 'PERSONAL');
    return api.psychometryQuestions(
      respondentRole === 'BORROWER' ? 'borrower' : 'lender',
      respondentKind === 'COMPANY' ? 'company' : 'personal',
    );
  },
  mySurvey: async (_, __, context) => context.api.survey(await profileKind(context)),
};

export const PsychometryMutation: MutationResolvers = {
  submitSurvey: async (_, { fatca, risk }, context) =>
    context.api.submitSurvey(await profileKind(context), { fatca, risk }),
};
