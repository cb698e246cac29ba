// Auto-lend (schema/auto-lend.graphql): one REST call per read or change; the REST bodies are the
// GraphQL types as they are, the activity page renamed to items.
import type { AutoLendSettingsBody } from '../datasources/auto-lend-api.ts';
import type {
  AutoLendSettingsInput,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

const settingsBody = (input: AutoLendSettingsInput): AutoLendSettingsBody => ({
  grades: input.grades,
  productCodes: input.productCodes,
  minTermDays: input.minTermDays,
  maxTermDays: input.maxTermDays,
  // Decimal arrives as the client wrote it: a JSON number becomes the API's decimal text.
  minInterestPercent: String(input.minInterestPercent),
  amountPerLoan: String(input.amountPerLoan),
  maxTotal: String(input.maxTotal),
  keepBalance: String(input.keepBalance),
});

export const AutoLendQuery: QueryResolvers = {
  autoLend: (_, __, { autoLend }) => autoLend.overview(),
  autoLendActivity: async (_, { first, after }, { autoLend }) => {
    const page = await autoLend.activity(Math.min(Math.max(first ?? 20, 1), 100), after ?? null);
    return {
      items: page.data.map((item) => ({
        ...item,
        id: String(item.id),
        ruleId: String(item.ruleId),
        loanId: String(item.loanId),
      })),
      next: page.next === null ? null : String(page.next),
    };
  },
  loanAutoLend: (_, { loanId }, { autoLend }) => autoLend.ofLoan(loanId),
};

export const AutoLendMutation: MutationResolvers = {
  createAutoLendRule: (_, { settings, acceptAuthorisation }, { autoLend }) =>
    autoLend.create(settingsBody(settings), acceptAuthorisation),
  updateAutoLendRule: (_, { ruleId, settings }, { autoLend }) =>
    autoLend.update(ruleId, settingsBody(settings)),
  pauseAutoLendRule: (_, { ruleId }, { autoLend }) => autoLend.act(ruleId, 'pause'),
  resumeAutoLendRule: (_, { ruleId }, { autoLend }) => autoLend.act(ruleId, 'resume'),
  closeAutoLendRule: (_, { ruleId }, { autoLend }) => autoLend.act(ruleId, 'close'),
  optOutOfAutoLend: (_, { loanId, ruleId }, { autoLend }) =>
    autoLend.opt(loanId, ruleId, 'opt-out'),
  optInToAutoLend: (_, { loanId, ruleId }, { autoLend }) => autoLend.opt(loanId, ruleId, 'opt-in'),
};
