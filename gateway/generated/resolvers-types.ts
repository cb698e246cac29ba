import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiLoan, ApiProduct, ApiUser, ApiDeveloper, ApiBorrowerInfo } from '../datasources/rest-types.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601. */
  DateTime: { input: string; output: string; }
  /** Rupiah (or a percentage) as an exact decimal string, e.g. "1500000.00". Never a float. */
  Decimal: { input: string; output: string; }
};

export type ActionReason = {
  __typename?: 'ActionReason';
  /** Stable code: WRONG_STAGE, WRONG_ROLE, NOT_OWNER, LENDER_COMMITTED, SAME_APPROVER, … */
  code: Scalars['String']['output'];
  text: LocalizedText;
};

/** The collateral (bail) of a loan: every bail field of spec §3. */
export type Bail = {
  __typename?: 'Bail';
  address?: Maybe<Scalars['String']['output']>;
  buildingArea?: Maybe<Scalars['Decimal']['output']>;
  certificateFile?: Maybe<Scalars['String']['output']>;
  /** The name the certificate is held in (bailcertificate). */
  certificateHolder?: Maybe<Scalars['String']['output']>;
  certificateNumber?: Maybe<Scalars['String']['output']>;
  certificateType?: Maybe<CertificateType>;
  city?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  estimatedValue?: Maybe<Scalars['Decimal']['output']>;
  /** Every file of the collateral: documents, then photos. */
  files: Array<BailFile>;
  /** Building permit (IMB) document. */
  imbDocumentFile?: Maybe<Scalars['String']['output']>;
  insurance: Scalars['Boolean']['output'];
  otherDocumentFiles: Array<Scalars['String']['output']>;
  /** Land-and-building tax (PBB) document. */
  pbbDocumentFile?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  /** Sub-district (baildistrict). */
  subDistrict?: Maybe<Scalars['String']['output']>;
  surfaceArea?: Maybe<Scalars['Decimal']['output']>;
  type?: Maybe<CollateralType>;
  /** Village (bailregion). */
  village?: Maybe<Scalars['String']['output']>;
};

/** A file of a loan's collateral. */
export type BailFile = {
  __typename?: 'BailFile';
  /** certificate, pbb, imb, other or photo */
  kind: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type BailInput = {
  address: Scalars['String']['input'];
  buildingArea: Scalars['Decimal']['input'];
  certificateFile?: InputMaybe<Scalars['String']['input']>;
  certificateHolder?: InputMaybe<Scalars['String']['input']>;
  certificateNumber?: InputMaybe<Scalars['String']['input']>;
  certificateType?: InputMaybe<CertificateType>;
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  estimatedValue: Scalars['Decimal']['input'];
  imbDocumentFile?: InputMaybe<Scalars['String']['input']>;
  insurance: Scalars['Boolean']['input'];
  otherDocumentFiles?: InputMaybe<Array<Scalars['String']['input']>>;
  pbbDocumentFile?: InputMaybe<Scalars['String']['input']>;
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  subDistrict: Scalars['String']['input'];
  surfaceArea: Scalars['Decimal']['input'];
  type?: InputMaybe<CollateralType>;
  village: Scalars['String']['input'];
};

/** The borrower data on a loan (spec §3 Borrower info). */
export type BorrowerInfo = {
  __typename?: 'BorrowerInfo';
  address: Scalars['String']['output'];
  addressStatus: Scalars['Boolean']['output'];
  birthDate?: Maybe<Scalars['Date']['output']>;
  birthPlace: Scalars['String']['output'];
  companyDescription: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  country: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  idCardStatus: Scalars['Boolean']['output'];
  isPersonal: Scalars['Boolean']['output'];
  nationality: Scalars['String']['output'];
  profileStatus: Scalars['Boolean']['output'];
  /** The uploaded tax card (NPWP) file's path. */
  taxCardFile?: Maybe<Scalars['String']['output']>;
  taxCardStatus: Scalars['Boolean']['output'];
  /** NPWP */
  taxNumber: Scalars['String']['output'];
};

export type BorrowerInfoInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  birthPlace?: InputMaybe<Scalars['String']['input']>;
  companyDescription?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  nationality?: InputMaybe<Scalars['String']['input']>;
  taxCardFile?: InputMaybe<Scalars['String']['input']>;
  taxNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CertificateType =
  | 'LAINNYA'
  | 'SHGB'
  | 'SHM';

/** Collateral types of spec §3: house, apartment, shop/commercial, land, other. */
export type CollateralType =
  | 'APARTEMEN'
  | 'LAINNYA'
  | 'RUKO_KOMERSIAL'
  | 'RUMAH_TINGGAL'
  | 'TANAH';

export type CreateLoanInput = {
  applicationValue: Scalars['Decimal']['input'];
  developerId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  purpose: Scalars['String']['input'];
  requiredDate: Scalars['Date']['input'];
};

/** A developer of the property-financing product. */
export type Developer = {
  __typename?: 'Developer';
  developerName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type Loan = {
  __typename?: 'Loan';
  /** The loan's admin fee, or the product's when the loan's is zero. */
  adminFee: Scalars['Decimal']['output'];
  applicationValue: Scalars['Decimal']['output'];
  /** funappcfapprovalstatus */
  approvalStatus: Scalars['String']['output'];
  /** Computed by the lifecycle machine for the signed-in viewer. */
  availableActions: Array<LoanActionState>;
  bail: Bail;
  /** The collateral photos' file paths, in the order shown. */
  bailPhotos: Array<Scalars['String']['output']>;
  borrower: LoanBorrower;
  borrowerInfo: BorrowerInfo;
  /** What lenders have committed (appfundercommitmentvalue). */
  commitment: Scalars['Decimal']['output'];
  developer?: Maybe<Developer>;
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** The borrower may edit the application (DRAFT, REJECT_BAIL). */
  editable: Scalars['Boolean']['output'];
  fundingEnd?: Maybe<Scalars['Date']['output']>;
  fundingStart?: Maybe<Scalars['Date']['output']>;
  /** funstatstatus */
  fundingStatus: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  interestPercent?: Maybe<Scalars['Decimal']['output']>;
  overdue: Scalars['Boolean']['output'];
  paymentOptions: Scalars['String']['output'];
  /** The offer's payment type, or the product's until an offer is set. */
  paymentType: PaymentType;
  /** Loan period in days (a month counts 30). */
  periodDays?: Maybe<Scalars['Int']['output']>;
  product: Product;
  purpose: Scalars['String']['output'];
  repaymentDueDate?: Maybe<Scalars['Date']['output']>;
  requiredDate: Scalars['Date']['output'];
  /** Staff may edit the loan's data and collateral now (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR). */
  staffEditable: Scalars['Boolean']['output'];
  stageLabel: LocalizedText;
  /** submissionstage: APPROVED_PRODUCT reads APPROVED_{product code}. */
  submissionStage: Scalars['String']['output'];
  totalLateCharge: Scalars['Decimal']['output'];
  totalPartialPaid: Scalars['Decimal']['output'];
};

/** Everything a person can do to a loan; each is one event of the lifecycle machine. */
export type LoanAction =
  | 'acceptOffer'
  | 'approve'
  | 'approveBail'
  | 'approveCredit'
  | 'approveDirector'
  | 'approveDisbursement'
  | 'cancel'
  | 'close'
  | 'closeFunding'
  | 'confirmRepayment'
  | 'declineOffer'
  | 'fund'
  | 'openFunding'
  | 'prepareDisbursement'
  | 'reject'
  | 'rejectRepayment'
  | 'setOffer'
  | 'signDisbursement'
  | 'startPeriod'
  | 'submit'
  | 'submitRepayment';

/** Whether the viewer may take an action now, and why not when they may not. */
export type LoanActionState = {
  __typename?: 'LoanActionState';
  action: LoanAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

export type LoanBorrower = {
  __typename?: 'LoanBorrower';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPersonal: Scalars['Boolean']['output'];
};

export type LoanConnection = {
  __typename?: 'LoanConnection';
  edges: Array<LoanEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type LoanDataInput = {
  applicationValue: Scalars['Decimal']['input'];
  developerId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  purpose: Scalars['String']['input'];
  requiredDate: Scalars['Date']['input'];
};

export type LoanEdge = {
  __typename?: 'LoanEdge';
  cursor: Scalars['String']['output'];
  node: Loan;
};

/** A text in both languages of the product. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  en: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

export type MessageChannel =
  | 'EMAIL'
  | 'SMS';

export type Mutation = {
  __typename?: 'Mutation';
  /** The borrower accepts the offer (APPROVAL_BORROWER). */
  acceptOffer: Loan;
  /** Activates an account with the 6-digit code from the e-mail. */
  activateAccount: Scalars['Boolean']['output'];
  approveBail: Loan;
  approveCredit: Loan;
  approveDirector: Loan;
  /** The spec's Approve: sends the offer to the borrower. */
  approveLoan: Loan;
  cancelLoan: Loan;
  /** The signed-in user changes their password. */
  changePassword: Scalars['Boolean']['output'];
  /** The borrower is back from signing the disbursement agreement (event=signing_complete). */
  confirmDisbursementSigning: Loan;
  /** Uses the token verifyOtp returned. */
  confirmOtp: OtpConfirmed;
  /** Staff: a new developer. */
  createDeveloper: Developer;
  /** Creates the borrower's draft application. */
  createLoan: Loan;
  /** Staff: a new product. */
  createProduct: Product;
  /** The borrower declines the offer (APPROVAL_BORROWER). */
  declineOffer: Loan;
  /** E-mails a reset link; answers true whether or not the e-mail belongs to an account. */
  forgotPassword: Scalars['Boolean']['output'];
  login: Session;
  /** Registers an inactive account and e-mails its activation code. */
  register: RegistrationResult;
  rejectLoan: Loan;
  /** Sends the signed-in user a 6-digit one-time code by SMS or e-mail. */
  requestOtp: OtpSent;
  /** Sets a new password with the token from the reset link. */
  resetPassword: Scalars['Boolean']['output'];
  /** Saves the collateral photos: at least one. */
  saveBailPhotos: Loan;
  setOffer: Loan;
  /** Form step 4: submits the application for review. */
  submitLoan: Loan;
  /**
   * Submits the signed-in user's survey once: 11 FATCA answers and the 0-based option of each of the
   * 6 risk questions. Scored and locked; a second submission is refused with SURVEY_LOCKED.
   */
  submitSurvey: Survey;
  /** The signed-in user receives the platform's e-mails again. */
  subscribeMe: Scalars['Boolean']['output'];
  /** Stops the platform's e-mails, confirmed with e-mail and password (no session needed). */
  unsubscribe: Scalars['Boolean']['output'];
  /** Stops the platform's e-mails to the signed-in user. */
  unsubscribeMe: Scalars['Boolean']['output'];
  /** Saves the collateral; file paths must be uploads of the borrower (or of the staff member). */
  updateBail: Loan;
  /** Saves the borrower data; the personal or company group must be valid. */
  updateBorrowerInfo: Loan;
  /** Staff: rename a developer. */
  updateDeveloper: Developer;
  /** Form step 2: the loan data (the owner in DRAFT or REJECT_BAIL; staff while reviewing). */
  updateLoanData: Loan;
  /** Staff: change a product. */
  updateProduct: Product;
  /** Checks the code; wrong codes answer OTP_WRONG with the attempts left in `reason`. */
  verifyOtp: OtpVerified;
};


export type MutationAcceptOfferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationActivateAccountArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationApproveBailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveCreditArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveDirectorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveLoanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelLoanArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationConfirmDisbursementSigningArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmOtpArgs = {
  otpToken: Scalars['String']['input'];
};


export type MutationCreateDeveloperArgs = {
  developerName: Scalars['String']['input'];
};


export type MutationCreateLoanArgs = {
  input: CreateLoanInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationDeclineOfferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectLoanArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRequestOtpArgs = {
  channel: MessageChannel;
};


export type MutationResetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSaveBailPhotosArgs = {
  id: Scalars['ID']['input'];
  photos: Array<Scalars['String']['input']>;
};


export type MutationSetOfferArgs = {
  id: Scalars['ID']['input'];
  input: OfferInput;
};


export type MutationSubmitLoanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitSurveyArgs = {
  fatca: Array<Scalars['Boolean']['input']>;
  risk: Array<Scalars['Int']['input']>;
};


export type MutationUnsubscribeArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateBailArgs = {
  id: Scalars['ID']['input'];
  input: BailInput;
};


export type MutationUpdateBorrowerInfoArgs = {
  id: Scalars['ID']['input'];
  input: BorrowerInfoInput;
};


export type MutationUpdateDeveloperArgs = {
  developerName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateLoanDataArgs = {
  id: Scalars['ID']['input'];
  input: LoanDataInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationVerifyOtpArgs = {
  code: Scalars['String']['input'];
};

export type OfferInput = {
  adminFee: Scalars['Decimal']['input'];
  fundingEnd: Scalars['Date']['input'];
  fundingStart: Scalars['Date']['input'];
  interestPercent: Scalars['Decimal']['input'];
  paymentType: PaymentType;
  periodDays: Scalars['Int']['input'];
};

/** A verified code was used: an SMS code verifies the phone number. */
export type OtpConfirmed = {
  __typename?: 'OtpConfirmed';
  channel: MessageChannel;
  confirmed: Scalars['Boolean']['output'];
};

/** A one-time code was sent (spec §7: POST /account/otp). */
export type OtpSent = {
  __typename?: 'OtpSent';
  channel: MessageChannel;
  /** When the code stops being valid (5 minutes after sending). */
  expiresAt: Scalars['DateTime']['output'];
  /** Another code may be asked for after this many seconds. */
  resendAfterSeconds: Scalars['Int']['output'];
};

/** The code was right: a short-lived token to confirm with. */
export type OtpVerified = {
  __typename?: 'OtpVerified';
  /** Where the code went; null when the API does not say. */
  channel?: Maybe<MessageChannel>;
  otpToken: Scalars['String']['output'];
};

/** An e-mail or SMS the platform sent (or is about to send). */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  body: Scalars['String']['output'];
  channel: MessageChannel;
  createdAt: Scalars['DateTime']['output'];
  /** When a transport delivered it; null while it waits in the outbox. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** How old the signed-in user's password is (spec §5: a change warning after six months). */
export type PasswordAge = {
  __typename?: 'PasswordAge';
  ageDays: Scalars['Int']['output'];
  /** Six months (180 days) old or more: the user should change it. */
  mustChange: Scalars['Boolean']['output'];
  passwordChangedAt: Scalars['DateTime']['output'];
};

export type PaymentType =
  | 'BALLOON'
  | 'CASH'
  | 'INSTALLMENT'
  | 'INTEREST';

export type Product = {
  __typename?: 'Product';
  adminFee: Scalars['Decimal']['output'];
  code: Scalars['String']['output'];
  highRiskInterest: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** The flow product: a ± marker on the loan period while funding. */
  isFlow: Scalars['Boolean']['output'];
  /** The property-financing product: shows a developer selector. */
  isProperty: Scalars['Boolean']['output'];
  lowRiskInterest: Scalars['Decimal']['output'];
  productName: Scalars['String']['output'];
  typePayment: PaymentType;
};

export type ProductInput = {
  adminFee: Scalars['Decimal']['input'];
  code: Scalars['String']['input'];
  highRiskInterest: Scalars['Decimal']['input'];
  isFlow?: InputMaybe<Scalars['Boolean']['input']>;
  isProperty?: InputMaybe<Scalars['Boolean']['input']>;
  lowRiskInterest: Scalars['Decimal']['input'];
  productName: Scalars['String']['input'];
  typePayment: PaymentType;
};

export type PsychometryQuestions = {
  __typename?: 'PsychometryQuestions';
  /** The 11 FATCA yes/no questions, in order. */
  fatca: Array<LocalizedText>;
  /** The 6 risk-profile questions, in order. */
  risk: Array<RiskQuestion>;
};

export type Query = {
  __typename?: 'Query';
  /** Demo mode only: the latest e-mails and SMS, newest first. Elsewhere an error with code NOT_FOUND. */
  demoOutbox: Array<OutboxMessage>;
  developer?: Maybe<Developer>;
  developers: Array<Developer>;
  loan?: Maybe<Loan>;
  /** Staff: loans, optionally of one stage, newest first. */
  loans: LoanConnection;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** The signed-in borrower's own loans. */
  myLoans: Array<Loan>;
  /** The signed-in borrower's or lender's survey. */
  mySurvey: Survey;
  /** The signed-in user's password age. */
  passwordAge: PasswordAge;
  product?: Maybe<Product>;
  products: Array<Product>;
  /** The survey's questions in Indonesian and English (no session needed). */
  psychometryQuestions: PsychometryQuestions;
};


export type QueryDeveloperArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  stage?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};

export type RegisterInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** The person's full name, or the company's name (6 to 50 characters). */
  fullName: Scalars['String']['input'];
  /** A person (true) or a company (false). */
  isPersonal: Scalars['Boolean']['input'];
  password: Scalars['String']['input'];
  /** Indonesian mobile number: 08…, 628… or +628… */
  phone: Scalars['String']['input'];
  /** Optional: the referral code of the user who invited this one. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  role: RegistrationRole;
  /** Must be true: the terms and conditions are accepted. */
  termsAccepted: Scalars['Boolean']['input'];
};

export type RegistrationResult = {
  __typename?: 'RegistrationResult';
  /** The e-mail address the activation code was sent to. */
  activationSentTo: Scalars['String']['output'];
  /** The new, still inactive account. */
  user: User;
};

/** Who registers: staff accounts are not created through registration. */
export type RegistrationRole =
  | 'BORROWER'
  | 'LENDER';

/** A risk-profile question and its options, most cautious first. */
export type RiskQuestion = {
  __typename?: 'RiskQuestion';
  options: Array<LocalizedText>;
  question: LocalizedText;
};

/** The risk profile a submitted survey rates. */
export type RiskRating =
  | 'HIGH'
  | 'LOW'
  | 'LOW_TO_MEDIUM'
  | 'MEDIUM'
  | 'MEDIUM_TO_HIGH';

export type Role =
  | 'ADMIN'
  | 'BORROWER'
  | 'LENDER';

export type Session = {
  __typename?: 'Session';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  user: User;
};

/** The signed-in borrower's or lender's survey. */
export type Survey = {
  __typename?: 'Survey';
  /** The 11 FATCA answers (true is yes); null where not answered. */
  fatca: Array<Maybe<Scalars['Boolean']['output']>>;
  /** Submitted: the answers can no longer change. */
  locked: Scalars['Boolean']['output'];
  rating?: Maybe<RiskRating>;
  ratingLabel?: Maybe<LocalizedText>;
  /** The chosen option (0-based) of each of the 6 risk questions; null where not answered. */
  risk: Array<Maybe<Scalars['Int']['output']>>;
  /** The risk score (6 to 24), once submitted. */
  score?: Maybe<Scalars['Int']['output']>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  /** Whether the user receives the platform's e-mails. */
  emailSubscribed: Scalars['Boolean']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPersonal: Scalars['Boolean']['output'];
  /** Indonesian mobile number, 08… */
  phone?: Maybe<Scalars['String']['output']>;
  phoneVerified: Scalars['Boolean']['output'];
  /** The code others enter when they register to say this user referred them. */
  referralCode?: Maybe<Scalars['String']['output']>;
  role: Role;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionReason: ResolverTypeWrapper<ActionReason>;
  Bail: ResolverTypeWrapper<ApiLoan>;
  BailFile: ResolverTypeWrapper<BailFile>;
  BailInput: BailInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BorrowerInfo: ResolverTypeWrapper<ApiBorrowerInfo>;
  BorrowerInfoInput: BorrowerInfoInput;
  CertificateType: CertificateType;
  CollateralType: CollateralType;
  CreateLoanInput: CreateLoanInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Developer: ResolverTypeWrapper<ApiDeveloper>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Loan: ResolverTypeWrapper<ApiLoan>;
  LoanAction: LoanAction;
  LoanActionState: ResolverTypeWrapper<LoanActionState>;
  LoanBorrower: ResolverTypeWrapper<LoanBorrower>;
  LoanConnection: ResolverTypeWrapper<Omit<LoanConnection, 'edges'> & { edges: Array<ResolversTypes['LoanEdge']> }>;
  LoanDataInput: LoanDataInput;
  LoanEdge: ResolverTypeWrapper<Omit<LoanEdge, 'node'> & { node: ResolversTypes['Loan'] }>;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MessageChannel: MessageChannel;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfferInput: OfferInput;
  OtpConfirmed: ResolverTypeWrapper<OtpConfirmed>;
  OtpSent: ResolverTypeWrapper<OtpSent>;
  OtpVerified: ResolverTypeWrapper<OtpVerified>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordAge: ResolverTypeWrapper<PasswordAge>;
  PaymentType: PaymentType;
  Product: ResolverTypeWrapper<ApiProduct>;
  ProductInput: ProductInput;
  PsychometryQuestions: ResolverTypeWrapper<PsychometryQuestions>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegistrationResult: ResolverTypeWrapper<Omit<RegistrationResult, 'user'> & { user: ResolversTypes['User'] }>;
  RegistrationRole: RegistrationRole;
  RiskQuestion: ResolverTypeWrapper<RiskQuestion>;
  RiskRating: RiskRating;
  Role: Role;
  Session: ResolverTypeWrapper<Omit<Session, 'user'> & { user: ResolversTypes['User'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Survey: ResolverTypeWrapper<Survey>;
  User: ResolverTypeWrapper<ApiUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionReason: ActionReason;
  Bail: ApiLoan;
  BailFile: BailFile;
  BailInput: BailInput;
  Boolean: Scalars['Boolean']['output'];
  BorrowerInfo: ApiBorrowerInfo;
  BorrowerInfoInput: BorrowerInfoInput;
  CreateLoanInput: CreateLoanInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Developer: ApiDeveloper;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Loan: ApiLoan;
  LoanActionState: LoanActionState;
  LoanBorrower: LoanBorrower;
  LoanConnection: Omit<LoanConnection, 'edges'> & { edges: Array<ResolversParentTypes['LoanEdge']> };
  LoanDataInput: LoanDataInput;
  LoanEdge: Omit<LoanEdge, 'node'> & { node: ResolversParentTypes['Loan'] };
  LocalizedText: LocalizedText;
  Mutation: Record<PropertyKey, never>;
  OfferInput: OfferInput;
  OtpConfirmed: OtpConfirmed;
  OtpSent: OtpSent;
  OtpVerified: OtpVerified;
  OutboxMessage: OutboxMessage;
  PageInfo: PageInfo;
  PasswordAge: PasswordAge;
  Product: ApiProduct;
  ProductInput: ProductInput;
  PsychometryQuestions: PsychometryQuestions;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegistrationResult: Omit<RegistrationResult, 'user'> & { user: ResolversParentTypes['User'] };
  RiskQuestion: RiskQuestion;
  Session: Omit<Session, 'user'> & { user: ResolversParentTypes['User'] };
  String: Scalars['String']['output'];
  Survey: Survey;
  User: ApiUser;
};

export type ActionReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionReason'] = ResolversParentTypes['ActionReason']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type BailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bail'] = ResolversParentTypes['Bail']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingArea?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  certificateFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateHolder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateType?: Resolver<Maybe<ResolversTypes['CertificateType']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['BailFile']>, ParentType, ContextType>;
  imbDocumentFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insurance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherDocumentFiles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pbbDocumentFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDistrict?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surfaceArea?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['CollateralType']>, ParentType, ContextType>;
  village?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BailFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BailFile'] = ResolversParentTypes['BailFile']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BorrowerInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BorrowerInfo'] = ResolversParentTypes['BorrowerInfo']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  birthPlace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  idCardStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxCardFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxCardStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeveloperResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Developer'] = ResolversParentTypes['Developer']> = {
  developerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Loan'] = ResolversParentTypes['Loan']> = {
  adminFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  applicationValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['LoanActionState']>, ParentType, ContextType>;
  bail?: Resolver<ResolversTypes['Bail'], ParentType, ContextType>;
  bailPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  borrower?: Resolver<ResolversTypes['LoanBorrower'], ParentType, ContextType>;
  borrowerInfo?: Resolver<ResolversTypes['BorrowerInfo'], ParentType, ContextType>;
  commitment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  developer?: Resolver<Maybe<ResolversTypes['Developer']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fundingEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  periodDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repaymentDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  requiredDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  staffEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stageLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  submissionStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalLateCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalPartialPaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type LoanActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanActionState'] = ResolversParentTypes['LoanActionState']> = {
  action?: Resolver<ResolversTypes['LoanAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type LoanBorrowerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanBorrower'] = ResolversParentTypes['LoanBorrower']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoanConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanConnection'] = ResolversParentTypes['LoanConnection']> = {
  edges?: Resolver<Array<ResolversTypes['LoanEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoanEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanEdge'] = ResolversParentTypes['LoanEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Loan'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'id'>>;
  activateAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'code' | 'email'>>;
  approveBail?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveBailArgs, 'id'>>;
  approveCredit?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveCreditArgs, 'id'>>;
  approveDirector?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveDirectorArgs, 'id'>>;
  approveLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveLoanArgs, 'id'>>;
  cancelLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationCancelLoanArgs, 'id' | 'reason'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'confirmPassword' | 'newPassword' | 'oldPassword'>>;
  confirmDisbursementSigning?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationConfirmDisbursementSigningArgs, 'id'>>;
  confirmOtp?: Resolver<ResolversTypes['OtpConfirmed'], ParentType, ContextType, RequireFields<MutationConfirmOtpArgs, 'otpToken'>>;
  createDeveloper?: Resolver<ResolversTypes['Developer'], ParentType, ContextType, RequireFields<MutationCreateDeveloperArgs, 'developerName'>>;
  createLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationCreateLoanArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  declineOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationDeclineOfferArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  register?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationRejectLoanArgs, 'id' | 'reason'>>;
  requestOtp?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationRequestOtpArgs, 'channel'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmPassword' | 'newPassword' | 'token'>>;
  saveBailPhotos?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSaveBailPhotosArgs, 'id' | 'photos'>>;
  setOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSetOfferArgs, 'id' | 'input'>>;
  submitLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSubmitLoanArgs, 'id'>>;
  submitSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationSubmitSurveyArgs, 'fatca' | 'risk'>>;
  subscribeMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unsubscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'email' | 'password'>>;
  unsubscribeMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateBail?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateBailArgs, 'id' | 'input'>>;
  updateBorrowerInfo?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateBorrowerInfoArgs, 'id' | 'input'>>;
  updateDeveloper?: Resolver<ResolversTypes['Developer'], ParentType, ContextType, RequireFields<MutationUpdateDeveloperArgs, 'developerName' | 'id'>>;
  updateLoanData?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateLoanDataArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  verifyOtp?: Resolver<ResolversTypes['OtpVerified'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'code'>>;
};

export type OtpConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpConfirmed'] = ResolversParentTypes['OtpConfirmed']> = {
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OtpSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpSent'] = ResolversParentTypes['OtpSent']> = {
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resendAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OtpVerifiedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpVerified'] = ResolversParentTypes['OtpVerified']> = {
  channel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType>;
  otpToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordAgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordAge'] = ResolversParentTypes['PasswordAge']> = {
  ageDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mustChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  adminFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highRiskInterest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProperty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowRiskInterest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typePayment?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type PsychometryQuestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PsychometryQuestions'] = ResolversParentTypes['PsychometryQuestions']> = {
  fatca?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  risk?: Resolver<Array<ResolversTypes['RiskQuestion']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  demoOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  developer?: Resolver<Maybe<ResolversTypes['Developer']>, ParentType, ContextType, RequireFields<QueryDeveloperArgs, 'id'>>;
  developers?: Resolver<Array<ResolversTypes['Developer']>, ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType, RequireFields<QueryLoanArgs, 'id'>>;
  loans?: Resolver<ResolversTypes['LoanConnection'], ParentType, ContextType, RequireFields<QueryLoansArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myLoans?: Resolver<Array<ResolversTypes['Loan']>, ParentType, ContextType>;
  mySurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType>;
  passwordAge?: Resolver<ResolversTypes['PasswordAge'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  psychometryQuestions?: Resolver<ResolversTypes['PsychometryQuestions'], ParentType, ContextType>;
};

export type RegistrationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationResult'] = ResolversParentTypes['RegistrationResult']> = {
  activationSentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RiskQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskQuestion'] = ResolversParentTypes['RiskQuestion']> = {
  options?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SurveyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  fatca?: Resolver<Array<Maybe<ResolversTypes['Boolean']>>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RiskRating']>, ParentType, ContextType>;
  ratingLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  risk?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionReason?: ActionReasonResolvers<ContextType>;
  Bail?: BailResolvers<ContextType>;
  BailFile?: BailFileResolvers<ContextType>;
  BorrowerInfo?: BorrowerInfoResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Developer?: DeveloperResolvers<ContextType>;
  Loan?: LoanResolvers<ContextType>;
  LoanActionState?: LoanActionStateResolvers<ContextType>;
  LoanBorrower?: LoanBorrowerResolvers<ContextType>;
  LoanConnection?: LoanConnectionResolvers<ContextType>;
  LoanEdge?: LoanEdgeResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OtpConfirmed?: OtpConfirmedResolvers<ContextType>;
  OtpSent?: OtpSentResolvers<ContextType>;
  OtpVerified?: OtpVerifiedResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordAge?: PasswordAgeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  PsychometryQuestions?: PsychometryQuestionsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationResult?: RegistrationResultResolvers<ContextType>;
  RiskQuestion?: RiskQuestionResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

