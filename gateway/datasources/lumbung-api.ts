// The REST API over HTTP, one instance per GraphQL request (it forwards the caller's token).
// REST errors become GraphQL errors carrying the API's stable code.
import { type AugmentedRequest, RESTDataSource } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import type {
  ApiBailFile,
  ApiBorrowerInfo,
  ApiDeveloper,
  ApiError,
  ApiLoan,
  ApiLoanPage,
  ApiOtpConfirmed,
  ApiOtpSent,
  ApiOtpVerified,
  ApiOutboxMessage,
  ApiPasswordAge,
  ApiProduct,
  ApiPsychometryQuestions,
  ApiRegistration,
  ApiSession,
  ApiSubscription,
  ApiSurvey,
  ApiUser,
  BailBody,
  BorrowerInfoBody,
  ChangePasswordBody,
  CreateLoanBody,
  LoanDataBody,
  OfferBody,
  ProductBody,
  RegisterBody,
  ResetPasswordBody,
  SurveyAnswersBody,
} from './rest-types.ts';

type Envelope<T> = { data: T };

/**
 * The few REST body fields whose GraphQL argument is spelled differently: an error's `fields`
 * name what the GraphQL caller sent, so a client can put each message beside its input.
 */
const GRAPHQL_FIELD_NAMES: Readonly<Record<string, string>> = {
  old_password: 'oldPassword',
  new_password: 'newPassword',
  confirm_password: 'confirmPassword',
};

function graphQLFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [GRAPHQL_FIELD_NAMES[name] ?? name, message]),
  );
}

export type LoanEventCall =
  | 'submit'
  | 'approve-bail'
  | 'approve-credit'
  | 'approve-director'
  | 'approved'
  | 'offer/accept'
  | 'offer/decline';

/** Whose profile path a call takes: the signed-in user's isPersonal decides. */
export type ProfileKind = 'personal' | 'company';

export class LumbungApi extends RESTDataSource {
  private readonly token: string | null;

  constructor(options: { baseURL: string; token: string | null }) {
    super();
    this.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
    this.token = options.token;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.token) request.headers.authorization = `Bearer ${this.token}`;
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: { status: number };
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    const body: Partial<ApiError> =
      parsedBody !== null && typeof parsedBody === 'object' ? parsedBody : {};
    return new GraphQLError(body.message ?? `Request failed with status code ${response.status}`, {
      extensions: {
        code: body.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'UPSTREAM_ERROR'),
        ...(body.reason ? { reason: body.reason } : {}),
        ...(body.fields ? { fields: graphQLFields(body.fields) } : {}),
        ...(body.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: body.retryAfterSeconds }
          : {}),
        http: { status: response.status },
      },
    });
  }

  async login(email: string, password: string): Promise<ApiSession> {
    return (await this.post<Envelope<ApiSession>>('account/login', { body: { email, password } }))
      .data;
  }

  async me(): Promise<ApiUser> {
    return (await this.get<Envelope<ApiUser>>('account/me')).data;
  }

  async register(body: RegisterBody): Promise<ApiRegistration> {
    return (await this.post<Envelope<ApiRegistration>>('account/register', { body })).data;
  }

  async activate(email: string, code: string): Promise<void> {
    await this.post('account/activated', { body: { email, code } });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.post('account/forgot', { body: { email } });
  }

  async resetPassword(body: ResetPasswordBody): Promise<void> {
    await this.post('account/forgot/change', { body });
  }

  async changePassword(body: ChangePasswordBody): Promise<void> {
    await this.post('account/password/change', { body });
  }

  async passwordAge(): Promise<ApiPasswordAge> {
    return (await this.get<Envelope<ApiPasswordAge>>('account/check-password-updated')).data;
  }

  async unsubscribe(email: string, password: string): Promise<ApiSubscription> {
    return (
      await this.post<Envelope<ApiSubscription>>('account/unsubscribe', {
        body: { email, password },
      })
    ).data;
  }

  async unsubscribeMe(): Promise<ApiSubscription> {
    return (await this.post<Envelope<ApiSubscription>>('account/unsubscribe/authorized')).data;
  }

  async subscribeMe(): Promise<ApiSubscription> {
    return (await this.get<Envelope<ApiSubscription>>('account/subscribe')).data;
  }

  async requestOtp(channel: 'sms' | 'email'): Promise<ApiOtpSent> {
    return (await this.post<Envelope<ApiOtpSent>>('account/otp', { body: { channel } })).data;
  }

  async verifyOtp(code: string): Promise<ApiOtpVerified> {
    return (await this.post<Envelope<ApiOtpVerified>>('account/verify-otp', { body: { code } }))
      .data;
  }

  async confirmOtp(otpToken: string): Promise<ApiOtpConfirmed> {
    return (
      await this.post<Envelope<ApiOtpConfirmed>>('account/confirm-otp', { body: { otpToken } })
    ).data;
  }

  /** Demo mode only; elsewhere the API has no such path and answers 404 NOT_FOUND. */
  async demoOutbox(): Promise<ApiOutboxMessage[]> {
    return (await this.get<Envelope<{ data: ApiOutboxMessage[] }>>('demo/outbox')).data.data;
  }

  async products(): Promise<ApiProduct[]> {
    return (await this.get<Envelope<{ data: ApiProduct[] }>>('product')).data.data;
  }

  async loan(id: string): Promise<ApiLoan> {
    return (await this.get<Envelope<ApiLoan>>(`loan/${encodeURIComponent(id)}`)).data;
  }

  async borrowerLoans(): Promise<ApiLoan[]> {
    return (await this.get<Envelope<{ data: ApiLoan[] }>>('loan/borrower')).data.data;
  }

  async loans(filter: {
    stage?: string | null;
    limit: number;
    after?: string | null;
  }): Promise<ApiLoanPage> {
    const params: Record<string, string> = { limit: String(filter.limit) };
    if (filter.stage) params.stage = filter.stage;
    if (filter.after) params.after = filter.after;
    return (await this.get<Envelope<ApiLoanPage>>('loan', { params })).data;
  }

  async createLoan(body: CreateLoanBody): Promise<ApiLoan> {
    return (await this.post<Envelope<ApiLoan>>('loan', { body })).data;
  }

  async loanEvent(id: string, call: LoanEventCall): Promise<ApiLoan> {
    const ownCall = call === 'submit' || call === 'offer/accept' || call === 'offer/decline';
    const path = ownCall ? `loan/${id}/${call}` : `loan/submission/${id}/${call}`;
    return (await this.put<Envelope<ApiLoan>>(path)).data;
  }

  async setOffer(id: string, body: OfferBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/submission/${id}/offer`, { body })).data;
  }

  async decide(id: string, decision: 'rejected' | 'cancel', reason: string): Promise<ApiLoan> {
    return (
      await this.put<Envelope<ApiLoan>>(`loan/submission/${id}/${decision}`, { body: { reason } })
    ).data;
  }

  async psychometryQuestions(): Promise<ApiPsychometryQuestions> {
    return (await this.get<Envelope<ApiPsychometryQuestions>>('psychometry/questions')).data;
  }

  async survey(kind: ProfileKind): Promise<ApiSurvey> {
    return (await this.get<Envelope<ApiSurvey>>(`${kind}/psychometry-score`)).data;
  }

  async submitSurvey(kind: ProfileKind, body: SurveyAnswersBody): Promise<ApiSurvey> {
    return (await this.put<Envelope<ApiSurvey>>(`${kind}/psychometry-score`, { body })).data;
  }

  // Loan application (issue 6): products and developers, borrower info, collateral, photos.

  async product(id: string): Promise<ApiProduct> {
    return (await this.get<Envelope<ApiProduct>>(`product/${encodeURIComponent(id)}`)).data;
  }

  async createProduct(body: ProductBody): Promise<ApiProduct> {
    return (await this.post<Envelope<ApiProduct>>('product', { body })).data;
  }

  async updateProduct(id: string, body: ProductBody): Promise<ApiProduct> {
    return (await this.put<Envelope<ApiProduct>>(`product/${encodeURIComponent(id)}`, { body }))
      .data;
  }

  async developers(): Promise<ApiDeveloper[]> {
    return (await this.get<Envelope<{ data: ApiDeveloper[] }>>('developer')).data.data;
  }

  async developer(id: string): Promise<ApiDeveloper> {
    return (await this.get<Envelope<ApiDeveloper>>(`developer/${encodeURIComponent(id)}`)).data;
  }

  async createDeveloper(developerName: string): Promise<ApiDeveloper> {
    return (await this.post<Envelope<ApiDeveloper>>('developer', { body: { developerName } })).data;
  }

  async updateDeveloper(id: string, developerName: string): Promise<ApiDeveloper> {
    return (
      await this.put<Envelope<ApiDeveloper>>(`developer/${encodeURIComponent(id)}`, {
        body: { developerName },
      })
    ).data;
  }

  async updateLoanData(id: string, body: LoanDataBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${encodeURIComponent(id)}`, { body })).data;
  }

  async borrowerInfo(id: string): Promise<ApiBorrowerInfo> {
    return (
      await this.get<Envelope<ApiBorrowerInfo>>(`loan/${encodeURIComponent(id)}/borrower_info`)
    ).data;
  }

  async updateBorrowerInfo(id: string, body: BorrowerInfoBody): Promise<ApiBorrowerInfo> {
    return (
      await this.put<Envelope<ApiBorrowerInfo>>(`loan/${encodeURIComponent(id)}/borrower_info`, {
        body,
      })
    ).data;
  }

  async updateBail(id: string, body: BailBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${encodeURIComponent(id)}/bail`, { body }))
      .data;
  }

  async bailPhotos(id: string): Promise<string[]> {
    return (
      await this.get<Envelope<{ photo: string[] }>>(`loan/${encodeURIComponent(id)}/bail/photo`)
    ).data.photo;
  }

  async saveBailPhotos(id: string, photo: string[]): Promise<string[]> {
    return (
      await this.put<Envelope<{ photo: string[] }>>(`loan/${encodeURIComponent(id)}/bail/photo`, {
        body: { photo },
      })
    ).data.photo;
  }

  async confirmDisbursementSigning(id: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${encodeURIComponent(id)}/disbursement/signed`))
      .data;
  }

  async bailFiles(id: string): Promise<ApiBailFile[]> {
    return (
      await this.get<Envelope<{ data: ApiBailFile[] }>>(`loan/${encodeURIComponent(id)}/bail/files`)
    ).data.data;
  }
}
