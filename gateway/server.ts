// The GraphQL gateway (Apollo Server on Fastify) at /graphql. It owns the schema in schema/ and
// wraps the REST API over HTTP; it forwards the caller's token and lets the API decide. It reads
// who asks from the token itself, verified against the API's published keys (verify-token.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { callerLanguage, clientError } from './client-errors.ts';
import { createContext, type GatewayContext } from './context.ts';
import { createReferenceCache } from './datasources/reference-cache.ts';
import { httpTransport, inProcessTransport } from './datasources/transport.ts';
import { LIMITS, operationBudget, queryLimits } from './limits.ts';
import { AccountMutation, AccountQuery } from './resolvers/account.ts';
import { ApplicantReviewQuery } from './resolvers/applicant-review.ts';
import { AutoLendMutation, AutoLendQuery } from './resolvers/auto-lend.ts';
import { DashboardQuery, StaffDashboard } from './resolvers/dashboard.ts';
import { DemoClockMutation, DemoClockQuery } from './resolvers/demo-clock.ts';
import { Disbursement, DisbursementLoan, DisbursementTransfer } from './resolvers/disbursement.ts';
import { DisbursementSigningMutation } from './resolvers/disbursement-signing.ts';
import { DisclosureQuery } from './resolvers/disclosure.ts';
import { FundingMutation, FundingQuery, PortfolioSummary } from './resolvers/funding.ts';
import { FundingLimitsMutation, FundingLimitsQuery } from './resolvers/funding-limits.ts';
import { Funding, LenderCollateral, LenderLoan, PortfolioLoan } from './resolvers/lender-loan.ts';
import { Loan } from './resolvers/loan.ts';
import {
  Bail,
  BorrowerInfo,
  Developer,
  LoanApplicationLoan,
  LoanApplicationMutation,
  LoanApplicationQuery,
} from './resolvers/loan-application.ts';
import { loanNextStep } from './resolvers/loan-next-step.ts';
import { MachineDiagramFields, MachinesQuery } from './resolvers/machines.ts';
import { MoneyMutation, MoneyQuery } from './resolvers/money.ts';
import { Mutation } from './resolvers/mutation.ts';
import {
  Notification,
  NotificationMutation,
  NotificationQuery,
} from './resolvers/notifications.ts';
import { Product } from './resolvers/product.ts';
import { Profile, ProfileMutation, ProfileQuery, ProfileSection } from './resolvers/profile.ts';
import { PsychometryMutation, PsychometryQuery } from './resolvers/psychometry.ts';
import { Query } from './resolvers/query.ts';
import {
  Installment,
  LoanBill,
  LoanRepayment,
  RepaymentMutation,
  RepaymentPayment,
  RepaymentQuery,
} from './resolvers/repayment.ts';
import { RepaymentStaffMutation, RepaymentStaffQuery } from './resolvers/repayment-staff.ts';
import {
  DigitalSignature,
  InvestmentAgreement,
  LenderLoanSigning,
  SigningDocument,
  SigningMutation,
  SigningQuery,
} from './resolvers/signing.ts';
import { BorrowerProfileSection, StaffLoan, StaffMutation, StaffQuery } from './resolvers/staff.ts';
import { TaxStatusMutation, TaxStatusQuery } from './resolvers/tax-status.ts';
import { User } from './resolvers/user.ts';
import { LenderWallet, WalletMutation, WalletQuery } from './resolvers/wallet.ts';
import { DateScalar, DateTime, Decimal, JSONObject } from './scalars.ts';
import { remoteTokenVerifier } from './verify-token.ts';

const SCHEMA_DIR = join(import.meta.dirname, '..', 'schema');

export function loadTypeDefs(): string {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
    .join('\n');
}

export async function registerGateway(
  app: FastifyInstance,
  options: {
    restBaseUrl: () => string;
    production: boolean;
    now?: () => Date;
    /**
     * Set when the REST API is registered on this same server (the embedded product): the data
     * sources then call it in process instead of over loopback HTTP (datasources/transport.ts).
     */
    apiInProcess?: boolean;
  },
): Promise<void> {
  // One key set for the gateway's life: the API's public keys, fetched and cached.
  const verifyToken = remoteTokenVerifier({
    restBaseUrl: options.restBaseUrl,
    ...(options.now ? { now: options.now } : {}),
  });
  const limits = queryLimits();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers: {
      Query: {
        ...Query,
        ...AccountQuery,
        ...PsychometryQuery,
        ...StaffQuery,
        ...WalletQuery,
        ...MoneyQuery,
        ...MachinesQuery,
        ...ProfileQuery,
        ...ApplicantReviewQuery,
        ...LoanApplicationQuery,
        ...NotificationQuery,
        ...FundingQuery,
        ...SigningQuery,
        ...DemoClockQuery,
        ...DisclosureQuery,
        ...DashboardQuery,
        ...RepaymentStaffQuery,
        ...RepaymentQuery,
        ...TaxStatusQuery,
        ...AutoLendQuery,
        ...FundingLimitsQuery,
      },
      Mutation: {
        ...Mutation,
        ...AccountMutation,
        ...PsychometryMutation,
        ...StaffMutation,
        ...WalletMutation,
        ...MoneyMutation,
        ...ProfileMutation,
        ...LoanApplicationMutation,
        ...NotificationMutation,
        ...FundingMutation,
        ...DisbursementSigningMutation,
        ...SigningMutation,
        ...DemoClockMutation,
        ...RepaymentStaffMutation,
        ...RepaymentMutation,
        ...TaxStatusMutation,
        ...AutoLendMutation,
        ...FundingLimitsMutation,
      },
      Decimal,
      Date: DateScalar,
      DateTime,
      JSONObject,
      Profile,
      ProfileSection,
      BorrowerProfileSection,
      Loan: { ...Loan, ...StaffLoan, ...LoanApplicationLoan, ...loanNextStep, ...DisbursementLoan },
      Disbursement,
      DisbursementTransfer,
      LenderWallet,
      MachineDiagram: MachineDiagramFields,
      Bail,
      BorrowerInfo,
      Developer,
      Funding,
      LenderCollateral,
      LenderLoan: { ...LenderLoan, ...LenderLoanSigning },
      InvestmentAgreement,
      DigitalSignature,
      SigningDocument,
      Notification,
      PortfolioLoan,
      PortfolioSummary,
      StaffDashboard,
      Product,
      User,
      Installment,
      LoanBill,
      LoanRepayment,
      RepaymentPayment,
    },
    introspection: !options.production,
    hideSchemaDetailsFromClientErrors: options.production,
    // No stack trace, no unexpected error's own words (client-errors.ts).
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => clientError(formatted, error, app.log),
    validationRules: limits.validationRules,
    // The token limit is the parser's own: a document over it is a syntax error, 400
    // GRAPHQL_PARSE_FAILED (Armor's token plugin threw from inside the parse, which Apollo
    // answered with a 500).
    parseOptions: { maxTokens: LIMITS.maxTokens },
    plugins: [
      fastifyApolloDrainPlugin(app),
      // No response of ours is cacheable by field hints: skip the per-field bookkeeping.
      ApolloServerPluginCacheControlDisabled(),
      ...limits.plugins,
      operationBudget(),
      callerLanguage(),
    ],
  });
  await apollo.start();
  const cache = createReferenceCache({ baseURL: options.restBaseUrl });
  const transport = options.apiInProcess
    ? inProcessTransport(app, options.restBaseUrl)
    : httpTransport;
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) =>
      createContext({
        restBaseUrl: options.restBaseUrl(),
        authorization: request.headers.authorization,
        acceptLanguage: request.headers['accept-language'],
        clientAddress: request.ip,
        verifyToken,
        cache,
        transport,
      }),
  });
}
