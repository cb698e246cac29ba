// The REST API over HTTP, one instance per GraphQL request (it forwards the caller's token):
// accounts, loans, profiles, reference data, wallets and money. REST errors become GraphQL errors
// carrying the API's stable code (rest-source.ts).
import { idSegment, pathSegment, userIdSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';
import type {
  ApiApplicantReview,
  ApiAuditEntry,
  ApiBailFile,
  ApiBalance,
  ApiBankChange,
  ApiBankLists,
  ApiBorrowerInfo,
  ApiCashOutQuote,
  ApiDeveloper,
  ApiDisbursement,
  ApiEnumerations,
  ApiLoan,
  ApiLoanPage,
  ApiLoanPathStep,
  ApiLoanWhatIf,
  ApiLogout,
  ApiMutations,
  ApiNotification,
  ApiNotificationPage,
  ApiOtpConfirmed,
  ApiOtpSent,
  ApiOtpVerified,
  ApiOutboxMessage,
  ApiPasswordAge,
  ApiProduct,
  ApiProfile,
  ApiProfileSection,
  ApiPsychometryQuestions,
  ApiQueueCounts,
  ApiRegion,
  ApiRegistration,
  ApiSession,
  ApiStaffBorrower,
  ApiSubscription,
  ApiSurvey,
  ApiUser,
  ApiValidationQueue,
  ApiWaitingApplicant,
  ApiWallet,
  ApiWithdrawal,
  ApproveCreditBody,
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

export type LoanEventCall =
  | 'submit'
  | 'approve-bail'
  | 'approve-director'
  | 'approved'
  | 'offer/decline';

/** A section of a profile (schema/profile.graphql ProfileSectionName). */
export type ProfileSectionName = ApiProfileSection['section'];

/** Whose profile path a call takes: the signed-in user's isPersonal decides. */
export type ProfileKind = 'personal' | 'company';

export class LumbungApi extends LumbungRestSource {
  protected override readonly graphQLFieldNames = {
    old_password: 'oldPassword',
    new_password: 'newPassword',
    confirm_password: 'confirmPassword',
  };

  async login(email: string, password: string): Promise<ApiSession> {
    return (await this.post<Envelope<ApiSession>>('account/login', { body: { email, password } }))
      .data;
  }

  /** Ends the caller's session (POST /account/logout); true also when it had already ended. */
  async logout(): Promise<boolean> {
    return (await this.post<Envelope<ApiLogout>>('account/logout')).data.loggedOut;
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

  async resendActivation(email: string): Promise<void> {
    await this.post('account/activation/resend', { body: { email } });
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

  /**
   * One loan; `include` asks the API to send the audit trail, the collateral photos and the
   * borrower data along, so a screen that shows them costs one call.
   */
  async loan(
    id: string,
    include: ReadonlyArray<'auditTrail' | 'bailPhotos' | 'borrowerInfo' | 'borrowerProfile'> = [],
  ): Promise<ApiLoan> {
    const params: Record<string, string> = include.length ? { include: include.join(',') } : {};
    return (await this.get<Envelope<ApiLoan>>(`loan/${idSegment(id)}`, { params })).data;
  }

  async borrowerLoans(): Promise<ApiLoan[]> {
    return (await this.get<Envelope<{ data: ApiLoan[] }>>('loan/borrower')).data.data;
  }

  async createLoan(body: CreateLoanBody): Promise<ApiLoan> {
    return (await this.post<Envelope<ApiLoan>>('loan', { body })).data;
  }

  /** Staff close a paid loan (issue 19): PAID → CLOSED, the machine decides. */
  async closeLoan(id: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${idSegment(id)}/close`)).data;
  }

  async loanEvent(id: string, call: LoanEventCall): Promise<ApiLoan> {
    const ownCall = call === 'submit' || call === 'offer/decline';
    const path = ownCall
      ? `loan/${idSegment(id)}/${call}`
      : `loan/submission/${idSegment(id)}/${call}`;
    return (await this.put<Envelope<ApiLoan>>(path)).data;
  }

  /** Approving credit rates the loan's risk: the API refuses it without a rating. */
  async approveCredit(id: string, body: ApproveCreditBody): Promise<ApiLoan> {
    return (
      await this.put<Envelope<ApiLoan>>(`loan/submission/${idSegment(id)}/approve-credit`, {
        body,
      })
    ).data;
  }

  /** Accepting needs the borrower's consent to the terms: the API records it with the terms. */
  async acceptOffer(id: string, consent: boolean): Promise<ApiLoan> {
    return (
      await this.put<Envelope<ApiLoan>>(`loan/${idSegment(id)}/offer/accept`, {
        body: { consent },
      })
    ).data;
  }

  async setOffer(id: string, body: OfferBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/submission/${idSegment(id)}/offer`, { body }))
      .data;
  }

  async decide(id: string, decision: 'rejected' | 'cancel', reason: string): Promise<ApiLoan> {
    return (
      await this.put<Envelope<ApiLoan>>(`loan/submission/${idSegment(id)}/${decision}`, {
        body: { reason },
      })
    ).data;
  }

  async psychometryQuestions(
    role: 'borrower' | 'lender',
    kind: ProfileKind,
  ): Promise<ApiPsychometryQuestions> {
    return (
      await this.get<Envelope<ApiPsychometryQuestions>>(`psychometry/questions/${role}/${kind}`)
    ).data;
  }

  async survey(kind: ProfileKind): Promise<ApiSurvey> {
    return (await this.get<Envelope<ApiSurvey>>(`${kind}/psychometry-score`)).data;
  }

  async submitSurvey(kind: ProfileKind, body: SurveyAnswersBody): Promise<ApiSurvey> {
    return (await this.put<Envelope<ApiSurvey>>(`${kind}/psychometry-score`, { body })).data;
  }

  // Lender wallets and the analysts' view (issue 7b).

  async myWallet(): Promise<ApiWallet> {
    return (await this.get<Envelope<ApiWallet>>('wallet')).data;
  }

  async requestWallet(kind: 'VA' | 'RDL', consent: boolean): Promise<ApiWallet> {
    return (await this.post<Envelope<ApiWallet>>('wallet/request', { body: { kind, consent } }))
      .data;
  }

  async retryWallet(): Promise<ApiWallet> {
    return (await this.put<Envelope<ApiWallet>>('wallet/retry')).data;
  }

  async lenderWallets(state: string | null): Promise<ApiWallet[]> {
    const params: Record<string, string> = state ? { state } : {};
    return (await this.get<Envelope<{ data: ApiWallet[] }>>('wallet/lenders', { params })).data
      .data;
  }

  async lenderWallet(lenderId: string): Promise<ApiWallet> {
    return (
      await this.get<Envelope<ApiWallet>>(`wallet/lenders/${userIdSegment(lenderId, 'lenderId')}`)
    ).data;
  }

  async walletFor(
    lenderId: string,
    call:
      | { path: 'request'; body: { kind: 'VA' | 'RDL' } }
      | { path: 'corporate-rdl'; body: { accountNumber: string; cifNumber: string } }
      | { path: 'retry' | 'approve' }
      | { path: 'refuse'; body: { reason: string } },
  ): Promise<ApiWallet> {
    const path = `wallet/lenders/${userIdSegment(lenderId, 'lenderId')}/${call.path}`;
    const body = 'body' in call ? { body: call.body } : {};
    const sent =
      call.path === 'request'
        ? await this.post<Envelope<ApiWallet>>(path, body)
        : await this.put<Envelope<ApiWallet>>(path, body);
    return sent.data;
  }

  /** What the loan machine would answer to one event now (staff; changes nothing). */
  async loanWhatIf(id: string, event: string, as: string | null): Promise<ApiLoanWhatIf> {
    const params: Record<string, string> = as ? { event, as } : { event };
    return (await this.get<Envelope<ApiLoanWhatIf>>(`loan/${idSegment(id)}/what-if`, { params }))
      .data;
  }

  async loanPath(id: string): Promise<ApiLoanPathStep[]> {
    return (await this.get<Envelope<{ data: ApiLoanPathStep[] }>>(`loan/${idSegment(id)}/path`))
      .data.data;
  }

  // Staff back office (issue 7): work queues, disbursement lists and approval, audit trail.

  async loanQueue(filter: {
    queue?: string | null;
    stage?: string | null;
    search?: string | null;
    productId?: string | null;
    sort?: string | null;
    limit: number;
    after?: string | null;
  }): Promise<ApiLoanPage> {
    const params: Record<string, string> = { limit: String(filter.limit) };
    if (filter.queue) params.queue = filter.queue;
    if (filter.stage) params.stage = filter.stage;
    if (filter.search) params.q = filter.search;
    if (filter.productId) params.productid = filter.productId;
    if (filter.sort) params.sort = filter.sort;
    if (filter.after) params.after = filter.after;
    return (await this.get<Envelope<ApiLoanPage>>('loan', { params })).data;
  }

  async loanQueueCounts(filter: {
    search?: string | null;
    productId?: string | null;
  }): Promise<ApiQueueCounts> {
    const params: Record<string, string> = {};
    if (filter.search) params.q = filter.search;
    if (filter.productId) params.productid = filter.productId;
    return (await this.get<Envelope<ApiQueueCounts>>('loan/queues', { params })).data;
  }

  async disbursements(
    list: 'ready' | 'success',
    page: { limit: number; after?: string | null },
  ): Promise<ApiLoanPage> {
    const params: Record<string, string> = { limit: String(page.limit) };
    if (page.after) params.after = page.after;
    return (await this.get<Envelope<ApiLoanPage>>(`loan/disbursement/${list}`, { params })).data;
  }

  async approveDisbursement(id: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/disbursement/${idSegment(id)}/approve`)).data;
  }

  /** Where the loan's disbursement stands (issue 18): its state, transfer and missing agreements. */
  async loanDisbursement(id: string): Promise<ApiDisbursement> {
    return (await this.get<Envelope<ApiDisbursement>>(`loan/${idSegment(id)}/disbursement`)).data;
  }

  async auditTrail(id: string): Promise<ApiAuditEntry[]> {
    return (await this.get<Envelope<{ data: ApiAuditEntry[] }>>(`loan/${idSegment(id)}/events`))
      .data.data;
  }

  // --- Profiles (issue 5): /personal, /company, /staff/validations ---

  /** The REST path that saves a section, by account kind (spec §7 Personal and Company). */
  private static sectionPath(kind: ProfileKind, section: ProfileSectionName): string {
    const paths: Record<ProfileSectionName, string> = {
      personal: 'personal',
      addressKtp: 'personal/address/ktp',
      addressMailing: 'personal/address/mailing',
      jobs: 'personal/jobs',
      spouse: 'personal/spouse',
      familyReference: 'personal/family-reference',
      company: 'company',
      companyAddress: 'company/address',
      bank: `${kind}/bank`,
      document: `${kind}/document`,
      signature: `${kind}/document/signature`,
    };
    return paths[section];
  }

  async profile(kind: ProfileKind): Promise<ApiProfile> {
    return (await this.get<Envelope<ApiProfile>>(kind)).data;
  }

  async saveProfileSection(
    kind: ProfileKind,
    section: ProfileSectionName,
    body: Record<string, unknown>,
  ): Promise<ApiProfileSection> {
    const path = LumbungApi.sectionPath(kind, section);
    // The bank data has only POST (a change of validated data is a change request).
    const send = section === 'bank' ? this.post.bind(this) : this.put.bind(this);
    return (await send<Envelope<ApiProfileSection>>(path, { body })).data;
  }

  async requestProfileValidation(kind: ProfileKind): Promise<ApiProfile> {
    return (await this.put<Envelope<ApiProfile>>(`${kind}/agreement/request`)).data;
  }

  async requestAgreementSigning(kind: ProfileKind): Promise<ApiProfile> {
    return (await this.put<Envelope<ApiProfile>>(`${kind}/agreement/request-teken`)).data;
  }

  async requestBankChange(
    kind: ProfileKind,
    body: Record<string, unknown>,
  ): Promise<ApiBankChange> {
    return (await this.post<Envelope<ApiBankChange>>(`${kind}/bank/user-update`, { body })).data;
  }

  async amendBankChange(kind: ProfileKind, body: Record<string, unknown>): Promise<ApiBankChange> {
    return (await this.put<Envelope<ApiBankChange>>(`${kind}/bank/request-update`, { body })).data;
  }

  async waitingApplicants(): Promise<ApiWaitingApplicant[]> {
    return (await this.get<Envelope<ApiWaitingApplicant[]>>('staff/applicants')).data;
  }

  async applicantReview(userId: string): Promise<ApiApplicantReview> {
    return (
      await this.get<Envelope<ApiApplicantReview>>(`staff/applicants/${userIdSegment(userId)}`)
    ).data;
  }

  /** Staff: a borrower's profile (identity, sections, survey). */
  async staffBorrower(userId: string): Promise<ApiStaffBorrower> {
    return (await this.get<Envelope<ApiStaffBorrower>>(`staff/borrowers/${userIdSegment(userId)}`))
      .data;
  }

  async validationQueue(): Promise<ApiValidationQueue> {
    return (await this.get<Envelope<ApiValidationQueue>>('staff/validations')).data;
  }

  async decideSection(
    userId: string,
    section: ProfileSectionName,
    decision: { validate: true } | { validate: false; reason: string },
  ): Promise<ApiProfileSection> {
    const path = `staff/validations/${userIdSegment(userId)}/${section}`;
    return decision.validate
      ? (await this.put<Envelope<ApiProfileSection>>(`${path}/validate`)).data
      : (
          await this.put<Envelope<ApiProfileSection>>(`${path}/reject`, {
            body: { reason: decision.reason },
          })
        ).data;
  }

  async decideBankChange(
    id: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<ApiBankChange> {
    const path = `staff/bank-changes/${idSegment(id)}`;
    return decision.approve
      ? (await this.put<Envelope<ApiBankChange>>(`${path}/approve`)).data
      : (
          await this.put<Envelope<ApiBankChange>>(`${path}/refuse`, {
            body: { reason: decision.reason },
          })
        ).data;
  }

  async provinces(): Promise<ApiRegion[]> {
    return (await this.get<Envelope<{ data: ApiRegion[] }>>('reference/provinces')).data.data;
  }

  async regencies(provinceCode: string): Promise<ApiRegion[]> {
    const path = `reference/provinces/${pathSegment(provinceCode, 'provinceCode')}/regencies`;
    return (await this.get<Envelope<{ data: ApiRegion[] }>>(path)).data.data;
  }

  async districts(regencyCode: string): Promise<ApiRegion[]> {
    const path = `reference/regencies/${pathSegment(regencyCode, 'regencyCode')}/districts`;
    return (await this.get<Envelope<{ data: ApiRegion[] }>>(path)).data.data;
  }

  async villages(districtCode: string): Promise<ApiRegion[]> {
    const path = `reference/districts/${pathSegment(districtCode, 'districtCode')}/villages`;
    return (await this.get<Envelope<{ data: ApiRegion[] }>>(path)).data.data;
  }

  async banks(): Promise<ApiBankLists> {
    return (await this.get<Envelope<ApiBankLists>>('reference/banks')).data;
  }

  async enumerations(): Promise<ApiEnumerations> {
    return (await this.get<Envelope<ApiEnumerations>>('reference/enumerations')).data;
  }
  // Loan application (issue 6): products and developers, borrower info, collateral, photos.

  async product(id: string): Promise<ApiProduct> {
    return (await this.get<Envelope<ApiProduct>>(`product/${idSegment(id)}`)).data;
  }

  async createProduct(body: ProductBody): Promise<ApiProduct> {
    const created = (await this.post<Envelope<ApiProduct>>('product', { body })).data;
    this.forgetReference(/^product/);
    return created;
  }

  async updateProduct(id: string, body: ProductBody): Promise<ApiProduct> {
    const path = `product/${idSegment(id)}`;
    const updated = (await this.put<Envelope<ApiProduct>>(path, { body })).data;
    this.forgetReference(/^product/);
    return updated;
  }

  async developers(): Promise<ApiDeveloper[]> {
    return (await this.get<Envelope<{ data: ApiDeveloper[] }>>('developer')).data.data;
  }

  async developer(id: string): Promise<ApiDeveloper> {
    return (await this.get<Envelope<ApiDeveloper>>(`developer/${idSegment(id)}`)).data;
  }

  async createDeveloper(developerName: string): Promise<ApiDeveloper> {
    const body = { developerName };
    const created = (await this.post<Envelope<ApiDeveloper>>('developer', { body })).data;
    this.forgetReference(/^developer/);
    return created;
  }

  async updateDeveloper(id: string, developerName: string): Promise<ApiDeveloper> {
    const path = `developer/${idSegment(id)}`;
    const updated = (await this.put<Envelope<ApiDeveloper>>(path, { body: { developerName } }))
      .data;
    this.forgetReference(/^developer/);
    return updated;
  }

  async updateLoanData(id: string, body: LoanDataBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${idSegment(id)}`, { body })).data;
  }

  async borrowerInfo(id: string): Promise<ApiBorrowerInfo> {
    return (await this.get<Envelope<ApiBorrowerInfo>>(`loan/${idSegment(id)}/borrower_info`)).data;
  }

  async updateBorrowerInfo(id: string, body: BorrowerInfoBody): Promise<ApiBorrowerInfo> {
    return (
      await this.put<Envelope<ApiBorrowerInfo>>(`loan/${idSegment(id)}/borrower_info`, {
        body,
      })
    ).data;
  }

  async updateBail(id: string, body: BailBody): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${idSegment(id)}/bail`, { body })).data;
  }

  async bailPhotos(id: string): Promise<string[]> {
    return (await this.get<Envelope<{ photo: string[] }>>(`loan/${idSegment(id)}/bail/photo`)).data
      .photo;
  }

  async saveBailPhotos(id: string, photo: string[], replacereason?: string): Promise<string[]> {
    return (
      await this.put<Envelope<{ photo: string[] }>>(`loan/${idSegment(id)}/bail/photo`, {
        body: replacereason === undefined ? { photo } : { photo, replacereason },
      })
    ).data.photo;
  }

  async bailFiles(id: string): Promise<ApiBailFile[]> {
    return (await this.get<Envelope<{ data: ApiBailFile[] }>>(`loan/${idSegment(id)}/bail/files`))
      .data.data;
  }

  async notifications(page: {
    limit: number;
    after?: string | null;
  }): Promise<ApiNotificationPage> {
    const params = new URLSearchParams({ limit: String(page.limit) });
    if (page.after) params.set('after', page.after);
    return (await this.get<Envelope<ApiNotificationPage>>(`notifications?${params}`)).data;
  }

  async unreadNotificationCount(): Promise<number> {
    return (await this.get<Envelope<{ unread: number }>>('notifications/unread-count')).data.unread;
  }

  async markNotificationRead(id: string): Promise<ApiNotification> {
    return (
      await this.put<Envelope<ApiNotification>>(`notifications/${encodeURIComponent(id)}/read`)
    ).data;
  }

  async markAllNotificationsRead(): Promise<number> {
    return (await this.put<Envelope<{ marked: number }>>('notifications/read-all')).data.marked;
  }

  async setLocale(locale: 'id' | 'en'): Promise<'id' | 'en'> {
    return (
      await this.put<Envelope<{ locale: 'id' | 'en' }>>('account/locale', { body: { locale } })
    ).data.locale;
  }

  // Lenders' money (issue 16): balances and mutations from the ledger, top-up, cash-out.

  async balance(kind: ProfileKind): Promise<ApiBalance> {
    return (await this.get<Envelope<ApiBalance>>(`${kind}/balance`)).data;
  }

  async mutations(
    lenderId: string | null,
    query: {
      from?: string | null;
      to?: string | null;
      page?: number | null;
      pageSize?: number | null;
    },
  ): Promise<ApiMutations> {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params[key] = String(value);
    }
    const path = lenderId
      ? `wallet/lenders/${userIdSegment(lenderId, 'lenderId')}/transaction`
      : 'lender/transaction';
    return (await this.get<Envelope<ApiMutations>>(path, { params })).data;
  }

  async simulateVaTransfer(amount: string): Promise<void> {
    await this.post('demo/va-transfer', { body: { amount } });
  }

  async cashOutQuote(amount: string, rail: string | null): Promise<ApiCashOutQuote> {
    const params: Record<string, string> = rail ? { amount, rail } : { amount };
    return (await this.get<Envelope<ApiCashOutQuote>>('cash-out/quote', { params })).data;
  }

  async cashOut(
    amount: string,
    rail: string | null,
    idempotencyKey: string,
  ): Promise<ApiWithdrawal> {
    return (
      await this.post<Envelope<ApiWithdrawal>>('cash-out', {
        body: rail ? { amount, rail } : { amount },
        headers: { 'idempotency-key': idempotencyKey },
      })
    ).data;
  }

  async myWithdrawals(): Promise<ApiWithdrawal[]> {
    return (await this.get<Envelope<{ data: ApiWithdrawal[] }>>('cash-out')).data.data;
  }

  async pendingWithdrawals(): Promise<ApiWithdrawal[]> {
    return (await this.get<Envelope<{ data: ApiWithdrawal[] }>>('cash-out/pending')).data.data;
  }

  async inquireWithdrawal(id: string): Promise<ApiWithdrawal> {
    return (await this.post<Envelope<ApiWithdrawal>>(`cash-out/${idSegment(id)}/inquiry`)).data;
  }
}
