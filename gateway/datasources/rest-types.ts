// The REST API's bodies as the gateway sees them: read off the types generated from the API's
// OpenAPI document, never imported from api/.
import type { paths } from '../generated/rest-api.ts';

type Method = 'get' | 'put' | 'post';
type JsonBody<P extends keyof paths, M extends Method, S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type Data<P extends keyof paths, M extends Method, S extends number = 200> =
  JsonBody<P, M, S> extends { data: infer D } ? D : never;

export type ApiLoan = Data<'/api/loan/{id}', 'get'>;
export type ApiLoanPage = Data<'/api/loan', 'get'>;
export type ApiDisbursement = Data<'/api/loan/{id}/disbursement', 'get'>;
export type ApiProduct = Data<'/api/product/{id}', 'get'>;
export type ApiUser = Data<'/api/account/me', 'get'>;
export type ApiSession = Data<'/api/account/login', 'post'>;
export type ApiLogout = Data<'/api/account/logout', 'post'>;
export type CreateLoanBody =
  paths['/api/loan']['post']['requestBody']['content']['application/json'];
export type OfferBody =
  paths['/api/loan/submission/{id}/offer']['put']['requestBody']['content']['application/json'];
export type ApproveCreditBody = NonNullable<
  paths['/api/loan/submission/{id}/approve-credit']['put']['requestBody']['content']['application/json']
>;

type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type RegisterBody = RequestBody<'/api/account/register', 'post'>;
export type ApiRegistration = Data<'/api/account/register', 'post', 201>;
export type ResetPasswordBody = RequestBody<'/api/account/forgot/change', 'post'>;
export type ChangePasswordBody = RequestBody<'/api/account/password/change', 'post'>;
export type ApiPasswordAge = Data<'/api/account/check-password-updated', 'get'>;
export type ApiSubscription = Data<'/api/account/subscribe', 'get'>;
export type ApiOutboxMessage = Data<'/api/demo/outbox', 'get'>['data'][number];
export type ApiOtpSent = Data<'/api/account/otp', 'post'>;
export type ApiOtpVerified = Data<'/api/account/verify-otp', 'post'>;
export type ApiOtpConfirmed = Data<'/api/account/confirm-otp', 'post'>;
export type ApiPsychometryQuestions = Data<'/api/psychometry/questions', 'get'>;
export type ApiSurvey = Data<'/api/personal/psychometry-score', 'get'>;
export type SurveyAnswersBody = RequestBody<'/api/personal/psychometry-score', 'put'>;
/** Every REST error: `{ message, code, fields?, reason?, retryAfterSeconds? }`. */
export type ApiError = JsonBody<'/api/account/me', 'get', 401>;
export type ApiWallet = Data<'/api/wallet', 'get'>;
export type ApiLoanPathStep = Data<'/api/loan/{id}/path', 'get'>['data'][number];
export type ApiLoanWhatIf = Data<'/api/loan/{id}/what-if', 'get'>;
// Staff back office (issue 7).
export type ApiQueueCounts = Data<'/api/loan/queues', 'get'>;
export type ApiAuditEntry = Data<'/api/loan/{id}/events', 'get'>['data'][number];

// Profiles (issue 5): the Personal, Company and staff validation calls.
export type ApiProfile = Data<'/api/personal', 'get'>;
export type ApiProfileSection = Data<'/api/personal/jobs', 'get'>;
export type ApiBankChange = Data<'/api/personal/bank/user-update', 'post'>;
export type ApiValidationQueue = Data<'/api/staff/validations', 'get'>;
export type ApiWaitingApplicant = Data<'/api/staff/applicants', 'get'>[number];
export type ApiApplicantReview = Data<'/api/staff/applicants/{userId}', 'get'>;
export type ApiStaffBorrower = Data<'/api/staff/borrowers/{userId}', 'get'>;
export type ApiStaffBorrowerSection = ApiStaffBorrower['sections'][number];
export type ApiRegion = Data<'/api/reference/provinces', 'get'>['data'][number];
export type ApiBankLists = Data<'/api/reference/banks', 'get'>;
export type ApiEnumerations = Data<'/api/reference/enumerations', 'get'>;

// Loan application (issue 6): borrower info, collateral, photos, files, developers.
export type ApiDeveloper = Data<'/api/developer/{id}', 'get'>;
export type ApiBorrowerInfo = Data<'/api/loan/{id}/borrower_info', 'get'>;
export type ApiGuarantee = Data<'/api/loan/{id}/guarantee', 'get'>;
export type ApiBailFile = Data<'/api/loan/{id}/bail/files', 'get'>['data'][number];
export type BorrowerInfoBody = RequestBody<'/api/loan/{id}/borrower_info', 'put'>;
export type BailBody = RequestBody<'/api/loan/{id}/bail', 'put'>;
export type LoanDataBody = RequestBody<'/api/loan/{id}', 'put'>;
export type ProductBody = RequestBody<'/api/product', 'post'>;

export type ApiNotificationPage = Data<'/api/notifications', 'get'>;
export type ApiNotification = Data<'/api/notifications/{id}/read', 'put'>;

// Lenders' money (issue 16).
export type ApiBalance = Data<'/api/personal/balance', 'get'>;
export type ApiMutations = Data<'/api/lender/transaction', 'get'>;
export type ApiCashOutQuote = Data<'/api/cash-out/quote', 'get'>;
export type ApiWithdrawal = Data<'/api/cash-out/{id}', 'get'>;

// The marketplace and funding (issue 17).
export type ApiMarketplacePage = Data<'/api/loan/marketplace', 'get'>;
type ApiLenderLoanDetail = Data<'/api/loan/marketplace/{id}', 'get'>;
/** A loan as a lender sees it; its photos and the caller's pieces come on the loan page only. */
export type ApiLenderLoan = ApiMarketplacePage['data'][number] &
  Partial<Pick<ApiLenderLoanDetail, 'bailphotos' | 'myfundings'>>;
export type ApiFunding = Data<'/api/loan/{id}/fundings', 'get'>['data'][number];
export type ApiFundResult = Data<'/api/loan/{id}/fund', 'post', 201>;
export type ApiPortfolioLoan = Data<'/api/loan/my-portofolio', 'get'>['data'][number];
export type ApiPortfolioSummary = Data<'/api/loan/my-portofolio/summary', 'get'>;
export type MarketplaceQuery = NonNullable<
  paths['/api/loan/marketplace']['get']['parameters']['query']
>;
export type ApiLenderCollateral = ApiLenderLoan['collateral'];
