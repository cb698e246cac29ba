import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiLoan, ApiProduct, ApiUser, ApiWallet, ApiProfile, ApiProfileSection, ApiBankChange, ApiDeveloper, ApiBorrowerInfo, ApiStaffBorrower, ApiStaffBorrowerSection, ApiNotification, ApiLenderLoan, ApiLenderCollateral, ApiFunding, ApiFundResult, ApiPortfolioLoan, ApiPortfolioSummary, ApiDisbursement } from '../datasources/rest-types.ts';
import type { MachineDiagramParent } from '../resolvers/machines.ts';
import type { ApiStaffDashboard } from '../datasources/dashboard-api.ts';
import type { ApiSigningDocument, ApiSigningStart, ApiSigningReturn, ApiRegistration } from '../datasources/signing-api.ts';
import type { InvestmentAgreementParent } from '../resolvers/signing.ts';
import type { ApiInstallment, ApiRepaymentPayment, LoanRepaymentParent, ApiBill } from '../datasources/repayment-api.ts';
import type { ApiTaxStatus, ApiTaxDeclaration } from '../datasources/tax-status-api.ts';
import type { ApiAutoLendRule, ApiAutoLendOverview, ApiLoanAutoLend } from '../datasources/auto-lend-api.ts';
import type { ApiLenderFundingLimits, ApiBorrowerFundingLimit, ApiOfferBorrowerLimit } from '../datasources/funding-limits-api.ts';
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
  /** A section's fields as a JSON object (names and rules as in the REST API). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type AcceptedAutoLendAuthorisation = {
  __typename?: 'AcceptedAutoLendAuthorisation';
  acceptedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  version: Scalars['String']['output'];
};

export type AccountMutation = {
  __typename?: 'AccountMutation';
  /** The balance after this mutation. */
  balance: Scalars['Decimal']['output'];
  credit: Scalars['Decimal']['output'];
  date: Scalars['DateTime']['output'];
  debit: Scalars['Decimal']['output'];
  /** As the journal stores it (Indonesian). */
  description: Scalars['String']['output'];
  /** The description in both languages. */
  descriptionLabel: LocalizedText;
  id: Scalars['ID']['output'];
  type: MutationType;
  typeLabel: LocalizedText;
};

/** One page of a period's mutations, with the period's opening and closing balance and totals. */
export type AccountMutationConnection = {
  __typename?: 'AccountMutationConnection';
  closingBalance: Scalars['Decimal']['output'];
  from: Scalars['Date']['output'];
  nodes: Array<AccountMutation>;
  openingBalance: Scalars['Decimal']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  to: Scalars['Date']['output'];
  /** Mutations in the whole period. */
  totalCount: Scalars['Int']['output'];
  totalCredit: Scalars['Decimal']['output'];
  totalDebit: Scalars['Decimal']['output'];
};

export type ActionReason = {
  __typename?: 'ActionReason';
  /** Stable code: WRONG_STAGE, WRONG_ROLE, NOT_OWNER, LENDER_COMMITTED, SAME_APPROVER, … */
  code: Scalars['String']['output'];
  text: LocalizedText;
};

export type ApplicantIdCard = {
  __typename?: 'ApplicantIdCard';
  /** The document field it is kept in. */
  field: Scalars['String']['output'];
  /** The section of the identity fields it is checked against. */
  identitySection: ProfileSectionName;
  /** The uploaded ID card (KTP) image or PDF: a person's own, a company representative's. */
  path: Scalars['String']['output'];
};

export type ApplicantReview = {
  __typename?: 'ApplicantReview';
  bankChange?: Maybe<ReviewBankChange>;
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  idCard?: Maybe<ApplicantIdCard>;
  kind: ProfileKind;
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  /** Every section of the profile's kind, in the profile's order. */
  sections: Array<ReviewSection>;
  userId: Scalars['ID']['output'];
};

/** Outstanding by days past due: days1to30, days31to90 or over90. */
export type ArrearsBucket = {
  __typename?: 'ArrearsBucket';
  bucket: Scalars['String']['output'];
  loans: Scalars['Int']['output'];
  outstanding: Scalars['Decimal']['output'];
};

export type AuditActorRole =
  | 'ADMIN'
  | 'BORROWER'
  | 'LENDER'
  | 'SYSTEM';

export type AutoLendAction =
  | 'close'
  | 'pause'
  | 'resume'
  | 'update';

export type AutoLendActionState = {
  __typename?: 'AutoLendActionState';
  action: AutoLendAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

export type AutoLendActivityItem = {
  __typename?: 'AutoLendActivityItem';
  amount?: Maybe<Scalars['Decimal']['output']>;
  happenedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  loanId: Scalars['ID']['output'];
  outcome: AutoLendOutcome;
  productName: Scalars['String']['output'];
  productNameEn: Scalars['String']['output'];
  reason?: Maybe<ActionReason>;
  round?: Maybe<Scalars['Int']['output']>;
  ruleId: Scalars['ID']['output'];
};

export type AutoLendActivityPage = {
  __typename?: 'AutoLendActivityPage';
  items: Array<AutoLendActivityItem>;
  next?: Maybe<Scalars['ID']['output']>;
};

export type AutoLendAuthorisation = {
  __typename?: 'AutoLendAuthorisation';
  sha256: Scalars['String']['output'];
  /** The standing authorisation's words, Indonesian and English. */
  text: LocalizedText;
  version: Scalars['String']['output'];
};

export type AutoLendConfig = {
  __typename?: 'AutoLendConfig';
  /** Minutes a new loan shows in the marketplace before auto-lend allocates it. */
  previewMinutes: Scalars['Int']['output'];
  /** Percent of each loan kept for manual lenders. */
  reservePercent: Scalars['Float']['output'];
};

export type AutoLendOutcome =
  | 'FUNDED'
  | 'SKIPPED';

export type AutoLendOverview = {
  __typename?: 'AutoLendOverview';
  accepted?: Maybe<AcceptedAutoLendAuthorisation>;
  authorisation: AutoLendAuthorisation;
  rules: Array<AutoLendRule>;
  settings: AutoLendConfig;
};

export type AutoLendRule = {
  __typename?: 'AutoLendRule';
  availableActions: Array<AutoLendActionState>;
  createdAt: Scalars['DateTime']['output'];
  exhaustedBy?: Maybe<ActionReason>;
  id: Scalars['ID']['output'];
  /** What the rule funded and is still out (held or lent). */
  investedTotal: Scalars['Decimal']['output'];
  settings?: Maybe<AutoLendSettings>;
  state: AutoLendState;
  stateLabel: LocalizedText;
  waitingSince?: Maybe<Scalars['DateTime']['output']>;
};

export type AutoLendSettings = {
  __typename?: 'AutoLendSettings';
  amountPerLoan: Scalars['Decimal']['output'];
  /** Loan grades A–E. */
  grades: Array<Scalars['String']['output']>;
  keepBalance: Scalars['Decimal']['output'];
  maxTermDays: Scalars['Int']['output'];
  maxTotal: Scalars['Decimal']['output'];
  /** Percent per year. */
  minInterestPercent: Scalars['Decimal']['output'];
  minTermDays: Scalars['Int']['output'];
  /** Product codes; empty: every product. */
  productCodes: Array<Scalars['String']['output']>;
};

export type AutoLendSettingsInput = {
  amountPerLoan: Scalars['Decimal']['input'];
  grades: Array<Scalars['String']['input']>;
  keepBalance: Scalars['Decimal']['input'];
  maxTermDays: Scalars['Int']['input'];
  maxTotal: Scalars['Decimal']['input'];
  minInterestPercent: Scalars['Decimal']['input'];
  minTermDays: Scalars['Int']['input'];
  productCodes: Array<Scalars['String']['input']>;
};

export type AutoLendState =
  | 'closed'
  | 'draft'
  | 'enabled'
  | 'exhausted'
  | 'paused';

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
  /** Staff: why another file takes the place of one of the borrower's files (required then). */
  replaceReason?: InputMaybe<Scalars['String']['input']>;
  subDistrict: Scalars['String']['input'];
  surfaceArea: Scalars['Decimal']['input'];
  type?: InputMaybe<CollateralType>;
  village: Scalars['String']['input'];
};

export type Bank = {
  __typename?: 'Bank';
  /** The 3-digit bank code (sandi bank). */
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A request to change validated bank data: it waits for staff; the old data stays until approved. */
export type BankChange = {
  __typename?: 'BankChange';
  data: Scalars['JSONObject']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The staff's reason for a refusal. */
  reason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  status: BankChangeStatus;
};

export type BankChangeAction =
  | 'approve'
  | 'refuse';

export type BankChangeActionState = {
  __typename?: 'BankChangeActionState';
  action: BankChangeAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

export type BankChangeRequest = {
  __typename?: 'BankChangeRequest';
  /** The bank data in force now. */
  current?: Maybe<Scalars['JSONObject']['output']>;
  /** Words for the coded fields of `current`. */
  currentLabels: Scalars['JSONObject']['output'];
  data: Scalars['JSONObject']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Words for the coded fields of `data`, as SubmittedSection.labels. */
  labels: Scalars['JSONObject']['output'];
  requestedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
};

export type BankChangeStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REFUSED';

export type BankLists = {
  __typename?: 'BankLists';
  /** Every bank (about 70) a user may hold an account at. */
  all: Array<Bank>;
  /** The 36 national, large regional and digital banks offered first. */
  main: Array<Bank>;
  /** The partner bank's code: BNI, 009. */
  partnerCode: Scalars['String']['output'];
};

export type BorrowerFundingLimit = {
  __typename?: 'BorrowerFundingLimit';
  limit?: Maybe<Scalars['Decimal']['output']>;
  /** On the borrower's loans with an offer set, not yet repaid. */
  outstanding: Scalars['Decimal']['output'];
  purpose: FundingPurpose;
  /** A higher limit in force whose platform condition is not met. */
  raisedLimit?: Maybe<Scalars['Decimal']['output']>;
  raisedLimitCondition?: Maybe<Twp90Condition>;
  room?: Maybe<Scalars['Decimal']['output']>;
  source?: Maybe<Scalars['String']['output']>;
};

/** The KYC identity: the ID card (KTP) number, the name on it and the card's image. */
export type BorrowerIdentity = {
  __typename?: 'BorrowerIdentity';
  holder: IdentityHolder;
  /** The ID card's image (or PDF), a /file path. */
  idCardFile?: Maybe<Scalars['String']['output']>;
  /** NIK, 16 digits. */
  idNumber?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
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
  /** Staff: why another file takes the place of the borrower's tax card (required then). */
  replaceReason?: InputMaybe<Scalars['String']['input']>;
  taxCardFile?: InputMaybe<Scalars['String']['input']>;
  taxNumber?: InputMaybe<Scalars['String']['input']>;
};

export type BorrowerProfileSection = {
  __typename?: 'BorrowerProfileSection';
  /** The fields as saved; null while EMPTY. */
  data?: Maybe<Scalars['JSONObject']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The section's name in both languages. */
  label: LocalizedText;
  /** Words (id, en) for the fields that hold a code: enumerations, banks, regions. */
  labels: Scalars['JSONObject']['output'];
  /** The staff's reason for a rejection. */
  reason?: Maybe<Scalars['String']['output']>;
  section: ProfileSectionName;
  status: SectionStatus;
  statusLabel: LocalizedText;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The psychometric survey's result. */
export type BorrowerSurvey = {
  __typename?: 'BorrowerSurvey';
  ratingLabel?: Maybe<LocalizedText>;
  /** The risk questionnaire's score. */
  score?: Maybe<Scalars['Int']['output']>;
  submitted: Scalars['Boolean']['output'];
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The validated bank account a cash-out pays to, its number masked to the last four digits. */
export type CashOutDestination = {
  __typename?: 'CashOutDestination';
  /** •••• 1234 */
  accountNumberMasked: Scalars['String']['output'];
  bankCode: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
};

export type CashOutQuote = {
  __typename?: 'CashOutQuote';
  activeBalance: Scalars['Decimal']['output'];
  amount: Scalars['Decimal']['output'];
  /** Where the money would go; null without validated bank data. */
  destination?: Maybe<CashOutDestination>;
  /** Rails that carry this amount, cheapest first. */
  options: Array<TransferRailOption>;
  proposed?: Maybe<TransferRailOption>;
  refusal?: Maybe<CashOutRefusal>;
};

export type CashOutRefusal = {
  __typename?: 'CashOutRefusal';
  code: Scalars['String']['output'];
  text: LocalizedText;
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

/** How many, and how much money. */
export type CountAndAmount = {
  __typename?: 'CountAndAmount';
  amount: Scalars['Decimal']['output'];
  count: Scalars['Int']['output'];
};

export type CreateLoanInput = {
  applicationValue: Scalars['Decimal']['input'];
  developerId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  purpose: Scalars['String']['input'];
  requiredDate: Scalars['Date']['input'];
};

/** The product's date in demo mode. */
export type DemoClock = {
  __typename?: 'DemoClock';
  /** The product's time: the real time plus offsetDays. */
  now: Scalars['DateTime']['output'];
  /** How many days staff advanced the product. */
  offsetDays: Scalars['Int']['output'];
};

/** A developer of the property-financing product. */
export type Developer = {
  __typename?: 'Developer';
  developerName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** The signed-in user's digital-signature registration at the certified signature provider. */
export type DigitalSignature = {
  __typename?: 'DigitalSignature';
  history: Array<DigitalSignatureChange>;
  label: LocalizedText;
  nextStep: DigitalSignatureNextStep;
  /** The NIK registered, masked. */
  nik?: Maybe<Scalars['String']['output']>;
  /** The largest ID card photo or selfie the registration takes, in bytes (the provider's limit). */
  photoMaxBytes: Scalars['Int']['output'];
  /** What the profile and the account already hold of the data the provider asks for. */
  profile: DigitalSignatureProfile;
  refusal?: Maybe<SigningNote>;
  resendsLeft: Scalars['Int']['output'];
  /** The spec's state; null while not registered or refused. */
  specState?: Maybe<Scalars['String']['output']>;
  stages: Array<DigitalSignatureStage>;
  /** The machine's state: unregistered, requested, awaitingActivation, registered, verified, active, expired, refused. */
  state: Scalars['String']['output'];
};

export type DigitalSignatureChange = {
  __typename?: 'DigitalSignatureChange';
  at: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** What the signature provider needs to register a person (the ID card's data and photos). */
export type DigitalSignatureInput = {
  /** The address on the ID card. */
  address: Scalars['String']['input'];
  birthDate: Scalars['Date']['input'];
  birthPlace: Scalars['String']['input'];
  gender: Gender;
  /** A JPG or PNG uploaded with POST /api/file/upload (/file/…), at most photoMaxBytes. */
  idCardFile: Scalars['String']['input'];
  /** The name on the ID card; without it, the profile's (DigitalSignatureProfile.name). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** NIK: 16 digits. */
  nik: Scalars['String']['input'];
  selfieFile: Scalars['String']['input'];
};

export type DigitalSignatureNextStep = {
  __typename?: 'DigitalSignatureNextStep';
  /** REGISTER, WAIT_FOR_PROVIDER, ACTIVATE_FROM_EMAIL, NONE or RENEW. */
  code: Scalars['String']['output'];
  text: LocalizedText;
};

/**
 * The provider's data the signed-in user's profile and account already hold, offered on the
 * registration screen instead of asked again (the person may correct it); null where the profile
 * does not say. A company signs through its representative.
 */
export type DigitalSignatureProfile = {
  __typename?: 'DigitalSignatureProfile';
  /** The ID card's address in one line. */
  address?: Maybe<Scalars['String']['output']>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  birthPlace?: Maybe<Scalars['String']['output']>;
  /** Where the provider sends the activation e-mail. */
  email: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  /** The profile's ID card photo, when the provider takes it (JPG or PNG within photoMaxBytes). */
  idCardFile?: Maybe<Scalars['String']['output']>;
  /** The name on the ID card: the profile's, else the account's. */
  name: Scalars['String']['output'];
  nik?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** The profile's selfie, when the provider takes it. */
  selfieFile?: Maybe<Scalars['String']['output']>;
};

/** One of the spec's six digital-signature states, in their order. */
export type DigitalSignatureStage = {
  __typename?: 'DigitalSignatureStage';
  current: Scalars['Boolean']['output'];
  label: LocalizedText;
  /** Passed or current. */
  reached: Scalars['Boolean']['output'];
  /** requested, waitingForActivation, registered, verified, active, expired. */
  state: Scalars['String']['output'];
};

/** Where a loan's disbursement stands. */
export type Disbursement = {
  __typename?: 'Disbursement';
  /** The signature provider confirmed the borrower's loan agreement signed. */
  borrowerSigned: Scalars['Boolean']['output'];
  /** Null before the disbursement is prepared (a lender's agreement still unsigned). */
  state?: Maybe<DisbursementState>;
  stateLabel?: Maybe<LocalizedText>;
  /** Null until staff approve the disbursement. */
  transfer?: Maybe<DisbursementTransfer>;
  unsignedAgreements: Array<UnsignedAgreement>;
  /** The bank holds the transfer (sent, or accepted and settling): its answer is awaited. */
  waitingForBank: Scalars['Boolean']['output'];
};

/** The disbursement machine's states: ready → borrowerSigned → approved → (settling →) successful, or failed and approved again. */
export type DisbursementState =
  /** Staff approved; the transfer went to the bank. */
  | 'approved'
  /** The borrower signed; staff approve. */
  | 'borrowerSigned'
  /** The bank refused the transfer; staff may approve it again. */
  | 'failed'
  /** Every lender signed; the borrower signs the loan agreement next. */
  | 'ready'
  /** The bank accepted the transfer; it settles later. */
  | 'settling'
  /** The bank confirmed the transfer: the borrower is paid. */
  | 'successful';

/** A loan's disbursement as a list row shows it: read with the loan itself, no call of its own. */
export type DisbursementSummary = {
  __typename?: 'DisbursementSummary';
  /** The bank's reference of the paid transfer; null until the bank confirms it. */
  bankReference?: Maybe<Scalars['String']['output']>;
  /** What the borrower receives: the escrow less the admin fee. */
  payoutAmount: Scalars['Decimal']['output'];
  /** When the bank confirmed the transfer; null until then. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  state: DisbursementState;
  stateLabel: LocalizedText;
};

/** The transfer to the borrower's validated account, once staff approved it. */
export type DisbursementTransfer = {
  __typename?: 'DisbursementTransfer';
  accountName?: Maybe<Scalars['String']['output']>;
  /** The account number with only its last four digits shown. */
  accountNumberMasked?: Maybe<Scalars['String']['output']>;
  adminFee?: Maybe<Scalars['Decimal']['output']>;
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Transfer requests sent to the bank so far. */
  attempts: Scalars['Int']['output'];
  bankCode?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  /** The bank's reference of the paid transfer; null until the bank confirms it. */
  bankReference?: Maybe<Scalars['String']['output']>;
  /** The bank's code of the last refused transfer. */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** What the lenders placed in the loan's escrow. */
  grossAmount?: Maybe<Scalars['Decimal']['output']>;
  /** What the borrower receives: the gross amount less the admin fee. */
  netAmount?: Maybe<Scalars['Decimal']['output']>;
  /** BI_FAST or RTGS: the cheapest rail that carries the amount. */
  rail: Scalars['String']['output'];
  railLabel?: Maybe<LocalizedText>;
  /** The current attempt's request uuid: the bank pays one uuid at most once. */
  requestUuid?: Maybe<Scalars['String']['output']>;
  /** When the current attempt reached the bank. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  settledAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * One of OJK's quality buckets of the outstanding funding. Its words are the machines' own
 * (machines/installment/installment.quality.ts creditQualityLabels): leaving them out keeps the
 * whole query within an anonymous caller's cost budget.
 */
export type DisclosureBucket = {
  __typename?: 'DisclosureBucket';
  /** Loans in the bucket (a loan's whole outstanding sits in its worst unpaid installment's). */
  loans: Scalars['Int']['output'];
  outstanding: Scalars['Decimal']['output'];
  /** Share of the total outstanding, percent with two decimals. */
  percent: Scalars['Decimal']['output'];
  /** CURRENT, SPECIAL_MENTION (1–30 days), SUBSTANDARD (31–60), DOUBTFUL (61–90), LOSS (over 90). */
  quality: Scalars['String']['output'];
};

/** TKB90 as at one month's end. */
export type DisclosureMonth = {
  __typename?: 'DisclosureMonth';
  /** The day the figure is as at: the month's last day, or today for this month. */
  asOf: Scalars['Date']['output'];
  /** YYYY-MM */
  month: Scalars['String']['output'];
  outstanding: Scalars['Decimal']['output'];
  tkb90: Scalars['Decimal']['output'];
};

export type EnumOption = {
  __typename?: 'EnumOption';
  code: Scalars['ID']['output'];
  label: LocalizedText;
};

export type Enumeration = {
  __typename?: 'Enumeration';
  /** genders, religions, maritalStatuses, educationLevels, jobs, fundSources, assetRanges, companyTypes, relationships, … */
  name: Scalars['String']['output'];
  options: Array<EnumOption>;
};

/** One installment the lender expects a share of. */
export type ExpectedPayout = {
  __typename?: 'ExpectedPayout';
  amount: Scalars['Decimal']['output'];
  dueDate: Scalars['Date']['output'];
  loanId: Scalars['ID']['output'];
};

/** How a changed field's values are shown: MONEY in rupiah, DATE DD-MM-YYYY, AREA in m²; the rest by their words. */
export type FieldChangeKind =
  | 'AREA'
  | 'CHOICE'
  | 'DATE'
  | 'FILE'
  | 'MONEY'
  | 'TEXT'
  | 'YES_NO';

export type FundResult = {
  __typename?: 'FundResult';
  /** The lender's wallet after the funding. */
  balance: WalletBalance;
  funding: Funding;
  loan: LenderLoan;
  /** A retry of a request already served (same idempotency key): nothing happened again. */
  replayed: Scalars['Boolean']['output'];
};

export type Funding = {
  __typename?: 'Funding';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lenderEmail?: Maybe<Scalars['String']['output']>;
  /** Staff only: who funded. */
  lenderId?: Maybe<Scalars['ID']['output']>;
  lenderName?: Maybe<Scalars['String']['output']>;
  loanId: Scalars['ID']['output'];
  status: FundingStatus;
};

/** A funding's purpose in OJK's terms: a business's (productive) or a person's own spending. */
export type FundingPurpose =
  | 'CONSUMPTIVE'
  | 'PRODUCTIVE';

/** A lender's funding piece: money on hold for a loan, lent with its disbursement, or refunded. */
export type FundingStatus =
  | 'HELD'
  | 'LENT'
  | 'REFUNDED';

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type IdentityHolder =
  /** The borrower's own ID card. */
  | 'PERSON'
  /** A company borrower: its representative's ID card. */
  | 'REPRESENTATIVE';

/** One installment of a loan's schedule (spec §3 Installment). */
export type Installment = {
  __typename?: 'Installment';
  /** Principal and interest of this installment. */
  amountDue: Scalars['Decimal']['output'];
  arrears: InstallmentArrears;
  arrearsLabel: LocalizedText;
  /** The billing's amount, whole rupiah. */
  billingAmount?: Maybe<Scalars['Decimal']['output']>;
  daysPastDue: Scalars['Int']['output'];
  dueDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** The bank's instructions; only on an opened bill (payNextInstallment, payInstallment). */
  instructions?: Maybe<PaymentInstructions>;
  interest: Scalars['Decimal']['output'];
  /** Late charges accrued so far. */
  lateCharge: Scalars['Decimal']['output'];
  loanId: Scalars['ID']['output'];
  /** 1 for the first installment. */
  number: Scalars['Int']['output'];
  /** Confirmed payments. */
  paid: Scalars['Decimal']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** What is owed now: amount due + late charge − paid. */
  payAmount: Scalars['Decimal']['output'];
  /** A payment under staff review. */
  pendingPayment?: Maybe<Scalars['Decimal']['output']>;
  principal: Scalars['Decimal']['output'];
  rejection?: Maybe<InstallmentRejection>;
  status: InstallmentStatus;
  statusLabel: LocalizedText;
  /** The closed VA billing to pay it through; null until the bill is opened. */
  virtualAccount?: Maybe<Scalars['String']['output']>;
};

/** How late an installment is, in the regulator's broad terms. */
export type InstallmentArrears =
  | 'current'
  | 'over90'
  | 'overdue';

/** Why staff rejected the last payment of an installment. */
export type InstallmentRejection = {
  __typename?: 'InstallmentRejection';
  code: Scalars['String']['output'];
  text: LocalizedText;
};

/** An installment's state: not paid, a payment under staff review, or paid. */
export type InstallmentStatus =
  | 'PAID'
  | 'REVIEW_PAID'
  | 'UNPAID';

/** A lender's investment agreement for one funding piece. */
export type InvestmentAgreement = {
  __typename?: 'InvestmentAgreement';
  /** The lender may sign it now (the loan's funding is complete and it is not signed yet). */
  canSign: Scalars['Boolean']['output'];
  /**
   * Funded by one of the lender's auto-lend rules: covered by the standing authorisation, so there
   * is nothing to sign (canSign is false).
   */
  coveredByAutoLend: Scalars['Boolean']['output'];
  /** The newest signing of it; null before any. */
  document?: Maybe<SigningDocument>;
  funding: Funding;
  signed: Scalars['Boolean']['output'];
};

export type LenderCategory =
  /** A company: no income share (the concentration share holds it). */
  | 'INSTITUTION'
  /** A person with a declared yearly income up to Rp 500 million: 10% of it. */
  | 'NON_PROFESSIONAL'
  /** A person with a declared yearly income above Rp 500 million: 20% of it. */
  | 'PROFESSIONAL';

/** The collateral as lenders see it: its kind, value, size and place, never its papers. */
export type LenderCollateral = {
  __typename?: 'LenderCollateral';
  buildingArea?: Maybe<Scalars['Decimal']['output']>;
  certificateType?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  estimatedValue?: Maybe<Scalars['Decimal']['output']>;
  insurance: Scalars['Boolean']['output'];
  province?: Maybe<Scalars['String']['output']>;
  surfaceArea?: Maybe<Scalars['Decimal']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  typeLabel?: Maybe<LocalizedText>;
};

export type LenderConcentrationLimit = {
  __typename?: 'LenderConcentrationLimit';
  affiliateGroup?: Maybe<Scalars['String']['output']>;
  enforced: Scalars['Boolean']['output'];
  /** At or under this platform outstanding the share is not enforced. */
  floor: Scalars['Decimal']['output'];
  groupOutstanding: Scalars['Decimal']['output'];
  limit?: Maybe<Scalars['Decimal']['output']>;
  ojkSupervised: Scalars['Boolean']['output'];
  /** 25, or 75 for an OJK-supervised institution. */
  percent?: Maybe<Scalars['Decimal']['output']>;
  platformOutstanding: Scalars['Decimal']['output'];
  room?: Maybe<Scalars['Decimal']['output']>;
  source?: Maybe<Scalars['String']['output']>;
};

export type LenderFundingLimits = {
  __typename?: 'LenderFundingLimits';
  category: LenderCategory;
  concentration: LenderConcentrationLimit;
  declaredAt?: Maybe<Scalars['DateTime']['output']>;
  declaredYearlyIncome?: Maybe<Scalars['Decimal']['output']>;
  income: LenderIncomeLimit;
  isPersonal: Scalars['Boolean']['output'];
  lenderId: Scalars['ID']['output'];
  /** Money in loans not had back: on hold plus lent, less principal repaid. */
  outstanding: Scalars['Decimal']['output'];
  /** The most the lender may fund now under both limits; null: no limit. */
  room?: Maybe<Scalars['Decimal']['output']>;
};

export type LenderIncomeLimit = {
  __typename?: 'LenderIncomeLimit';
  applies: Scalars['Boolean']['output'];
  /** A person who must declare their yearly income before funding. */
  declarationNeeded: Scalars['Boolean']['output'];
  limit?: Maybe<Scalars['Decimal']['output']>;
  percent?: Maybe<Scalars['Decimal']['output']>;
  room?: Maybe<Scalars['Decimal']['output']>;
  source?: Maybe<Scalars['String']['output']>;
};

export type LenderLimitFactsInput = {
  affiliateGroup?: InputMaybe<Scalars['String']['input']>;
  ojkSupervised: Scalars['Boolean']['input'];
};

/** A loan as a lender sees it (GET /loan/marketplace/{id}). */
export type LenderLoan = {
  __typename?: 'LenderLoan';
  /** Collateral photos (/file/…): on the loan page only. */
  bailPhotos: Array<Scalars['String']['output']>;
  /** The borrower's alias (spec §5): initials, keeping a leading PT or CV. */
  borrowerAlias: Scalars['String']['output'];
  borrowerIsPersonal: Scalars['Boolean']['output'];
  collateral: LenderCollateral;
  /** Days left to fund, today included (WIB). */
  daysLeft?: Maybe<Scalars['Int']['output']>;
  /** The fund action for the signed-in lender, with the reason when it is not open. */
  fundAction: LoanActionState;
  /** Whole percent of the target collected, rounded down. */
  fundedPercent: Scalars['Int']['output'];
  /** The last day funding runs. */
  fundingEnd?: Maybe<Scalars['Date']['output']>;
  /** The first day funding runs: the offer's start, or the day staff opened funding before it. */
  fundingStart?: Maybe<Scalars['Date']['output']>;
  fundingStatus: Scalars['String']['output'];
  /** What the loan needs. */
  fundingTarget: Scalars['Decimal']['output'];
  /** What lenders have committed so far. */
  fundsCollected: Scalars['Decimal']['output'];
  /** A (low risk) to E (high risk); null while unrated. */
  grade?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  interestPercent?: Maybe<Scalars['Decimal']['output']>;
  /** The least one funding may be; the last piece of a loan may be less. */
  minimumFunding: Scalars['Decimal']['output'];
  /** The signed-in lender's investment agreements in this loan, one per funding piece. */
  myAgreements: Array<InvestmentAgreement>;
  /** The signed-in lender's own pieces: on the loan page only. */
  myFundings: Array<Funding>;
  paymentType: PaymentType;
  /** Days (a month counts 30). */
  periodDays?: Maybe<Scalars['Int']['output']>;
  product: Product;
  purpose: Scalars['String']['output'];
  remainingNeed: Scalars['Decimal']['output'];
  /** LOW, LOW_MEDIUM, MEDIUM, MEDIUM_HIGH, HIGH. */
  riskRating?: Maybe<Scalars['String']['output']>;
  submissionStage: Scalars['String']['output'];
};

/** The verified status (the one payouts withhold by) and the declaration open beside it. */
export type LenderTaxStatus = {
  __typename?: 'LenderTaxStatus';
  /** A certificate is on file but its last valid day has passed. */
  certificateExpired: Scalars['Boolean']['output'];
  /** The certificate of domicile (DGT form), a path returned by the file service. */
  certificateFile?: Maybe<Scalars['String']['output']>;
  certificateValidUntil?: Maybe<Scalars['Date']['output']>;
  /** Non-residents: the country of residence, ISO 3166-1 alpha-2. */
  country?: Maybe<Scalars['String']['output']>;
  /** The declaration waiting for staff, or the last one they refused; null when none is open. */
  declaration?: Maybe<TaxDeclaration>;
  lenderId: Scalars['ID']['output'];
  resident: Scalars['Boolean']['output'];
  /** The treaty rate claimed, percent. */
  treatyPercent?: Maybe<Scalars['Decimal']['output']>;
  /** When the verified status last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  withholding: Withholding;
};

export type LenderWallet = {
  __typename?: 'LenderWallet';
  /** The VA or RDL account number, only once staff approved. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Computed by the lender-account machine for the signed-in viewer. */
  availableActions: Array<WalletActionState>;
  /** The partner bank's code: 009. */
  bankCode: Scalars['String']['output'];
  bankFailure?: Maybe<WalletBankFailure>;
  /** The partner bank by name, as people read it: Bank Negara Indonesia (BNI). */
  bankName: Scalars['String']['output'];
  /** The RDL's CIF number at the bank, only once staff approved. */
  cifNumber?: Maybe<Scalars['String']['output']>;
  /** When the lender agreed to the wallet's terms with this request; null when customer care asked. */
  consentedAt?: Maybe<Scalars['DateTime']['output']>;
  kind?: Maybe<WalletKind>;
  lender: WalletLender;
  /**
   * Staff: the lender's own data — identity, address, bank, each section with its state and its
   * values in words — to check the bank's numbers against before approving (FORBIDDEN otherwise).
   */
  lenderData: ApplicantReview;
  /** Staff only: the number the bank returned (or customer care typed), to check before approving. */
  pendingAccountNumber?: Maybe<Scalars['String']['output']>;
  /** Staff only: the CIF number to check. */
  pendingCifNumber?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<WalletRefusal>;
  /** The lender-account machine's state: activated, vaRequested, …, awaitingApproval, approved, refused. */
  state: Scalars['String']['output'];
  stateLabel: LocalizedText;
  /** How to top up: the VA number and per-channel steps in both languages; null unless an approved VA. */
  topUpInstructions?: Maybe<TopUpInstructions>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Loan = {
  __typename?: 'Loan';
  /** The loan's admin fee, or the product's when the loan's is zero. */
  adminFee: Scalars['Decimal']['output'];
  applicationValue: Scalars['Decimal']['output'];
  /** funappcfapprovalstatus */
  approvalStatus: Scalars['String']['output'];
  /** funappcfapprovalstatus in words; APPROVED_{product} reads 'Disetujui {product name}'. */
  approvalStatusLabel: LocalizedText;
  /**
   * Every stage change, oldest first. Staff see all; the borrower sees the entries meant for them:
   * not the internal approvals (collateral, credit, director, offer terms), not staff names.
   */
  auditTrail: Array<LoanAuditEntry>;
  /** Computed by the lifecycle machine for the signed-in viewer. */
  availableActions: Array<LoanActionState>;
  bail: Bail;
  /** The collateral photos' file paths, in the order shown. */
  bailPhotos: Array<Scalars['String']['output']>;
  borrower: LoanBorrower;
  borrowerInfo: BorrowerInfo;
  /** Staff: the borrower's KYC evidence (identity, sections, survey); null for anyone else. */
  borrowerProfile?: Maybe<StaffBorrowerProfile>;
  /** What lenders have committed (appfundercommitmentvalue). */
  commitment: Scalars['Decimal']['output'];
  developer?: Maybe<Developer>;
  /** The loan's disbursement (staff and its borrower; GET /loan/{id}/disbursement). */
  disbursement: Disbursement;
  /** The disbursement's state, payout, bank reference and time, from the loan's own read; null before it is prepared (lists use this, not `disbursement`). */
  disbursementSummary?: Maybe<DisbursementSummary>;
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** The borrower may edit the application (DRAFT, REJECT_BAIL). */
  editable: Scalars['Boolean']['output'];
  /** The last day funding runs: the offer's end (funappcfendtime). */
  fundingEnd?: Maybe<Scalars['Date']['output']>;
  /**
   * The first day funding runs: the offer's start (funappcfstarttime), or the day funding opened
   * when staff opened it before that.
   */
  fundingStart?: Maybe<Scalars['Date']['output']>;
  /** funstatstatus */
  fundingStatus: Scalars['String']['output'];
  /** funstatstatus in words. */
  fundingStatusLabel: LocalizedText;
  /** The rating as lenders read it, A (low risk) … E (high risk); null until rated. */
  grade?: Maybe<LoanGrade>;
  id: Scalars['ID']['output'];
  /** The next unpaid installment's due date while the loan is repaid (installmentduedate). */
  installmentDueDate?: Maybe<Scalars['Date']['output']>;
  interestPercent?: Maybe<Scalars['Decimal']['output']>;
  /** What the loan waits for and who acts next: shown when the viewer has nothing to do. */
  nextStep: LoanNextStep;
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
  /** The risk rating staff gave when they approved credit (riskrating); null until then. */
  riskRating?: Maybe<RiskRating>;
  /** The rating in words, shown beside the grade; null until rated. */
  riskRatingLabel?: Maybe<LocalizedText>;
  /** Staff may edit the loan's data and collateral now (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR). */
  staffEditable: Scalars['Boolean']['output'];
  /** When the loan entered its current stage: how long it has waited in its queue. */
  stageEnteredAt: Scalars['DateTime']['output'];
  stageLabel: LocalizedText;
  /** submissionstage: APPROVED_PRODUCT reads APPROVED_{product code}. */
  submissionStage: Scalars['String']['output'];
  /** The latest submission to staff; null while a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
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

/** One stage change of a loan. Entries are never changed or deleted. */
export type LoanAuditEntry = {
  __typename?: 'LoanAuditEntry';
  /** null for the platform, and for staff when a borrower asks. */
  actorId?: Maybe<Scalars['ID']['output']>;
  actorName?: Maybe<Scalars['String']['output']>;
  actorRole: AuditActorRole;
  at: Scalars['DateTime']['output'];
  /** What an edit of the application changed, field by field; empty for other entries. */
  changes: Array<LoanFieldChange>;
  /** The lifecycle event, e.g. loan.reject. */
  event: Scalars['String']['output'];
  eventLabel: LocalizedText;
  /** null for the loan's creation. */
  fromStage?: Maybe<Scalars['String']['output']>;
  fromStageLabel?: Maybe<LocalizedText>;
  id: Scalars['ID']['output'];
  /** Why: given with a rejection or a cancellation (shown to the borrower), or a file replacement. */
  reason?: Maybe<Scalars['String']['output']>;
  toStage: Scalars['String']['output'];
  toStageLabel: LocalizedText;
};

export type LoanAutoLend = {
  __typename?: 'LoanAutoLend';
  /** When auto-lend allocates the loan (the end of its preview window). */
  allocateAt?: Maybe<Scalars['DateTime']['output']>;
  allocated: Scalars['Boolean']['output'];
  inPreview: Scalars['Boolean']['output'];
  loanId: Scalars['ID']['output'];
  reservePercent?: Maybe<Scalars['Decimal']['output']>;
  /** The viewer's rules that match this loan. */
  rules: Array<LoanAutoLendRule>;
};

export type LoanAutoLendRule = {
  __typename?: 'LoanAutoLendRule';
  amountPerLoan: Scalars['Decimal']['output'];
  /** Opted out, and may still be opted back in (the preview window is open). */
  canOptIn: Scalars['Boolean']['output'];
  canOptOut: Scalars['Boolean']['output'];
  optedOut: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
  ruleId: Scalars['ID']['output'];
  state: AutoLendState;
};

/** A loan being repaid, with its next bill (GET /loan/installment). */
export type LoanBill = {
  __typename?: 'LoanBill';
  loanId: Scalars['ID']['output'];
  /** Null when every installment is paid. */
  next?: Maybe<Installment>;
  productName: Scalars['String']['output'];
  /** The product's English name. */
  productNameEn: Scalars['String']['output'];
  /** Installments not paid yet. */
  remaining: Scalars['Int']['output'];
  /** LOAN_PERIOD or REVIEW_PAID. */
  submissionStage: Scalars['String']['output'];
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

/** One field an edit of the application changed. */
export type LoanFieldChange = {
  __typename?: 'LoanFieldChange';
  /** The value as stored after (null: empty). */
  after?: Maybe<Scalars['String']['output']>;
  afterText?: Maybe<LocalizedText>;
  /** The value as stored before (null: empty). */
  before?: Maybe<Scalars['String']['output']>;
  /** Words for a code, a reference (product, developer), a yes/no or a file (its own name). */
  beforeText?: Maybe<LocalizedText>;
  /** The REST name of the field, e.g. genapplicationvalue. */
  field: Scalars['String']['output'];
  kind: FieldChangeKind;
  label: LocalizedText;
};

/** A loan's risk grade: A for a LOW rating, B LOW_TO_MEDIUM, C MEDIUM, D MEDIUM_TO_HIGH, E HIGH. */
export type LoanGrade =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E';

/** What a loan waits for now and whose move it is, in words: the lifecycle machine's answer. */
export type LoanNextStep = {
  __typename?: 'LoanNextStep';
  actor: NextActor;
  /** E.g. 'Menunggu jawaban peminjam atas penawaran', 'Pendanaan dibuka otomatis pada 01-12-2026'. */
  text: LocalizedText;
  /** The same step addressed to the one who acts, e.g. 'Baca penawaran, lalu terima atau tolak'; null where no person acts. */
  yours?: Maybe<LocalizedText>;
};

/** One stage change of a loan, from its audit trail. */
export type LoanPathStep = {
  __typename?: 'LoanPathStep';
  actorName?: Maybe<Scalars['String']['output']>;
  /** borrower, lender, admin or system. */
  actorRole: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  /** The event in words. */
  eventLabel: LocalizedText;
  fromStage?: Maybe<Scalars['String']['output']>;
  fromStageLabel?: Maybe<LocalizedText>;
  /** The audit row's id. */
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  toStage: Scalars['String']['output'];
  toStageLabel: LocalizedText;
};

/**
 * A staff work queue: which lifecycle stages it holds is written once, in
 * machines/loan/loan.queues.ts.
 */
export type LoanQueue =
  | 'cancelledRejected'
  | 'closed'
  | 'collateralApproved'
  | 'creditApproved'
  | 'directorApproved'
  | 'disbursementReady'
  | 'funding'
  | 'inPeriod'
  | 'offersOut'
  | 'paymentsToReview'
  | 'toReview';

export type LoanQueueCount = {
  __typename?: 'LoanQueueCount';
  count: Scalars['Int']['output'];
  label: LocalizedText;
  queue: LoanQueue;
};

export type LoanQueueCounts = {
  __typename?: 'LoanQueueCounts';
  queues: Array<LoanQueueCount>;
  /** Every loan matching the filter, drafts included. */
  total: Scalars['Int']['output'];
};

/** A loan's schedule, its payments and totals (GET /loan/{id}/repayment). */
export type LoanRepayment = {
  __typename?: 'LoanRepayment';
  installments: Array<Installment>;
  loanId: Scalars['ID']['output'];
  /** The first installment not paid yet; null when every one is. */
  next?: Maybe<Installment>;
  payments: Array<RepaymentPayment>;
  totals: RepaymentTotals;
};

export type LoanSort =
  /** Newest first (by id). */
  | 'NEWEST'
  | 'OLDEST'
  /** Earliest required date first. */
  | 'REQUIRED_DATE'
  | 'SUBMITTED_NEWEST'
  /** Earliest (latest) submission first; drafts last. */
  | 'SUBMITTED_OLDEST'
  /** Last stage change first. */
  | 'UPDATED'
  | 'VALUE_ASC'
  /** Largest application value first. */
  | 'VALUE_DESC'
  /** Longest in its current stage first. */
  | 'WAITING_LONGEST'
  | 'WAITING_SHORTEST';

/** What the loan machine would answer to one event now: nothing is changed. */
export type LoanWhatIf = {
  __typename?: 'LoanWhatIf';
  allowed: Scalars['Boolean']['output'];
  as: WhatIfSender;
  event: Scalars['String']['output'];
  /** The ids of the loan's current (deepest) states. */
  from: Array<Scalars['String']['output']>;
  loanId: Scalars['ID']['output'];
  /** Where the loan would go (empty when refused). */
  outcomes: Array<WhatIfOutcome>;
  /** Why not: the same code and words the API's call answers (403/409). */
  reason?: Maybe<ActionReason>;
  refusedBy?: Maybe<WhatIfRefusal>;
};

/** The language of the user's e-mails. */
export type Locale =
  | 'EN'
  | 'ID';

/** A text in both languages of the product. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  en: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

export type MachineDiagram = {
  __typename?: 'MachineDiagram';
  /** What the machine is for, in words. */
  about?: Maybe<LocalizedText>;
  description?: Maybe<Scalars['String']['output']>;
  /** Where it is defined, e.g. machines/loan/loan.machine.ts. */
  file: Scalars['String']['output'];
  /** The loan it is highlighted for, when one was given. */
  loanId?: Maybe<Scalars['ID']['output']>;
  /** The machine's id, e.g. loan. */
  name: Scalars['String']['output'];
  /** The loan's stage changes, oldest first (empty without a loan). */
  path: Array<LoanPathStep>;
  /** Event types the machine would take now from someone (the loan's borrower, staff, a lender or the platform). */
  possibleEvents: Array<Scalars['String']['output']>;
  states: Array<MachineState>;
  /** The diagram as an SVG document in Indonesian words, laid out from the machine definition (drawn only when asked for). */
  svg: Scalars['String']['output'];
  /** The machine's name in words. */
  title: LocalizedText;
  transitions: Array<MachineTransition>;
};

export type MachineState = {
  __typename?: 'MachineState';
  /** What the state means, in words. */
  about?: Maybe<LocalizedText>;
  /** The loan is in this state now (only with a loan). */
  active: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The state's id, e.g. loan.stage.REVIEW. */
  id: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** atomic, compound, parallel, final or history. */
  kind: Scalars['String']['output'];
  /** The state's name in words. */
  label: LocalizedText;
  /** The parent state's id; null at the top. */
  parent?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
};

export type MachineTransition = {
  __typename?: 'MachineTransition';
  /** What the transition does, in words. */
  about?: Maybe<LocalizedText>;
  /** The guard in words; null when it asks nothing beyond who sends the event. */
  condition?: Maybe<LocalizedText>;
  description?: Maybe<Scalars['String']['output']>;
  event: Scalars['String']['output'];
  /** Taken only when its guard allows. */
  guarded: Scalars['Boolean']['output'];
  /** The event in words. */
  label: LocalizedText;
  /** Leaves a state the loan is in, and the machine would take its event now (only with a loan). */
  possible: Scalars['Boolean']['output'];
  /** Who may send the event, in words (null where the machine does not say). */
  roles?: Maybe<LocalizedText>;
  /** Stays in its state (no target, or its own). */
  selfLoop: Scalars['Boolean']['output'];
  /** The source state's id. */
  source: Scalars['String']['output'];
  /** The target states' ids (empty: stays in the source). */
  targets: Array<Scalars['String']['output']>;
};

export type MarketplaceConnection = {
  __typename?: 'MarketplaceConnection';
  nodes: Array<LenderLoan>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MarketplaceFilter = {
  funding?: InputMaybe<MarketplaceFunding>;
  /** A to E. */
  grades?: InputMaybe<Array<Scalars['String']['input']>>;
  interestMax?: InputMaybe<Scalars['Decimal']['input']>;
  interestMin?: InputMaybe<Scalars['Decimal']['input']>;
  termMonthsMax?: InputMaybe<Scalars['Int']['input']>;
  termMonthsMin?: InputMaybe<Scalars['Int']['input']>;
};

export type MarketplaceFunding =
  /** Nobody funded it yet. */
  | 'NOT_FUNDED'
  /** Some funds collected. */
  | 'PARTLY_FUNDED';

export type MarketplaceSort =
  | 'AMOUNT'
  | 'ENDING_SOON'
  | 'INTEREST'
  | 'NEWEST'
  | 'PROGRESS';

export type MessageChannel =
  | 'EMAIL'
  | 'SMS';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The borrower accepts the offer (APPROVAL_BORROWER). `consent` says the borrower ticked that
   * they agree to the terms shown; without it the API refuses (CONSENT_REQUIRED) and nothing changes.
   */
  acceptOffer: Loan;
  /** Activates an account with the 6-digit code from the e-mail. */
  activateAccount: Scalars['Boolean']['output'];
  /**
   * Demo mode only, staff only: moves the product's date forward by 1 to 366 days; what falls due
   * on the way runs before the answer. Other days: VALIDATION_FAILED; other roles: FORBIDDEN;
   * outside demo mode: NOT_FOUND.
   */
  advanceDemoClock: DemoClock;
  /** Amends the waiting bank-data change request. */
  amendBankChange: BankChange;
  approveBail: Loan;
  /** Staff: approve a bank-data change (the new data replaces the old). */
  approveBankChange: BankChange;
  /**
   * Approves credit and rates the loan's risk: the rating is the grade lenders see, and the offer's
   * interest must then sit in that grade's band of the product's range.
   */
  approveCredit: Loan;
  approveDirector: Loan;
  /** Staff: approve the disbursement of a funded loan the borrower has signed. */
  approveDisbursement: Loan;
  /** The spec's Approve: sends the offer to the borrower. */
  approveLoan: Loan;
  /** Staff: approve a waiting declaration; payouts from now on withhold by it. */
  approveTaxDeclaration: TaxDeclaration;
  approveWallet: LenderWallet;
  cancelLoan: Loan;
  /** Withdraw to the validated bank account; `idempotencyKey` makes a retry return the first. */
  cashOut: Withdrawal;
  /** The signed-in user changes their password; every other session of theirs ends, this one stays. */
  changePassword: Scalars['Boolean']['output'];
  closeAutoLendRule: AutoLendRule;
  /** Staff close a paid loan (PAID → CLOSED); it also closes by itself after the settling period. */
  closeLoan: Loan;
  /**
   * The borrower is back from signing the disbursement agreement (event=signing_complete): the
   * provider's status check confirms the signature, then DISBURSEMENT_READY →
   * DISBURSEMENT_READY_BORROWER. AGREEMENT_NOT_SIGNED when the provider has not completed it.
   */
  confirmDisbursementSigning: Loan;
  /** Uses the token verifyOtp returned. */
  confirmOtp: OtpConfirmed;
  /**
   * Staff: confirm a payment under review; it is shared among the lenders less tax and fee.
   * receivedOn: the day the bank received the money (its statement), today or earlier; today when
   * absent. The late charge held back while the payment waited is owed for the days before it.
   */
  confirmPayment: RepaymentPayment;
  /**
   * A new rule, enabled at once; acceptAuthorisation must be true (the standing authorisation's
   * text and the moment are recorded), else AUTHORISATION_MISSING and nothing is written.
   */
  createAutoLendRule: AutoLendRule;
  /** Staff: a new developer. */
  createDeveloper: Developer;
  /** Creates the borrower's draft application. */
  createLoan: Loan;
  /** Staff: a new product. */
  createProduct: Product;
  /** A personal lender declares their yearly income (whole rupiah). */
  declareYearlyIncome: LenderFundingLimits;
  /** The borrower declines the offer (APPROVAL_BORROWER). */
  declineOffer: Loan;
  /** E-mails a reset link; answers true whether or not the e-mail belongs to an account. */
  forgotPassword: Scalars['Boolean']['output'];
  /**
   * Lenders: fund a loan. The amount moves from the active balance to on hold. Send the same
   * idempotencyKey when retrying: the request counts once.
   */
  fundLoan: FundResult;
  /** Ask the bank what became of a pending withdrawal. */
  inquireWithdrawal: Withdrawal;
  login: Session;
  /** Ends the caller's session: its token is refused from now on. True also when it had already ended. */
  logout: Scalars['Boolean']['output'];
  /** Marks every unread notification read; answers how many. */
  markAllNotificationsRead: Scalars['Int']['output'];
  markNotificationRead: Notification;
  /** Staff: open funding before the funding start (APPROVED_BORROWER → PROCESS). */
  openFunding: Loan;
  /** Undo an opt-out, during the loan's preview window only (else PREVIEW_OVER). */
  optInToAutoLend: LoanAutoLend;
  /** During the loan's preview window only (else PREVIEW_OVER). */
  optOutOfAutoLend: LoanAutoLend;
  pauseAutoLendRule: AutoLendRule;
  /** Borrowers: open an installment's VA billing. */
  payInstallment: Installment;
  /** Borrowers: open the VA billing of the loan's next installment, for exactly what is owed. */
  payNextInstallment: Installment;
  /** Customer care records a company lender's RDL opened at the bank. */
  recordCorporateRdl: LenderWallet;
  /** Staff: refuse a bank-data change with a reason the user sees. */
  refuseBankChange: BankChange;
  /** Staff: refuse a waiting declaration with a reason the lender reads; the verified status stays. */
  refuseTaxDeclaration: TaxDeclaration;
  refuseWallet: LenderWallet;
  /** Registers an inactive account and e-mails its activation code. */
  register: RegistrationResult;
  /** Register the digital signature at the provider (or renew an expired one). */
  registerDigitalSignature: DigitalSignature;
  rejectLoan: Loan;
  /** Staff: reject a payment under review with a reason; nothing is booked. */
  rejectPayment: RepaymentPayment;
  /** Staff: reject a submitted section with a reason the user sees. */
  rejectProfileSection: ProfileSection;
  /**
   * Borrower: back from signing with an event other than signing_complete (decline, cancel,
   * session_timeout, ttl_expired, exception): the document records it; the loan is unchanged.
   */
  reportDisbursementSigningReturn: SigningReturn;
  /** Back from the provider: report the `event` the return address carried. */
  reportSigningReturn: SigningReturn;
  /** Asks to sign the agreement (after the agreement request, with a signature saved). */
  requestAgreementSigning: Profile;
  /** Asks to change validated bank data; staff approve it. */
  requestBankChange: BankChange;
  /** Sends the signed-in user a 6-digit one-time code by SMS or e-mail. */
  requestOtp: OtpSent;
  /** The agreement request: sends every saved section to staff. */
  requestProfileValidation: Profile;
  /**
   * The signed-in lender asks for a VA or an RDL (a company's RDL goes through customer care),
   * agreeing to the wallet's terms with `consent: true`; without it VALIDATION_FAILED (reason
   * CONSENT_MISSING). The moment of consent is kept with the request.
   */
  requestWallet: LenderWallet;
  /** Staff ask for a VA or an RDL on a lender's behalf. */
  requestWalletFor: LenderWallet;
  /**
   * E-mails a new activation code to an account waiting for activation (at most one a minute);
   * answers true whatever the address, so it tells no one which addresses have accounts.
   */
  resendActivationCode: Scalars['Boolean']['output'];
  /** Send the activation e-mail again. */
  resendSignatureActivation: DigitalSignature;
  /** Sets a new password with the token from the reset link; every session of the account ends. */
  resetPassword: Scalars['Boolean']['output'];
  resumeAutoLendRule: AutoLendRule;
  /** The signed-in lender tries the failed bank step again. */
  retryWallet: LenderWallet;
  retryWalletFor: LenderWallet;
  /** Saves the collateral photos: at least one. Staff may add photos, and replace one with a reason. */
  saveBailPhotos: Loan;
  /** Saves one section of the signed-in user's profile (the personal or company path by account). */
  saveProfileSection: ProfileSection;
  /** Staff record a lender's affiliate group and (company lenders) OJK supervision. */
  setLenderLimitFacts: LenderFundingLimits;
  /** The language of the signed-in user's e-mails: the one they chose on screen. */
  setLocale: Locale;
  setOffer: Loan;
  /**
   * The signed-in lender declares their own tax status. Back to resident applies at once; anything
   * else is answered as `declaration` (PENDING) and payouts keep withholding by the verified status
   * until staff approve it. Refusals carry the API's code (CERTIFICATE_REQUIRED,
   * CERTIFICATE_EXPIRED, TREATY_RATE_NOT_BELOW_PPH26, …) and the field to fix.
   */
  setTaxStatus: LenderTaxStatus;
  /** Demo mode: the built-in bank pays the installment's open VA billing through the bank's callback. */
  simulateBillTransfer: Installment;
  /** Demo mode: the built-in bank transfers this amount into the signed-in lender's VA. */
  simulateVaTransfer: WalletBalance;
  /**
   * Borrower: start signing the loan agreement of a loan in DISBURSEMENT_READY. The provider sends
   * the browser back to returnUrl (this site only) with `signingDocument` and `event` added.
   * Failure: SIGNING_REQUEST_FAILED ('Gagal melakukan request docusign').
   */
  startDisbursementSigning: SigningStart;
  /**
   * Lenders: start signing the investment agreement of one of their fundings; the browser returns
   * to `returnUrl` (a path or an address on this site) with ?signingDocument=&event=.
   */
  startInvestmentSigning: SigningStart;
  /** Lenders: start signing the lender agreement. */
  startLenderAgreementSigning: SigningStart;
  /** Form step 4: submits the application for review. */
  submitLoan: Loan;
  /** Borrowers: a partial or early payment of the next installment with its proof; staff review it. */
  submitOtherPayment: RepaymentPayment;
  /** Borrowers: report a transfer of the next installment made outside its VA; staff review it. */
  submitRepayment: RepaymentPayment;
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
  updateAutoLendRule: AutoLendRule;
  /**
   * Saves the collateral; file paths must be uploads of the borrower (or of the staff member).
   * Staff never take a borrower's file away (FILE_DELETE_FORBIDDEN); replacing one needs
   * `replaceReason` (FILE_REPLACE_REASON_REQUIRED), kept on the loan's history.
   */
  updateBail: Loan;
  /** Saves the borrower data; the personal or company group must be valid. */
  updateBorrowerInfo: Loan;
  /** Staff: rename a developer. */
  updateDeveloper: Developer;
  /** Form step 2: the loan data (the owner in DRAFT or REJECT_BAIL; staff while reviewing). */
  updateLoanData: Loan;
  /** Staff: change a product. */
  updateProduct: Product;
  /** Staff: validate a submitted section. */
  validateProfileSection: ProfileSection;
  /** Checks the code; wrong codes answer OTP_WRONG with the attempts left in `reason`. */
  verifyOtp: OtpVerified;
};


export type MutationAcceptOfferArgs = {
  consent: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationActivateAccountArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationAdvanceDemoClockArgs = {
  days: Scalars['Int']['input'];
};


export type MutationAmendBankChangeArgs = {
  data: Scalars['JSONObject']['input'];
};


export type MutationApproveBailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveBankChangeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveCreditArgs = {
  id: Scalars['ID']['input'];
  riskRating: RiskRating;
};


export type MutationApproveDirectorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveDisbursementArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveLoanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveTaxDeclarationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveWalletArgs = {
  lenderId: Scalars['ID']['input'];
};


export type MutationCancelLoanArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCashOutArgs = {
  amount: Scalars['Decimal']['input'];
  idempotencyKey: Scalars['String']['input'];
  rail?: InputMaybe<TransferRail>;
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationCloseAutoLendRuleArgs = {
  ruleId: Scalars['ID']['input'];
};


export type MutationCloseLoanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmDisbursementSigningArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmOtpArgs = {
  otpToken: Scalars['String']['input'];
};


export type MutationConfirmPaymentArgs = {
  id: Scalars['ID']['input'];
  receivedOn?: InputMaybe<Scalars['Date']['input']>;
};


export type MutationCreateAutoLendRuleArgs = {
  acceptAuthorisation: Scalars['Boolean']['input'];
  settings: AutoLendSettingsInput;
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


export type MutationDeclareYearlyIncomeArgs = {
  yearlyIncome: Scalars['Decimal']['input'];
};


export type MutationDeclineOfferArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationFundLoanArgs = {
  amount: Scalars['Decimal']['input'];
  idempotencyKey: Scalars['String']['input'];
  loanId: Scalars['ID']['input'];
};


export type MutationInquireWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOpenFundingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOptInToAutoLendArgs = {
  loanId: Scalars['ID']['input'];
  ruleId: Scalars['ID']['input'];
};


export type MutationOptOutOfAutoLendArgs = {
  loanId: Scalars['ID']['input'];
  ruleId: Scalars['ID']['input'];
};


export type MutationPauseAutoLendRuleArgs = {
  ruleId: Scalars['ID']['input'];
};


export type MutationPayInstallmentArgs = {
  installmentId: Scalars['ID']['input'];
};


export type MutationPayNextInstallmentArgs = {
  loanId: Scalars['ID']['input'];
};


export type MutationRecordCorporateRdlArgs = {
  accountNumber: Scalars['String']['input'];
  cifNumber: Scalars['String']['input'];
  lenderId: Scalars['ID']['input'];
};


export type MutationRefuseBankChangeArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRefuseTaxDeclarationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRefuseWalletArgs = {
  lenderId: Scalars['ID']['input'];
  reason: WalletRefusalCode;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterDigitalSignatureArgs = {
  input: DigitalSignatureInput;
};


export type MutationRejectLoanArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRejectPaymentArgs = {
  id: Scalars['ID']['input'];
  reason: PaymentRejectionReason;
};


export type MutationRejectProfileSectionArgs = {
  reason: Scalars['String']['input'];
  section: ProfileSectionName;
  userId: Scalars['ID']['input'];
};


export type MutationReportDisbursementSigningReturnArgs = {
  event: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationReportSigningReturnArgs = {
  documentId: Scalars['ID']['input'];
  event: Scalars['String']['input'];
};


export type MutationRequestBankChangeArgs = {
  data: Scalars['JSONObject']['input'];
};


export type MutationRequestOtpArgs = {
  channel: MessageChannel;
};


export type MutationRequestWalletArgs = {
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  kind: WalletKind;
};


export type MutationRequestWalletForArgs = {
  kind: WalletKind;
  lenderId: Scalars['ID']['input'];
};


export type MutationResendActivationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResumeAutoLendRuleArgs = {
  ruleId: Scalars['ID']['input'];
};


export type MutationRetryWalletForArgs = {
  lenderId: Scalars['ID']['input'];
};


export type MutationSaveBailPhotosArgs = {
  id: Scalars['ID']['input'];
  photos: Array<Scalars['String']['input']>;
  replaceReason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveProfileSectionArgs = {
  data: Scalars['JSONObject']['input'];
  section: ProfileSectionName;
};


export type MutationSetLenderLimitFactsArgs = {
  input: LenderLimitFactsInput;
  lenderId: Scalars['ID']['input'];
};


export type MutationSetLocaleArgs = {
  locale: Locale;
};


export type MutationSetOfferArgs = {
  id: Scalars['ID']['input'];
  input: OfferInput;
};


export type MutationSetTaxStatusArgs = {
  input: TaxStatusInput;
};


export type MutationSimulateBillTransferArgs = {
  installmentId: Scalars['ID']['input'];
};


export type MutationSimulateVaTransferArgs = {
  amount: Scalars['Decimal']['input'];
};


export type MutationStartDisbursementSigningArgs = {
  id: Scalars['ID']['input'];
  returnUrl: Scalars['String']['input'];
};


export type MutationStartInvestmentSigningArgs = {
  fundingId: Scalars['ID']['input'];
  returnUrl: Scalars['String']['input'];
};


export type MutationStartLenderAgreementSigningArgs = {
  returnUrl: Scalars['String']['input'];
};


export type MutationSubmitLoanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitOtherPaymentArgs = {
  amount: Scalars['Decimal']['input'];
  loanId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  proofFile: Scalars['String']['input'];
};


export type MutationSubmitRepaymentArgs = {
  amount: Scalars['Decimal']['input'];
  loanId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  proofFile?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitSurveyArgs = {
  fatca: Array<Scalars['Boolean']['input']>;
  risk: Array<Scalars['Int']['input']>;
};


export type MutationUnsubscribeArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateAutoLendRuleArgs = {
  ruleId: Scalars['ID']['input'];
  settings: AutoLendSettingsInput;
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


export type MutationValidateProfileSectionArgs = {
  section: ProfileSectionName;
  userId: Scalars['ID']['input'];
};


export type MutationVerifyOtpArgs = {
  code: Scalars['String']['input'];
};

/** The spec's mutation types (§3). */
export type MutationType =
  | 'BORROWER_INITIAL'
  | 'CANCELLATION'
  | 'FUNDING'
  | 'INTEREST_FINE'
  | 'LOAN_REPAYMENT'
  | 'PLACEMENT'
  | 'RDL_BALANCE'
  | 'RDL_DEPOSIT'
  | 'WITHDRAWAL';

/** Who acts next on a loan: a person of a role, the platform by itself (time reached), or nobody. */
export type NextActor =
  | 'borrower'
  | 'lender'
  | 'nobody'
  | 'platform'
  | 'staff';

export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  params: NotificationParams;
  read: Scalars['Boolean']['output'];
};

export type NotificationKind =
  | 'BAIL_APPROVED'
  | 'BANK_CHANGE_APPROVED'
  | 'BANK_CHANGE_REFUSED'
  | 'DISBURSED'
  | 'DISBURSEMENT_READY'
  | 'FUNDING_COMPLETED'
  | 'FUNDING_NOT_COMPLETED'
  | 'FUNDING_OPENED'
  | 'FUNDING_REFUNDED'
  | 'INSTALLMENT_DUE_SOON'
  | 'INSTALLMENT_OVERDUE'
  | 'LOAN_CANCELLED'
  | 'LOAN_PAID'
  | 'LOAN_REJECTED'
  | 'LOAN_SUBMITTED'
  | 'OFFER_ACCEPTED'
  | 'OFFER_READY'
  | 'REPAYMENT_RECEIVED'
  | 'SECTION_REJECTED'
  | 'SECTION_VALIDATED'
  | 'WALLET_APPROVED'
  | 'WALLET_REFUSED';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** Pass as `after` for the next page; null when there is none. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  nodes: Array<Notification>;
};

/** The values a notification's text needs; which are set depends on the kind. */
export type NotificationParams = {
  __typename?: 'NotificationParams';
  /** Rupiah, an exact decimal string. */
  amount?: Maybe<Scalars['String']['output']>;
  /** Days past due. */
  days?: Maybe<Scalars['Int']['output']>;
  /** An installment's due date, YYYY-MM-DD. */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** The loan it concerns. */
  loanId?: Maybe<Scalars['ID']['output']>;
  /** The loan's product, in Indonesian and (productNameEn) English. */
  productName?: Maybe<Scalars['String']['output']>;
  productNameEn?: Maybe<Scalars['String']['output']>;
  /** The reason staff wrote. */
  reason?: Maybe<Scalars['String']['output']>;
  refusal?: Maybe<WalletRefusalCode>;
  /** The profile section it concerns. */
  section?: Maybe<ProfileSectionName>;
  walletKind?: Maybe<WalletKind>;
};

/** Staff, before setting an offer: the loan's borrower's room, the loan itself not counted. */
export type OfferBorrowerLimit = {
  __typename?: 'OfferBorrowerLimit';
  fits: Scalars['Boolean']['output'];
  limit?: Maybe<Scalars['Decimal']['output']>;
  loanValue: Scalars['Decimal']['output'];
  outstanding: Scalars['Decimal']['output'];
  purpose: FundingPurpose;
  raisedLimit?: Maybe<Scalars['Decimal']['output']>;
  raisedLimitCondition?: Maybe<Twp90Condition>;
  room?: Maybe<Scalars['Decimal']['output']>;
  source?: Maybe<Scalars['String']['output']>;
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

/** The bank's payment instructions for a VA billing, in both languages (one step a line). */
export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  en: Array<Scalars['String']['output']>;
  id: Array<Scalars['String']['output']>;
};

/** Why staff reject a reported payment (spec §7). */
export type PaymentRejectionReason =
  | 'AMOUNT_MISMATCH'
  | 'INVALID_PROOF'
  | 'NOT_RECEIVED';

export type PaymentType =
  | 'BALLOON'
  | 'CASH'
  | 'INSTALLMENT'
  | 'INTEREST';

/** A loan open for funding. */
export type PipelineLoan = {
  __typename?: 'PipelineLoan';
  /** Days left to fund, counting the last; 0 once passed. */
  daysLeft?: Maybe<Scalars['Int']['output']>;
  funded: Scalars['Decimal']['output'];
  fundedPercent: Scalars['Int']['output'];
  fundingEnd?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  productName: LocalizedText;
  target: Scalars['Decimal']['output'];
};

/** A loan in the lender's portfolio with the lender's share in it. */
export type PortfolioLoan = {
  __typename?: 'PortfolioLoan';
  /** The loan's principal and interest over its whole schedule; 0 before the loan period. */
  expected: Scalars['Decimal']['output'];
  /** The lender's funding in it, all pieces. */
  invested: Scalars['Decimal']['output'];
  loan: LenderLoan;
  pieces: Scalars['Int']['output'];
  /** What of it the borrower has paid so far. */
  received: Scalars['Decimal']['output'];
  /** Every piece went back to the active balance (the loan did not fund). */
  refunded: Scalars['Boolean']['output'];
};

export type PortfolioSlice = {
  __typename?: 'PortfolioSlice';
  amount: Scalars['Decimal']['output'];
  /** A grade (A–E, '-' unrated) or a funding status. */
  key: Scalars['String']['output'];
};

export type PortfolioSummary = {
  __typename?: 'PortfolioSummary';
  active: Scalars['Decimal']['output'];
  activeCount: Scalars['Int']['output'];
  /** Percent a year: (interest − tax − fee) ÷ principal outstanding × days, × 365; null before any money was out a day. */
  annualReturn?: Maybe<Scalars['Decimal']['output']>;
  /** The day the figures below are as at (the product's today, WIB). */
  asOf: Scalars['Date']['output'];
  byGrade: Array<PortfolioSlice>;
  byStatus: Array<PortfolioSlice>;
  closedCount: Scalars['Int']['output'];
  /** The lender's share of installments due from today to today + 30 days, before tax and fee. */
  expected30Days: Scalars['Decimal']['output'];
  /** The platform's fee taken from that interest. */
  feePaid: Scalars['Decimal']['output'];
  /** In active investments. */
  invested: Scalars['Decimal']['output'];
  onHold: Scalars['Decimal']['output'];
  /** Lent out and not yet repaid. */
  outstanding: Scalars['Decimal']['output'];
  /** Repayments received. */
  received: Scalars['Decimal']['output'];
  /** Interest and late charges paid to the lender, before tax and fee. */
  receivedInterest: Scalars['Decimal']['output'];
  /** Principal repaid to the lender. */
  receivedPrincipal: Scalars['Decimal']['output'];
  /** Income tax (PPh 23/26) withheld from that interest. */
  taxWithheld: Scalars['Decimal']['output'];
  /** Those installments, by due day. */
  upcoming: Array<ExpectedPayout>;
};

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
  /** The product's name in both languages (the Indonesian one stands in until staff give an English one). */
  name: LocalizedText;
  productName: Scalars['String']['output'];
  /** The funding's purpose: OJK's caps on interest, fees and late charges differ by it. */
  purpose: FundingPurpose;
  typePayment: PaymentType;
};

export type ProductInput = {
  adminFee: Scalars['Decimal']['input'];
  code: Scalars['String']['input'];
  highRiskInterest: Scalars['Decimal']['input'];
  isFlow?: InputMaybe<Scalars['Boolean']['input']>;
  isProperty?: InputMaybe<Scalars['Boolean']['input']>;
  lowRiskInterest: Scalars['Decimal']['input'];
  /** The product's English name; omitted, the Indonesian one stands in. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  productName: Scalars['String']['input'];
  /** Omitted: productive (the stricter of OJK's caps). */
  purpose?: InputMaybe<FundingPurpose>;
  typePayment: PaymentType;
};

export type Profile = {
  __typename?: 'Profile';
  agreementRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The latest bank-data change request. */
  bankChange?: Maybe<BankChange>;
  kind: ProfileKind;
  /** A borrower with complete, submitted data and a submitted survey may apply for a loan. */
  mayApply: Scalars['Boolean']['output'];
  /** What must still be sent to staff (section names, or 'survey') before applying for a loan. */
  missing: Array<Scalars['String']['output']>;
  /** The missing pieces, in both languages. */
  missingLabels: Array<LocalizedText>;
  sections: Array<ProfileSection>;
  signingRequestedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type ProfileKind =
  | 'company'
  | 'personal';

export type ProfileSection = {
  __typename?: 'ProfileSection';
  /** The fields as saved; null while EMPTY. */
  data?: Maybe<Scalars['JSONObject']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The staff's reason for a rejection. */
  reason?: Maybe<Scalars['String']['output']>;
  section: ProfileSectionName;
  status: SectionStatus;
  statusLabel: LocalizedText;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type ProfileSectionName =
  | 'addressKtp'
  | 'addressMailing'
  | 'bank'
  | 'company'
  | 'companyAddress'
  | 'document'
  | 'familyReference'
  | 'jobs'
  | 'personal'
  | 'signature'
  | 'spouse';

export type PsychometryQuestions = {
  __typename?: 'PsychometryQuestions';
  /** The 11 FATCA yes/no questions, in order. */
  fatca: Array<LocalizedText>;
  /** The 6 risk-profile questions, in order. */
  risk: Array<RiskQuestion>;
};

/** The platform's published figures. */
export type PublicDisclosure = {
  __typename?: 'PublicDisclosure';
  /** The day the figures are as at (the product's today, WIB). */
  asOf: Scalars['Date']['output'];
  /** Borrowers with a disbursed loan since the start. */
  borrowersTotal: Scalars['Int']['output'];
  buckets: Array<DisclosureBucket>;
  /** Principal disbursed this calendar year. */
  fundingThisYear: Scalars['Decimal']['output'];
  /** Principal disbursed since the start. */
  fundingTotal: Scalars['Decimal']['output'];
  /** Lenders whose money was disbursed since the start. */
  lendersTotal: Scalars['Int']['output'];
  /** Principal outstanding now (disbursed less repaid). */
  outstanding: Scalars['Decimal']['output'];
  outstandingLoans: Scalars['Int']['output'];
  /** 100% − TWP90, percent with two decimals. */
  tkb90: Scalars['Decimal']['output'];
  /** TKB90 at each of the last 12 month ends, oldest first. */
  tkb90ByMonth: Array<DisclosureMonth>;
  /** Outstanding more than 90 days past due ÷ total outstanding, percent. */
  twp90: Scalars['Decimal']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Staff: one person's whole profile for review (APPLICANT_NOT_FOUND: no such borrower or lender). */
  applicantReview: ApplicantReview;
  /** The signed-in lender's auto-lend: rules, the standing authorisation, the settings. */
  autoLend: AutoLendOverview;
  /** What auto-lend did for the signed-in lender, newest first. */
  autoLendActivity: AutoLendActivityPage;
  banks: BankLists;
  /**
   * The signed-in borrower's room under the per-borrower limit, by purpose. Staff name the
   * borrower (borrowerId); a borrower may name only themselves (another id is FORBIDDEN).
   */
  borrowerFundingLimits: Array<BorrowerFundingLimit>;
  /** Staff: one borrower's full profile; null when the id is no borrower's. */
  borrowerProfile?: Maybe<StaffBorrowerProfile>;
  /** What a cash-out of this amount would cost, on the chosen rail or the cheapest that fits. */
  cashOutQuote: CashOutQuote;
  /** Demo mode only (anyone signed in): the product's date. Elsewhere an error with code NOT_FOUND. */
  demoClock: DemoClock;
  /** Demo mode only: the latest e-mails and SMS, newest first. Elsewhere an error with code NOT_FOUND. */
  demoOutbox: Array<OutboxMessage>;
  developer?: Maybe<Developer>;
  developers: Array<Developer>;
  /** Borrowers and lenders: their digital-signature registration. */
  digitalSignature: DigitalSignature;
  /** Staff: loans ready for disbursement (signed or not), oldest first. */
  disbursementsReady: LoanConnection;
  /** Staff: loans whose disbursement was paid out, last change first. */
  disbursementsSucceeded: LoanConnection;
  /** The districts (kecamatan) of a regency or city. */
  districts: Array<Region>;
  enumerations: Array<Enumeration>;
  /** Staff: a lender's room and the facts staff verified. */
  lenderFundingLimits: LenderFundingLimits;
  /** Lenders: one loan open for funding, or one they funded. */
  lenderLoan?: Maybe<LenderLoan>;
  /** Staff: a lender's mutations in a period. */
  lenderMutations: AccountMutationConnection;
  /** Staff: a lender's tax status and the declaration waiting. */
  lenderTaxStatus?: Maybe<LenderTaxStatus>;
  /** Staff: one lender's wallet. */
  lenderWallet?: Maybe<LenderWallet>;
  /** Staff: every lender with their wallet, those awaiting approval first; optionally of one state. */
  lenderWallets: Array<LenderWallet>;
  loan?: Maybe<Loan>;
  /** Auto-lend on one loan of the marketplace, for the signed-in lender. */
  loanAutoLend: LoanAutoLend;
  /** Staff: every funding of a loan with its lender; lenders: their own pieces. */
  loanFundings: Array<Funding>;
  /** Staff: how many loans each work queue holds, under a search and product filter (one call). */
  loanQueueCounts: LoanQueueCounts;
  /** A loan's schedule and payments (its borrower, staff, and the lenders who funded it). */
  loanRepayment: LoanRepayment;
  /** Staff: what the loan machine would answer to this event for this loan now (as: default whose act the event is). Changes nothing. */
  loanWhatIf: LoanWhatIf;
  /**
   * Staff: loans of a work queue and/or a stage, searched by borrower name or loan id, of one
   * product, sorted, in cursor pages.
   */
  loans: LoanConnection;
  /** Staff: one machine; with loanId (loan machine only) highlighted for that loan. */
  machineDiagram?: Maybe<MachineDiagram>;
  /** Staff: every machine of machines/, drawn. */
  machineDiagrams: Array<MachineDiagram>;
  /** Lenders: loans open for funding, filtered, sorted, in cursor pages. */
  marketplace: MarketplaceConnection;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** The signed-in lender's balance. */
  myBalance: WalletBalance;
  /** The signed-in borrower's bill summary: each loan being repaid with its next installment. */
  myBills: Array<LoanBill>;
  /** The signed-in lender's room under OJK's limits. */
  myFundingLimits: LenderFundingLimits;
  /** The signed-in borrower's own loans. */
  myLoans: Array<Loan>;
  /** The signed-in lender's mutations in a period (default: the last 30 days). */
  myMutations: AccountMutationConnection;
  /** The signed-in borrower's or lender's profile. */
  myProfile: Profile;
  /** The signed-in borrower's or lender's survey. */
  mySurvey: Survey;
  /** The signed-in lender's tax status and the rate withheld now. */
  myTaxStatus: LenderTaxStatus;
  /** The signed-in lender's wallet and the state of its request. */
  myWallet: LenderWallet;
  /** The signed-in lender's withdrawals, newest first. */
  myWithdrawals: Array<Withdrawal>;
  notifications: NotificationPage;
  /** Staff: the room for this loan's offer. */
  offerBorrowerLimit: OfferBorrowerLimit;
  /** The signed-in user's password age. */
  passwordAge: PasswordAge;
  /** Staff: reported payments waiting for review, oldest first. */
  paymentsToReview: Array<RepaymentPayment>;
  /** Staff: lenders' tax declarations waiting for verification, the longest waiting first. */
  pendingTaxDeclarations: Array<TaxDeclaration>;
  /** Staff: every withdrawal not yet settled or reversed. */
  pendingWithdrawals: Array<Withdrawal>;
  /** Lenders: active investments (closed: paid, closed, or cancelled and refunded). */
  portfolio: Array<PortfolioLoan>;
  portfolioSummary: PortfolioSummary;
  product?: Maybe<Product>;
  products: Array<Product>;
  /** Indonesia's 38 provinces. */
  provinces: Array<Region>;
  /**
   * The survey's questions in Indonesian and English that fit a respondent (no session needed).
   * Without arguments: those of the signed-in user, or a personal lender's.
   */
  psychometryQuestions: PsychometryQuestions;
  /** The platform's published figures (no login needed). */
  publicDisclosure: PublicDisclosure;
  /** Lenders: the five loans most recently opened for funding. */
  recentLoans: Array<LenderLoan>;
  /** The regencies and cities of a province. */
  regencies: Array<Region>;
  /** Borrowers and lenders: the documents they sign, newest first. */
  signingDocuments: Array<SigningDocument>;
  /** Staff: the dashboard's figures as at the product's today. */
  staffDashboard: StaffDashboard;
  unreadNotificationCount: Scalars['Int']['output'];
  /** Staff: what waits for validation. */
  validationQueue: ValidationQueue;
  /** The villages (kelurahan/desa) of a district. */
  villages: Array<Region>;
  /** Staff: people whose data or bank change waits for validation, the longest waiting first. */
  waitingApplicants: Array<WaitingApplicant>;
};


export type QueryApplicantReviewArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryAutoLendActivityArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBorrowerFundingLimitsArgs = {
  borrowerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBorrowerProfileArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryCashOutQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  rail?: InputMaybe<TransferRail>;
};


export type QueryDeveloperArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDisbursementsReadyArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDisbursementsSucceededArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDistrictsArgs = {
  regencyCode: Scalars['ID']['input'];
};


export type QueryLenderFundingLimitsArgs = {
  lenderId: Scalars['ID']['input'];
};


export type QueryLenderLoanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLenderMutationsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  lenderId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryLenderTaxStatusArgs = {
  lenderId: Scalars['ID']['input'];
};


export type QueryLenderWalletArgs = {
  lenderId: Scalars['ID']['input'];
};


export type QueryLenderWalletsArgs = {
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoanAutoLendArgs = {
  loanId: Scalars['ID']['input'];
};


export type QueryLoanFundingsArgs = {
  loanId: Scalars['ID']['input'];
};


export type QueryLoanQueueCountsArgs = {
  productId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoanRepaymentArgs = {
  loanId: Scalars['ID']['input'];
};


export type QueryLoanWhatIfArgs = {
  as?: InputMaybe<WhatIfSender>;
  event: Scalars['String']['input'];
  loanId: Scalars['ID']['input'];
};


export type QueryLoansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  queue?: InputMaybe<LoanQueue>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<LoanSort>;
  stage?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMachineDiagramArgs = {
  loanId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};


export type QueryMarketplaceArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MarketplaceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MarketplaceSort>;
};


export type QueryMyMutationsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOfferBorrowerLimitArgs = {
  loanId: Scalars['ID']['input'];
};


export type QueryPortfolioArgs = {
  closed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPsychometryQuestionsArgs = {
  kind?: InputMaybe<SurveyKind>;
  role?: InputMaybe<SurveyRole>;
};


export type QueryRegenciesArgs = {
  provinceCode: Scalars['ID']['input'];
};


export type QueryVillagesArgs = {
  districtCode: Scalars['ID']['input'];
};

/** A work queue and the loans in it. */
export type QueueCount = {
  __typename?: 'QueueCount';
  count: Scalars['Int']['output'];
  label: LocalizedText;
  queue: LoanQueue;
};

export type Region = {
  __typename?: 'Region';
  /** idn-area-data code: 31, 31.71, 31.71.01, 31.71.01.1001. */
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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

/** A payment towards a loan's installment. */
export type RepaymentPayment = {
  __typename?: 'RepaymentPayment';
  amount: Scalars['Decimal']['output'];
  borrowerName: Scalars['String']['output'];
  /** CARRIED: the payment whose excess this is. */
  carriedFrom?: Maybe<Scalars['ID']['output']>;
  /** Beyond the installment: paid into the next installments (CARRIED), the rest kept as the borrower's. */
  excess: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  installmentId: Scalars['ID']['output'];
  /** 1 for the first installment. */
  installmentNumber: Scalars['Int']['output'];
  interest: Scalars['Decimal']['output'];
  lateCharge: Scalars['Decimal']['output'];
  loanId: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The bank's reference of a VA payment. */
  paymentNtb?: Maybe<Scalars['String']['output']>;
  /** What it paid of principal, once confirmed. */
  principal: Scalars['Decimal']['output'];
  /** The stored proof of transfer (`/file/...`), served with the caller's session; hidden from lenders. */
  proofFile?: Maybe<Scalars['String']['output']>;
  receivedAt: Scalars['DateTime']['output'];
  /** Why staff rejected it. */
  rejectionReason?: Maybe<PaymentRejectionReason>;
  /** The rejection reason in words. */
  rejectionText?: Maybe<LocalizedText>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  source: RepaymentSource;
  status: RepaymentStatus;
};

export type RepaymentSource =
  /** Part of an earlier payment's excess, paying this installment (carriedFrom). */
  | 'CARRIED'
  /** A partial or early payment with its proof: staff review it. */
  | 'OTHER'
  /** A transfer outside the VA reported by the borrower: staff review it. */
  | 'TRANSFER'
  /** The bank's callback for the VA billing: credited at once. */
  | 'VA';

export type RepaymentStatus =
  | 'CONFIRMED'
  | 'REJECTED'
  | 'REVIEW';

/** Principal and interest of the whole schedule and what of it is paid, with the late charges. */
export type RepaymentTotals = {
  __typename?: 'RepaymentTotals';
  lateCharge: Scalars['Decimal']['output'];
  /** Paid beyond the whole schedule: kept as the borrower's, for staff to return. */
  overpaid: Scalars['Decimal']['output'];
  /** Principal and interest paid so far. */
  paid: Scalars['Decimal']['output'];
  /** Principal and interest over the whole schedule. */
  repayment: Scalars['Decimal']['output'];
};

/** A waiting change of validated bank data, its requested fields in words. */
export type ReviewBankChange = {
  __typename?: 'ReviewBankChange';
  /** Computed by the bank-change machine for the signed-in staff member. */
  availableActions: Array<BankChangeActionState>;
  fields: Array<ReviewField>;
  id: Scalars['ID']['output'];
  requestedAt: Scalars['DateTime']['output'];
};

/** One field of a section as saved, beside its words. */
export type ReviewField = {
  __typename?: 'ReviewField';
  /** The value is the path of an uploaded file (GET /file/{name} for staff). */
  file: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** As saved (a code, a number, a date DD-MM-YYYY, a file path); null when not filled in. */
  value?: Maybe<Scalars['String']['output']>;
  /** The value in words where it holds a code (enumeration, bank, region); null otherwise. */
  words?: Maybe<LocalizedText>;
};

export type ReviewSection = {
  __typename?: 'ReviewSection';
  /** Computed by the profile-section machine for the signed-in staff member. */
  availableActions: Array<StaffSectionActionState>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** In the profile's order; empty while the section is EMPTY. */
  fields: Array<ReviewField>;
  /** The section's name in words. */
  label: LocalizedText;
  /** The staff's reason for a rejection. */
  reason?: Maybe<Scalars['String']['output']>;
  section: ProfileSectionName;
  status: SectionStatus;
  statusLabel: LocalizedText;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A risk-profile question and its options, most cautious first. */
export type RiskQuestion = {
  __typename?: 'RiskQuestion';
  options: Array<LocalizedText>;
  question: LocalizedText;
};

/**
 * The spec's risk ratings: the risk profile a submitted survey rates, and the risk staff give a loan
 * when they approve credit (its grade).
 */
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

export type SectionStatus =
  /** Nothing saved yet. */
  | 'EMPTY'
  /** Saved, not yet sent to staff. */
  | 'FILLED'
  /** Staff found it wrong; see reason. */
  | 'REJECTED'
  /** Sent to staff (the agreement request); waiting for their decision. */
  | 'SUBMITTED'
  | 'VALIDATED';

export type Session = {
  __typename?: 'Session';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  user: User;
};

/** A document the signed-in user signs, with its signing state. */
export type SigningDocument = {
  __typename?: 'SigningDocument';
  /** A (new) signing URL may be asked for. */
  canStart: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /**
   * Where the PDF is (GET with the session's token): the signed copy once signed, else the
   * document sent for signing.
   */
  fileUrl: Scalars['String']['output'];
  /** The lender's funding piece (investment agreements). */
  fundingId?: Maybe<Scalars['ID']['output']>;
  hasSignedFile: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: SigningDocumentKind;
  label: LocalizedText;
  /** The loan it belongs to (null for the lender agreement). */
  loanId?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<SigningNote>;
  signed: Scalars['Boolean']['output'];
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The document-signing machine's state: unsigned, requested, urlIssued, pending, completed
   * (signed), declined, cancelled, expired, failed.
   */
  state: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type SigningDocumentKind =
  | 'INVESTMENT_AGREEMENT'
  | 'LENDER_AGREEMENT'
  | 'LOAN_AGREEMENT'
  | 'POWER_OF_ATTORNEY';

/** What the signer is told after the last return or failure. */
export type SigningNote = {
  __typename?: 'SigningNote';
  code: Scalars['String']['output'];
  text: LocalizedText;
};

/** The browser's return from the provider, as the provider's status check confirmed it. */
export type SigningReturn = {
  __typename?: 'SigningReturn';
  /** false when the provider's record does not bear out the event: nothing was signed. */
  confirmed: Scalars['Boolean']['output'];
  document: SigningDocument;
};

/** A signing started at the provider: send the browser to `url` (single use, short-lived). */
export type SigningStart = {
  __typename?: 'SigningStart';
  documentId: Scalars['ID']['output'];
  kind: SigningDocumentKind;
  url: Scalars['String']['output'];
};

/** A borrower's profile as staff read it. */
export type StaffBorrowerProfile = {
  __typename?: 'StaffBorrowerProfile';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  identity: BorrowerIdentity;
  kind: ProfileKind;
  sections: Array<BorrowerProfileSection>;
  survey: BorrowerSurvey;
  userId: Scalars['ID']['output'];
};

export type StaffDashboard = {
  __typename?: 'StaffDashboard';
  arrears: Array<ArrearsBucket>;
  asOf: Scalars['Date']['output'];
  disbursementsWaiting: CountAndAmount;
  /** Loans open for funding (all of them). */
  fundingOpen: Scalars['Int']['output'];
  outstanding: Scalars['Decimal']['output'];
  paymentsToReview: CountAndAmount;
  /** The open loans, ending soonest first (at most 50). */
  pipeline: Array<PipelineLoan>;
  queues: Array<QueueCount>;
  tkb90: Scalars['Decimal']['output'];
  tkb90ByMonth: Array<Tkb90Month>;
  total: Scalars['Int']['output'];
};

export type StaffSectionAction =
  | 'reject'
  | 'validate';

export type StaffSectionActionState = {
  __typename?: 'StaffSectionActionState';
  action: StaffSectionAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

export type SubmittedSection = {
  __typename?: 'SubmittedSection';
  data: Scalars['JSONObject']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  kind: ProfileKind;
  /**
   * Words for the fields of `data` that hold a code — enumerations, bank codes, region codes — as
   * { field: { id, en } }. Fields not listed are shown as they are.
   */
  labels: Scalars['JSONObject']['output'];
  role: Scalars['String']['output'];
  section: ProfileSectionName;
  submittedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
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

/** A person answers FATCA about themselves, a company about itself, its owners and controllers. */
export type SurveyKind =
  | 'COMPANY'
  | 'PERSONAL';

/** Who answers the survey: a lender's risk profile is about lending, a borrower's about borrowing. */
export type SurveyRole =
  | 'BORROWER'
  | 'LENDER';

/** A lender's declaration of their tax status and where it stands. */
export type TaxDeclaration = {
  __typename?: 'TaxDeclaration';
  /** Computed by the tax-status rules for the signed-in user. */
  availableActions: Array<TaxDeclarationActionState>;
  /** The certificate of domicile (DGT form), a path returned by the file service. */
  certificateFile?: Maybe<Scalars['String']['output']>;
  certificateValidUntil?: Maybe<Scalars['Date']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  declaredAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lender: TaxDeclarationLender;
  lenderId: Scalars['ID']['output'];
  /** Staff's reason for a refusal, as the lender reads it. */
  refusalReason?: Maybe<Scalars['String']['output']>;
  resident: Scalars['Boolean']['output'];
  reviewNotes: Array<TaxReviewNote>;
  status: TaxDeclarationStatus;
  statusLabel: LocalizedText;
  treatyPercent?: Maybe<Scalars['Decimal']['output']>;
  /** What a payout made today would withhold once staff approve it. */
  withholdingIfApproved: Withholding;
};

export type TaxDeclarationAction =
  | 'approve'
  | 'refuse';

export type TaxDeclarationActionState = {
  __typename?: 'TaxDeclarationActionState';
  action: TaxDeclarationAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

export type TaxDeclarationLender = {
  __typename?: 'TaxDeclarationLender';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
};

export type TaxDeclarationStatus =
  /** Back to resident: applied at once, no review needed. */
  | 'APPLIED'
  | 'APPROVED'
  /** Waiting for staff to verify it against the certificate of domicile. */
  | 'PENDING'
  | 'REFUSED'
  /** Replaced by a newer declaration before staff decided. */
  | 'WITHDRAWN';

/** What staff check besides the certificate (INDONESIAN_NIK: the validated data holds an Indonesian NIK). */
export type TaxReviewNote = {
  __typename?: 'TaxReviewNote';
  code: Scalars['String']['output'];
  text: LocalizedText;
};

export type TaxStatusInput = {
  /** Uploaded first through the file service (PDF, JPEG or PNG). */
  certificateFile?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: not past, at most 12 months from today. */
  certificateValidUntil?: InputMaybe<Scalars['Date']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  resident: Scalars['Boolean']['input'];
  /** 0–20, below the PPh 26 rate; needs certificateFile and certificateValidUntil. */
  treatyPercent?: InputMaybe<Scalars['Decimal']['input']>;
};

export type Tkb90Month = {
  __typename?: 'Tkb90Month';
  /** YYYY-MM */
  month: Scalars['String']['output'];
  tkb90: Scalars['Decimal']['output'];
};

/** One way to pay into the VA: atm, mobile, internet or other (from another bank). */
export type TopUpChannel = {
  __typename?: 'TopUpChannel';
  code: Scalars['String']['output'];
  label: LocalizedText;
  /** The steps in order, the VA number written in. */
  steps: Array<LocalizedText>;
};

export type TopUpInstructions = {
  __typename?: 'TopUpInstructions';
  /** The partner bank's code: 009. */
  bankCode: Scalars['String']['output'];
  channels: Array<TopUpChannel>;
  intro: LocalizedText;
  vaNumber: Scalars['String']['output'];
};

export type TransferRail =
  | 'BI_FAST'
  | 'CLEARING'
  | 'ONLINE'
  | 'RTGS';

export type TransferRailOption = {
  __typename?: 'TransferRailOption';
  arrival: LocalizedText;
  fee: Scalars['Decimal']['output'];
  label: LocalizedText;
  rail: TransferRail;
  /** Amount plus fee: what leaves the active balance. */
  total: Scalars['Decimal']['output'];
};

export type Twp90Condition = {
  __typename?: 'Twp90Condition';
  monthEnds: Scalars['Int']['output'];
  twp90AtMostPercent: Scalars['Decimal']['output'];
};

/** A lender's funding whose investment agreement is not signed yet. */
export type UnsignedAgreement = {
  __typename?: 'UnsignedAgreement';
  amount: Scalars['Decimal']['output'];
  fundingId: Scalars['ID']['output'];
  /** Null for the borrower: lenders stay anonymous to her. */
  lenderId?: Maybe<Scalars['ID']['output']>;
  /** Null for the borrower. */
  lenderName?: Maybe<Scalars['String']['output']>;
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

export type ValidationQueue = {
  __typename?: 'ValidationQueue';
  /** Waiting bank-data change requests. */
  bankChanges: Array<BankChangeRequest>;
  /** Submitted sections (data and documents), oldest first. */
  sections: Array<SubmittedSection>;
};

/** A borrower or lender whose data waits for staff. */
export type WaitingApplicant = {
  __typename?: 'WaitingApplicant';
  /** A change of validated bank data waits too. */
  bankChangeWaiting: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  kind: ProfileKind;
  role: Role;
  userId: Scalars['ID']['output'];
  /** Those sections' names in words. */
  waitingSectionLabels: Array<LocalizedText>;
  /** The sections sent to staff and not yet decided, in the profile's order. */
  waitingSections: Array<ProfileSectionName>;
  /** When the oldest thing still waiting was sent. */
  waitingSince: Scalars['DateTime']['output'];
};

/** Everything a person can do to a wallet; each is one event of the lender-account machine. */
export type WalletAction =
  | 'approve'
  /** Customer care records a company's RDL (account number and CIF). */
  | 'recordCorporateRdl'
  | 'refuse'
  | 'requestRdl'
  | 'requestVa'
  /** Try the failed bank step again. */
  | 'retry';

export type WalletActionState = {
  __typename?: 'WalletActionState';
  action: WalletAction;
  allowed: Scalars['Boolean']['output'];
  reason?: Maybe<ActionReason>;
};

/** A lender's wallet balance (spec §3 Wallet): active and on hold. */
export type WalletBalance = {
  __typename?: 'WalletBalance';
  accountNumber?: Maybe<Scalars['String']['output']>;
  active: Scalars['Decimal']['output'];
  kind?: Maybe<WalletKind>;
  onHold: Scalars['Decimal']['output'];
  total: Scalars['Decimal']['output'];
};

/** A failed step at the bank: VA, KYC, CIF or ACCOUNT, with the bank's response code. */
export type WalletBankFailure = {
  __typename?: 'WalletBankFailure';
  /** The answer never came: the bank may have done the step; staff's retry asks again under the same request. */
  outcomeUnknown: Scalars['Boolean']['output'];
  responseCode: Scalars['String']['output'];
  step: Scalars['String']['output'];
  text: LocalizedText;
};

export type WalletKind =
  /** Lender fund account (rekening dana lender). */
  | 'RDL'
  /** Virtual account: top-ups at the partner bank. */
  | 'VA';

export type WalletLender = {
  __typename?: 'WalletLender';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPersonal: Scalars['Boolean']['output'];
};

export type WalletRefusal = {
  __typename?: 'WalletRefusal';
  code: WalletRefusalCode;
  text: LocalizedText;
};

/** Why staff refuse a wallet request. */
export type WalletRefusalCode =
  | 'BANK_REGISTRATION_FAILED'
  | 'DATA_INCOMPLETE'
  | 'DATA_MISMATCH'
  | 'DUPLICATE_ACCOUNT';

export type WhatIfOutcome = {
  __typename?: 'WhatIfOutcome';
  /** The ids of the states the loan would be in instead (empty: it stays where it is). */
  to: Array<Scalars['String']['output']>;
  /** When this is the outcome, where a guard of the machine decides between several. */
  when?: Maybe<LocalizedText>;
};

/** The machine's check that would refuse an event: WHO may send it, the STAGE, a STATE it needs, a CONDITION, the PAYLOAD. */
export type WhatIfRefusal = {
  __typename?: 'WhatIfRefusal';
  check: Scalars['String']['output'];
  /** The check in words. */
  text: LocalizedText;
};

/**
 * Who a "what if" sends the event as: STAFF is the asking staff member, OWNER the loan's borrower,
 * LENDER a lender, PLATFORM the platform itself (dates reached, outside work done).
 */
export type WhatIfSender =
  | 'LENDER'
  | 'OWNER'
  | 'PLATFORM'
  | 'STAFF';

export type Withdrawal = {
  __typename?: 'Withdrawal';
  accountNumber: Scalars['String']['output'];
  amount: Scalars['Decimal']['output'];
  bankCode: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fee: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  lenderId: Scalars['ID']['output'];
  lenderName?: Maybe<Scalars['String']['output']>;
  rail: TransferRail;
  railLabel: LocalizedText;
  state: WithdrawalState;
  stateLabel: LocalizedText;
  total: Scalars['Decimal']['output'];
};

export type WithdrawalState =
  | 'failed'
  | 'requested'
  | 'reversed'
  | 'sent'
  | 'settled';

/** What a payout made today withholds from the lender's interest and late charges. */
export type Withholding = {
  __typename?: 'Withholding';
  kind: WithholdingKind;
  /** As the lender reads it: PPh 23 15%, PPh 26 20%, Tarif perjanjian 10% (SKD berlaku s.d. …). */
  label: LocalizedText;
  /** Percent withheld, e.g. 15, 20, 10. */
  percent: Scalars['Decimal']['output'];
  /** TREATY: the certificate's last valid day; PPh 26 applies again after it. */
  validUntil?: Maybe<Scalars['Date']['output']>;
};

export type WithholdingKind =
  /** Resident: PPh 23. */
  | 'PPH23'
  /** Non-resident without a valid treaty claim: PPh 26. */
  | 'PPH26'
  /** Non-resident with a treaty rate and a certificate of domicile valid today. */
  | 'TREATY';



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
  AcceptedAutoLendAuthorisation: ResolverTypeWrapper<AcceptedAutoLendAuthorisation>;
  AccountMutation: ResolverTypeWrapper<AccountMutation>;
  AccountMutationConnection: ResolverTypeWrapper<AccountMutationConnection>;
  ActionReason: ResolverTypeWrapper<ActionReason>;
  ApplicantIdCard: ResolverTypeWrapper<ApplicantIdCard>;
  ApplicantReview: ResolverTypeWrapper<ApplicantReview>;
  ArrearsBucket: ResolverTypeWrapper<ArrearsBucket>;
  AuditActorRole: AuditActorRole;
  AutoLendAction: AutoLendAction;
  AutoLendActionState: ResolverTypeWrapper<AutoLendActionState>;
  AutoLendActivityItem: ResolverTypeWrapper<AutoLendActivityItem>;
  AutoLendActivityPage: ResolverTypeWrapper<AutoLendActivityPage>;
  AutoLendAuthorisation: ResolverTypeWrapper<AutoLendAuthorisation>;
  AutoLendConfig: ResolverTypeWrapper<AutoLendConfig>;
  AutoLendOutcome: AutoLendOutcome;
  AutoLendOverview: ResolverTypeWrapper<ApiAutoLendOverview>;
  AutoLendRule: ResolverTypeWrapper<ApiAutoLendRule>;
  AutoLendSettings: ResolverTypeWrapper<AutoLendSettings>;
  AutoLendSettingsInput: AutoLendSettingsInput;
  AutoLendState: AutoLendState;
  Bail: ResolverTypeWrapper<ApiLoan>;
  BailFile: ResolverTypeWrapper<BailFile>;
  BailInput: BailInput;
  Bank: ResolverTypeWrapper<Bank>;
  BankChange: ResolverTypeWrapper<ApiBankChange>;
  BankChangeAction: BankChangeAction;
  BankChangeActionState: ResolverTypeWrapper<BankChangeActionState>;
  BankChangeRequest: ResolverTypeWrapper<BankChangeRequest>;
  BankChangeStatus: BankChangeStatus;
  BankLists: ResolverTypeWrapper<BankLists>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BorrowerFundingLimit: ResolverTypeWrapper<ApiBorrowerFundingLimit>;
  BorrowerIdentity: ResolverTypeWrapper<BorrowerIdentity>;
  BorrowerInfo: ResolverTypeWrapper<ApiBorrowerInfo>;
  BorrowerInfoInput: BorrowerInfoInput;
  BorrowerProfileSection: ResolverTypeWrapper<ApiStaffBorrowerSection>;
  BorrowerSurvey: ResolverTypeWrapper<BorrowerSurvey>;
  CashOutDestination: ResolverTypeWrapper<CashOutDestination>;
  CashOutQuote: ResolverTypeWrapper<CashOutQuote>;
  CashOutRefusal: ResolverTypeWrapper<CashOutRefusal>;
  CertificateType: CertificateType;
  CollateralType: CollateralType;
  CountAndAmount: ResolverTypeWrapper<CountAndAmount>;
  CreateLoanInput: CreateLoanInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DemoClock: ResolverTypeWrapper<DemoClock>;
  Developer: ResolverTypeWrapper<ApiDeveloper>;
  DigitalSignature: ResolverTypeWrapper<ApiRegistration>;
  DigitalSignatureChange: ResolverTypeWrapper<DigitalSignatureChange>;
  DigitalSignatureInput: DigitalSignatureInput;
  DigitalSignatureNextStep: ResolverTypeWrapper<DigitalSignatureNextStep>;
  DigitalSignatureProfile: ResolverTypeWrapper<DigitalSignatureProfile>;
  DigitalSignatureStage: ResolverTypeWrapper<DigitalSignatureStage>;
  Disbursement: ResolverTypeWrapper<ApiDisbursement>;
  DisbursementState: DisbursementState;
  DisbursementSummary: ResolverTypeWrapper<DisbursementSummary>;
  DisbursementTransfer: ResolverTypeWrapper<ApiDisbursement>;
  DisclosureBucket: ResolverTypeWrapper<DisclosureBucket>;
  DisclosureMonth: ResolverTypeWrapper<DisclosureMonth>;
  EnumOption: ResolverTypeWrapper<EnumOption>;
  Enumeration: ResolverTypeWrapper<Enumeration>;
  ExpectedPayout: ResolverTypeWrapper<ExpectedPayout>;
  FieldChangeKind: FieldChangeKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FundResult: ResolverTypeWrapper<ApiFundResult>;
  Funding: ResolverTypeWrapper<ApiFunding>;
  FundingPurpose: FundingPurpose;
  FundingStatus: FundingStatus;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityHolder: IdentityHolder;
  Installment: ResolverTypeWrapper<ApiInstallment>;
  InstallmentArrears: InstallmentArrears;
  InstallmentRejection: ResolverTypeWrapper<InstallmentRejection>;
  InstallmentStatus: InstallmentStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvestmentAgreement: ResolverTypeWrapper<InvestmentAgreementParent>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LenderCategory: LenderCategory;
  LenderCollateral: ResolverTypeWrapper<ApiLenderCollateral>;
  LenderConcentrationLimit: ResolverTypeWrapper<LenderConcentrationLimit>;
  LenderFundingLimits: ResolverTypeWrapper<ApiLenderFundingLimits>;
  LenderIncomeLimit: ResolverTypeWrapper<LenderIncomeLimit>;
  LenderLimitFactsInput: LenderLimitFactsInput;
  LenderLoan: ResolverTypeWrapper<ApiLenderLoan>;
  LenderTaxStatus: ResolverTypeWrapper<ApiTaxStatus>;
  LenderWallet: ResolverTypeWrapper<ApiWallet>;
  Loan: ResolverTypeWrapper<ApiLoan>;
  LoanAction: LoanAction;
  LoanActionState: ResolverTypeWrapper<LoanActionState>;
  LoanAuditEntry: ResolverTypeWrapper<LoanAuditEntry>;
  LoanAutoLend: ResolverTypeWrapper<ApiLoanAutoLend>;
  LoanAutoLendRule: ResolverTypeWrapper<LoanAutoLendRule>;
  LoanBill: ResolverTypeWrapper<ApiBill>;
  LoanBorrower: ResolverTypeWrapper<LoanBorrower>;
  LoanConnection: ResolverTypeWrapper<Omit<LoanConnection, 'edges'> & { edges: Array<ResolversTypes['LoanEdge']> }>;
  LoanDataInput: LoanDataInput;
  LoanEdge: ResolverTypeWrapper<Omit<LoanEdge, 'node'> & { node: ResolversTypes['Loan'] }>;
  LoanFieldChange: ResolverTypeWrapper<LoanFieldChange>;
  LoanGrade: LoanGrade;
  LoanNextStep: ResolverTypeWrapper<LoanNextStep>;
  LoanPathStep: ResolverTypeWrapper<LoanPathStep>;
  LoanQueue: LoanQueue;
  LoanQueueCount: ResolverTypeWrapper<LoanQueueCount>;
  LoanQueueCounts: ResolverTypeWrapper<LoanQueueCounts>;
  LoanRepayment: ResolverTypeWrapper<LoanRepaymentParent>;
  LoanSort: LoanSort;
  LoanWhatIf: ResolverTypeWrapper<LoanWhatIf>;
  Locale: Locale;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  MachineDiagram: ResolverTypeWrapper<MachineDiagramParent>;
  MachineState: ResolverTypeWrapper<MachineState>;
  MachineTransition: ResolverTypeWrapper<MachineTransition>;
  MarketplaceConnection: ResolverTypeWrapper<Omit<MarketplaceConnection, 'nodes'> & { nodes: Array<ResolversTypes['LenderLoan']> }>;
  MarketplaceFilter: MarketplaceFilter;
  MarketplaceFunding: MarketplaceFunding;
  MarketplaceSort: MarketplaceSort;
  MessageChannel: MessageChannel;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationType: MutationType;
  NextActor: NextActor;
  Notification: ResolverTypeWrapper<ApiNotification>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'nodes'> & { nodes: Array<ResolversTypes['Notification']> }>;
  NotificationParams: ResolverTypeWrapper<NotificationParams>;
  OfferBorrowerLimit: ResolverTypeWrapper<ApiOfferBorrowerLimit>;
  OfferInput: OfferInput;
  OtpConfirmed: ResolverTypeWrapper<OtpConfirmed>;
  OtpSent: ResolverTypeWrapper<OtpSent>;
  OtpVerified: ResolverTypeWrapper<OtpVerified>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordAge: ResolverTypeWrapper<PasswordAge>;
  PaymentInstructions: ResolverTypeWrapper<PaymentInstructions>;
  PaymentRejectionReason: PaymentRejectionReason;
  PaymentType: PaymentType;
  PipelineLoan: ResolverTypeWrapper<PipelineLoan>;
  PortfolioLoan: ResolverTypeWrapper<ApiPortfolioLoan>;
  PortfolioSlice: ResolverTypeWrapper<PortfolioSlice>;
  PortfolioSummary: ResolverTypeWrapper<ApiPortfolioSummary>;
  Product: ResolverTypeWrapper<ApiProduct>;
  ProductInput: ProductInput;
  Profile: ResolverTypeWrapper<ApiProfile>;
  ProfileKind: ProfileKind;
  ProfileSection: ResolverTypeWrapper<ApiProfileSection>;
  ProfileSectionName: ProfileSectionName;
  PsychometryQuestions: ResolverTypeWrapper<PsychometryQuestions>;
  PublicDisclosure: ResolverTypeWrapper<PublicDisclosure>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueCount: ResolverTypeWrapper<QueueCount>;
  Region: ResolverTypeWrapper<Region>;
  RegisterInput: RegisterInput;
  RegistrationResult: ResolverTypeWrapper<Omit<RegistrationResult, 'user'> & { user: ResolversTypes['User'] }>;
  RegistrationRole: RegistrationRole;
  RepaymentPayment: ResolverTypeWrapper<ApiRepaymentPayment>;
  RepaymentSource: RepaymentSource;
  RepaymentStatus: RepaymentStatus;
  RepaymentTotals: ResolverTypeWrapper<RepaymentTotals>;
  ReviewBankChange: ResolverTypeWrapper<ReviewBankChange>;
  ReviewField: ResolverTypeWrapper<ReviewField>;
  ReviewSection: ResolverTypeWrapper<ReviewSection>;
  RiskQuestion: ResolverTypeWrapper<RiskQuestion>;
  RiskRating: RiskRating;
  Role: Role;
  SectionStatus: SectionStatus;
  Session: ResolverTypeWrapper<Omit<Session, 'user'> & { user: ResolversTypes['User'] }>;
  SigningDocument: ResolverTypeWrapper<ApiSigningDocument>;
  SigningDocumentKind: SigningDocumentKind;
  SigningNote: ResolverTypeWrapper<SigningNote>;
  SigningReturn: ResolverTypeWrapper<ApiSigningReturn>;
  SigningStart: ResolverTypeWrapper<ApiSigningStart>;
  StaffBorrowerProfile: ResolverTypeWrapper<ApiStaffBorrower>;
  StaffDashboard: ResolverTypeWrapper<ApiStaffDashboard>;
  StaffSectionAction: StaffSectionAction;
  StaffSectionActionState: ResolverTypeWrapper<StaffSectionActionState>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmittedSection: ResolverTypeWrapper<SubmittedSection>;
  Survey: ResolverTypeWrapper<Survey>;
  SurveyKind: SurveyKind;
  SurveyRole: SurveyRole;
  TaxDeclaration: ResolverTypeWrapper<ApiTaxDeclaration>;
  TaxDeclarationAction: TaxDeclarationAction;
  TaxDeclarationActionState: ResolverTypeWrapper<TaxDeclarationActionState>;
  TaxDeclarationLender: ResolverTypeWrapper<TaxDeclarationLender>;
  TaxDeclarationStatus: TaxDeclarationStatus;
  TaxReviewNote: ResolverTypeWrapper<TaxReviewNote>;
  TaxStatusInput: TaxStatusInput;
  Tkb90Month: ResolverTypeWrapper<Tkb90Month>;
  TopUpChannel: ResolverTypeWrapper<TopUpChannel>;
  TopUpInstructions: ResolverTypeWrapper<TopUpInstructions>;
  TransferRail: TransferRail;
  TransferRailOption: ResolverTypeWrapper<TransferRailOption>;
  Twp90Condition: ResolverTypeWrapper<Twp90Condition>;
  UnsignedAgreement: ResolverTypeWrapper<UnsignedAgreement>;
  User: ResolverTypeWrapper<ApiUser>;
  ValidationQueue: ResolverTypeWrapper<ValidationQueue>;
  WaitingApplicant: ResolverTypeWrapper<WaitingApplicant>;
  WalletAction: WalletAction;
  WalletActionState: ResolverTypeWrapper<WalletActionState>;
  WalletBalance: ResolverTypeWrapper<WalletBalance>;
  WalletBankFailure: ResolverTypeWrapper<WalletBankFailure>;
  WalletKind: WalletKind;
  WalletLender: ResolverTypeWrapper<WalletLender>;
  WalletRefusal: ResolverTypeWrapper<WalletRefusal>;
  WalletRefusalCode: WalletRefusalCode;
  WhatIfOutcome: ResolverTypeWrapper<WhatIfOutcome>;
  WhatIfRefusal: ResolverTypeWrapper<WhatIfRefusal>;
  WhatIfSender: WhatIfSender;
  Withdrawal: ResolverTypeWrapper<Withdrawal>;
  WithdrawalState: WithdrawalState;
  Withholding: ResolverTypeWrapper<Withholding>;
  WithholdingKind: WithholdingKind;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedAutoLendAuthorisation: AcceptedAutoLendAuthorisation;
  AccountMutation: AccountMutation;
  AccountMutationConnection: AccountMutationConnection;
  ActionReason: ActionReason;
  ApplicantIdCard: ApplicantIdCard;
  ApplicantReview: ApplicantReview;
  ArrearsBucket: ArrearsBucket;
  AutoLendActionState: AutoLendActionState;
  AutoLendActivityItem: AutoLendActivityItem;
  AutoLendActivityPage: AutoLendActivityPage;
  AutoLendAuthorisation: AutoLendAuthorisation;
  AutoLendConfig: AutoLendConfig;
  AutoLendOverview: ApiAutoLendOverview;
  AutoLendRule: ApiAutoLendRule;
  AutoLendSettings: AutoLendSettings;
  AutoLendSettingsInput: AutoLendSettingsInput;
  Bail: ApiLoan;
  BailFile: BailFile;
  BailInput: BailInput;
  Bank: Bank;
  BankChange: ApiBankChange;
  BankChangeActionState: BankChangeActionState;
  BankChangeRequest: BankChangeRequest;
  BankLists: BankLists;
  Boolean: Scalars['Boolean']['output'];
  BorrowerFundingLimit: ApiBorrowerFundingLimit;
  BorrowerIdentity: BorrowerIdentity;
  BorrowerInfo: ApiBorrowerInfo;
  BorrowerInfoInput: BorrowerInfoInput;
  BorrowerProfileSection: ApiStaffBorrowerSection;
  BorrowerSurvey: BorrowerSurvey;
  CashOutDestination: CashOutDestination;
  CashOutQuote: CashOutQuote;
  CashOutRefusal: CashOutRefusal;
  CountAndAmount: CountAndAmount;
  CreateLoanInput: CreateLoanInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DemoClock: DemoClock;
  Developer: ApiDeveloper;
  DigitalSignature: ApiRegistration;
  DigitalSignatureChange: DigitalSignatureChange;
  DigitalSignatureInput: DigitalSignatureInput;
  DigitalSignatureNextStep: DigitalSignatureNextStep;
  DigitalSignatureProfile: DigitalSignatureProfile;
  DigitalSignatureStage: DigitalSignatureStage;
  Disbursement: ApiDisbursement;
  DisbursementSummary: DisbursementSummary;
  DisbursementTransfer: ApiDisbursement;
  DisclosureBucket: DisclosureBucket;
  DisclosureMonth: DisclosureMonth;
  EnumOption: EnumOption;
  Enumeration: Enumeration;
  ExpectedPayout: ExpectedPayout;
  Float: Scalars['Float']['output'];
  FundResult: ApiFundResult;
  Funding: ApiFunding;
  ID: Scalars['ID']['output'];
  Installment: ApiInstallment;
  InstallmentRejection: InstallmentRejection;
  Int: Scalars['Int']['output'];
  InvestmentAgreement: InvestmentAgreementParent;
  JSONObject: Scalars['JSONObject']['output'];
  LenderCollateral: ApiLenderCollateral;
  LenderConcentrationLimit: LenderConcentrationLimit;
  LenderFundingLimits: ApiLenderFundingLimits;
  LenderIncomeLimit: LenderIncomeLimit;
  LenderLimitFactsInput: LenderLimitFactsInput;
  LenderLoan: ApiLenderLoan;
  LenderTaxStatus: ApiTaxStatus;
  LenderWallet: ApiWallet;
  Loan: ApiLoan;
  LoanActionState: LoanActionState;
  LoanAuditEntry: LoanAuditEntry;
  LoanAutoLend: ApiLoanAutoLend;
  LoanAutoLendRule: LoanAutoLendRule;
  LoanBill: ApiBill;
  LoanBorrower: LoanBorrower;
  LoanConnection: Omit<LoanConnection, 'edges'> & { edges: Array<ResolversParentTypes['LoanEdge']> };
  LoanDataInput: LoanDataInput;
  LoanEdge: Omit<LoanEdge, 'node'> & { node: ResolversParentTypes['Loan'] };
  LoanFieldChange: LoanFieldChange;
  LoanNextStep: LoanNextStep;
  LoanPathStep: LoanPathStep;
  LoanQueueCount: LoanQueueCount;
  LoanQueueCounts: LoanQueueCounts;
  LoanRepayment: LoanRepaymentParent;
  LoanWhatIf: LoanWhatIf;
  LocalizedText: LocalizedText;
  MachineDiagram: MachineDiagramParent;
  MachineState: MachineState;
  MachineTransition: MachineTransition;
  MarketplaceConnection: Omit<MarketplaceConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['LenderLoan']> };
  MarketplaceFilter: MarketplaceFilter;
  Mutation: Record<PropertyKey, never>;
  Notification: ApiNotification;
  NotificationPage: Omit<NotificationPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Notification']> };
  NotificationParams: NotificationParams;
  OfferBorrowerLimit: ApiOfferBorrowerLimit;
  OfferInput: OfferInput;
  OtpConfirmed: OtpConfirmed;
  OtpSent: OtpSent;
  OtpVerified: OtpVerified;
  OutboxMessage: OutboxMessage;
  PageInfo: PageInfo;
  PasswordAge: PasswordAge;
  PaymentInstructions: PaymentInstructions;
  PipelineLoan: PipelineLoan;
  PortfolioLoan: ApiPortfolioLoan;
  PortfolioSlice: PortfolioSlice;
  PortfolioSummary: ApiPortfolioSummary;
  Product: ApiProduct;
  ProductInput: ProductInput;
  Profile: ApiProfile;
  ProfileSection: ApiProfileSection;
  PsychometryQuestions: PsychometryQuestions;
  PublicDisclosure: PublicDisclosure;
  Query: Record<PropertyKey, never>;
  QueueCount: QueueCount;
  Region: Region;
  RegisterInput: RegisterInput;
  RegistrationResult: Omit<RegistrationResult, 'user'> & { user: ResolversParentTypes['User'] };
  RepaymentPayment: ApiRepaymentPayment;
  RepaymentTotals: RepaymentTotals;
  ReviewBankChange: ReviewBankChange;
  ReviewField: ReviewField;
  ReviewSection: ReviewSection;
  RiskQuestion: RiskQuestion;
  Session: Omit<Session, 'user'> & { user: ResolversParentTypes['User'] };
  SigningDocument: ApiSigningDocument;
  SigningNote: SigningNote;
  SigningReturn: ApiSigningReturn;
  SigningStart: ApiSigningStart;
  StaffBorrowerProfile: ApiStaffBorrower;
  StaffDashboard: ApiStaffDashboard;
  StaffSectionActionState: StaffSectionActionState;
  String: Scalars['String']['output'];
  SubmittedSection: SubmittedSection;
  Survey: Survey;
  TaxDeclaration: ApiTaxDeclaration;
  TaxDeclarationActionState: TaxDeclarationActionState;
  TaxDeclarationLender: TaxDeclarationLender;
  TaxReviewNote: TaxReviewNote;
  TaxStatusInput: TaxStatusInput;
  Tkb90Month: Tkb90Month;
  TopUpChannel: TopUpChannel;
  TopUpInstructions: TopUpInstructions;
  TransferRailOption: TransferRailOption;
  Twp90Condition: Twp90Condition;
  UnsignedAgreement: UnsignedAgreement;
  User: ApiUser;
  ValidationQueue: ValidationQueue;
  WaitingApplicant: WaitingApplicant;
  WalletActionState: WalletActionState;
  WalletBalance: WalletBalance;
  WalletBankFailure: WalletBankFailure;
  WalletLender: WalletLender;
  WalletRefusal: WalletRefusal;
  WhatIfOutcome: WhatIfOutcome;
  WhatIfRefusal: WhatIfRefusal;
  Withdrawal: Withdrawal;
  Withholding: Withholding;
};

export type AcceptedAutoLendAuthorisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptedAutoLendAuthorisation'] = ResolversParentTypes['AcceptedAutoLendAuthorisation']> = {
  acceptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountMutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMutation'] = ResolversParentTypes['AccountMutation']> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MutationType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type AccountMutationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMutationConnection'] = ResolversParentTypes['AccountMutationConnection']> = {
  closingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AccountMutation']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCredit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalDebit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ActionReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionReason'] = ResolversParentTypes['ActionReason']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type ApplicantIdCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicantIdCard'] = ResolversParentTypes['ApplicantIdCard']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identitySection?: Resolver<ResolversTypes['ProfileSectionName'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicantReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicantReview'] = ResolversParentTypes['ApplicantReview']> = {
  bankChange?: Resolver<Maybe<ResolversTypes['ReviewBankChange']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idCard?: Resolver<Maybe<ResolversTypes['ApplicantIdCard']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ReviewSection']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ArrearsBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArrearsBucket'] = ResolversParentTypes['ArrearsBucket']> = {
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type AutoLendActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendActionState'] = ResolversParentTypes['AutoLendActionState']> = {
  action?: Resolver<ResolversTypes['AutoLendAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type AutoLendActivityItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendActivityItem'] = ResolversParentTypes['AutoLendActivityItem']> = {
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  happenedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AutoLendOutcome'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AutoLendActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendActivityPage'] = ResolversParentTypes['AutoLendActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['AutoLendActivityItem']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AutoLendAuthorisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendAuthorisation'] = ResolversParentTypes['AutoLendAuthorisation']> = {
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoLendConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendConfig'] = ResolversParentTypes['AutoLendConfig']> = {
  previewMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AutoLendOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendOverview'] = ResolversParentTypes['AutoLendOverview']> = {
  accepted?: Resolver<Maybe<ResolversTypes['AcceptedAutoLendAuthorisation']>, ParentType, ContextType>;
  authorisation?: Resolver<ResolversTypes['AutoLendAuthorisation'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['AutoLendRule']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['AutoLendConfig'], ParentType, ContextType>;
};

export type AutoLendRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendRule'] = ResolversParentTypes['AutoLendRule']> = {
  availableActions?: Resolver<Array<ResolversTypes['AutoLendActionState']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exhaustedBy?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  investedTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['AutoLendSettings']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AutoLendState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  waitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AutoLendSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoLendSettings'] = ResolversParentTypes['AutoLendSettings']> = {
  amountPerLoan?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  grades?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  keepBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxTermDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minInterestPercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minTermDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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

export type BankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankChange'] = ResolversParentTypes['BankChange']> = {
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankChangeStatus'], ParentType, ContextType>;
};

export type BankChangeActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankChangeActionState'] = ResolversParentTypes['BankChangeActionState']> = {
  action?: Resolver<ResolversTypes['BankChangeAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type BankChangeRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankChangeRequest'] = ResolversParentTypes['BankChangeRequest']> = {
  current?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  currentLabels?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BankListsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankLists'] = ResolversParentTypes['BankLists']> = {
  all?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  main?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  partnerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BorrowerFundingLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BorrowerFundingLimit'] = ResolversParentTypes['BorrowerFundingLimit']> = {
  limit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['FundingPurpose'], ParentType, ContextType>;
  raisedLimit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  raisedLimitCondition?: Resolver<Maybe<ResolversTypes['Twp90Condition']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BorrowerIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BorrowerIdentity'] = ResolversParentTypes['BorrowerIdentity']> = {
  holder?: Resolver<ResolversTypes['IdentityHolder'], ParentType, ContextType>;
  idCardFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type BorrowerProfileSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BorrowerProfileSection'] = ResolversParentTypes['BorrowerProfileSection']> = {
  data?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  labels?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ProfileSectionName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type BorrowerSurveyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BorrowerSurvey'] = ResolversParentTypes['BorrowerSurvey']> = {
  ratingLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CashOutDestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutDestination'] = ResolversParentTypes['CashOutDestination']> = {
  accountNumberMasked?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashOutQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutQuote'] = ResolversParentTypes['CashOutQuote']> = {
  activeBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['CashOutDestination']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['TransferRailOption']>, ParentType, ContextType>;
  proposed?: Resolver<Maybe<ResolversTypes['TransferRailOption']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['CashOutRefusal']>, ParentType, ContextType>;
};

export type CashOutRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOutRefusal'] = ResolversParentTypes['CashOutRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type CountAndAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountAndAmount'] = ResolversParentTypes['CountAndAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type DemoClockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DemoClock'] = ResolversParentTypes['DemoClock']> = {
  now?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offsetDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeveloperResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Developer'] = ResolversParentTypes['Developer']> = {
  developerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DigitalSignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DigitalSignature'] = ResolversParentTypes['DigitalSignature']> = {
  history?: Resolver<Array<ResolversTypes['DigitalSignatureChange']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  nextStep?: Resolver<ResolversTypes['DigitalSignatureNextStep'], ParentType, ContextType>;
  nik?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoMaxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['DigitalSignatureProfile'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['SigningNote']>, ParentType, ContextType>;
  resendsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['DigitalSignatureStage']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DigitalSignatureChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DigitalSignatureChange'] = ResolversParentTypes['DigitalSignatureChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DigitalSignatureNextStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DigitalSignatureNextStep'] = ResolversParentTypes['DigitalSignatureNextStep']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DigitalSignatureProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DigitalSignatureProfile'] = ResolversParentTypes['DigitalSignatureProfile']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  birthPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  idCardFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nik?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selfieFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DigitalSignatureStageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DigitalSignatureStage'] = ResolversParentTypes['DigitalSignatureStage']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisbursementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Disbursement'] = ResolversParentTypes['Disbursement']> = {
  borrowerSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['DisbursementState']>, ParentType, ContextType>;
  stateLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  transfer?: Resolver<Maybe<ResolversTypes['DisbursementTransfer']>, ParentType, ContextType>;
  unsignedAgreements?: Resolver<Array<ResolversTypes['UnsignedAgreement']>, ParentType, ContextType>;
  waitingForBank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DisbursementSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisbursementSummary'] = ResolversParentTypes['DisbursementSummary']> = {
  bankReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DisbursementState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type DisbursementTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisbursementTransfer'] = ResolversParentTypes['DisbursementTransfer']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumberMasked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adminFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  netAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  railLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  requestUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type DisclosureBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisclosureBucket'] = ResolversParentTypes['DisclosureBucket']> = {
  loans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisclosureMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisclosureMonth'] = ResolversParentTypes['DisclosureMonth']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tkb90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EnumOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnumOption'] = ResolversParentTypes['EnumOption']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type EnumerationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Enumeration'] = ResolversParentTypes['Enumeration']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['EnumOption']>, ParentType, ContextType>;
};

export type ExpectedPayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExpectedPayout'] = ResolversParentTypes['ExpectedPayout']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FundResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FundResult'] = ResolversParentTypes['FundResult']> = {
  balance?: Resolver<ResolversTypes['WalletBalance'], ParentType, ContextType>;
  funding?: Resolver<ResolversTypes['Funding'], ParentType, ContextType>;
  loan?: Resolver<ResolversTypes['LenderLoan'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FundingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Funding'] = ResolversParentTypes['Funding']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lenderEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lenderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lenderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FundingStatus'], ParentType, ContextType>;
};

export type InstallmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Installment'] = ResolversParentTypes['Installment']> = {
  amountDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  arrears?: Resolver<ResolversTypes['InstallmentArrears'], ParentType, ContextType>;
  arrearsLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  billingAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  daysPastDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lateCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pendingPayment?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rejection?: Resolver<Maybe<ResolversTypes['InstallmentRejection']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstallmentStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  virtualAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InstallmentRejectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallmentRejection'] = ResolversParentTypes['InstallmentRejection']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type InvestmentAgreementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvestmentAgreement'] = ResolversParentTypes['InvestmentAgreement']> = {
  canSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coveredByAutoLend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['SigningDocument']>, ParentType, ContextType>;
  funding?: Resolver<ResolversTypes['Funding'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LenderCollateralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderCollateral'] = ResolversParentTypes['LenderCollateral']> = {
  buildingArea?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  certificateType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  insurance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surfaceArea?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type LenderConcentrationLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderConcentrationLimit'] = ResolversParentTypes['LenderConcentrationLimit']> = {
  affiliateGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enforced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  floor?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  groupOutstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ojkSupervised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  platformOutstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LenderFundingLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderFundingLimits'] = ResolversParentTypes['LenderFundingLimits']> = {
  category?: Resolver<ResolversTypes['LenderCategory'], ParentType, ContextType>;
  concentration?: Resolver<ResolversTypes['LenderConcentrationLimit'], ParentType, ContextType>;
  declaredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  declaredYearlyIncome?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  income?: Resolver<ResolversTypes['LenderIncomeLimit'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lenderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type LenderIncomeLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderIncomeLimit'] = ResolversParentTypes['LenderIncomeLimit']> = {
  applies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  declarationNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LenderLoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderLoan'] = ResolversParentTypes['LenderLoan']> = {
  bailPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  borrowerAlias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  borrowerIsPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collateral?: Resolver<ResolversTypes['LenderCollateral'], ParentType, ContextType>;
  daysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fundAction?: Resolver<ResolversTypes['LoanActionState'], ParentType, ContextType>;
  fundedPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fundingEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundingTarget?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fundsCollected?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  minimumFunding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  myAgreements?: Resolver<Array<ResolversTypes['InvestmentAgreement']>, ParentType, ContextType>;
  myFundings?: Resolver<Array<ResolversTypes['Funding']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  periodDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingNeed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  riskRating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submissionStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LenderTaxStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderTaxStatus'] = ResolversParentTypes['LenderTaxStatus']> = {
  certificateExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificateFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateValidUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declaration?: Resolver<Maybe<ResolversTypes['TaxDeclaration']>, ParentType, ContextType>;
  lenderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resident?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  treatyPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withholding?: Resolver<ResolversTypes['Withholding'], ParentType, ContextType>;
};

export type LenderWalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LenderWallet'] = ResolversParentTypes['LenderWallet']> = {
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['WalletActionState']>, ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankFailure?: Resolver<Maybe<ResolversTypes['WalletBankFailure']>, ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cifNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['WalletKind']>, ParentType, ContextType>;
  lender?: Resolver<ResolversTypes['WalletLender'], ParentType, ContextType>;
  lenderData?: Resolver<ResolversTypes['ApplicantReview'], ParentType, ContextType>;
  pendingAccountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingCifNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['WalletRefusal']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  topUpInstructions?: Resolver<Maybe<ResolversTypes['TopUpInstructions']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Loan'] = ResolversParentTypes['Loan']> = {
  adminFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  applicationValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalStatusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  auditTrail?: Resolver<Array<ResolversTypes['LoanAuditEntry']>, ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['LoanActionState']>, ParentType, ContextType>;
  bail?: Resolver<ResolversTypes['Bail'], ParentType, ContextType>;
  bailPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  borrower?: Resolver<ResolversTypes['LoanBorrower'], ParentType, ContextType>;
  borrowerInfo?: Resolver<ResolversTypes['BorrowerInfo'], ParentType, ContextType>;
  borrowerProfile?: Resolver<Maybe<ResolversTypes['StaffBorrowerProfile']>, ParentType, ContextType>;
  commitment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  developer?: Resolver<Maybe<ResolversTypes['Developer']>, ParentType, ContextType>;
  disbursement?: Resolver<ResolversTypes['Disbursement'], ParentType, ContextType>;
  disbursementSummary?: Resolver<Maybe<ResolversTypes['DisbursementSummary']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fundingEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fundingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundingStatusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['LoanGrade']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installmentDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  interestPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  nextStep?: Resolver<ResolversTypes['LoanNextStep'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  periodDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repaymentDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  requiredDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  riskRating?: Resolver<Maybe<ResolversTypes['RiskRating']>, ParentType, ContextType>;
  riskRatingLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  staffEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stageEnteredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stageLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  submissionStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalLateCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalPartialPaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type LoanActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanActionState'] = ResolversParentTypes['LoanActionState']> = {
  action?: Resolver<ResolversTypes['LoanAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type LoanAuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanAuditEntry'] = ResolversParentTypes['LoanAuditEntry']> = {
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['AuditActorRole'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['LoanFieldChange']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  fromStage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStageLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStageLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type LoanAutoLendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanAutoLend'] = ResolversParentTypes['LoanAutoLend']> = {
  allocateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  allocated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reservePercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['LoanAutoLendRule']>, ParentType, ContextType>;
};

export type LoanAutoLendRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanAutoLendRule'] = ResolversParentTypes['LoanAutoLendRule']> = {
  amountPerLoan?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  canOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOptOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AutoLendState'], ParentType, ContextType>;
};

export type LoanBillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanBill'] = ResolversParentTypes['LoanBill']> = {
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['Installment']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submissionStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type LoanFieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanFieldChange'] = ResolversParentTypes['LoanFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  afterText?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beforeText?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FieldChangeKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type LoanNextStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanNextStep'] = ResolversParentTypes['LoanNextStep']> = {
  actor?: Resolver<ResolversTypes['NextActor'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  yours?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type LoanPathStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanPathStep'] = ResolversParentTypes['LoanPathStep']> = {
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  fromStage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStageLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStageLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type LoanQueueCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanQueueCount'] = ResolversParentTypes['LoanQueueCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['LoanQueue'], ParentType, ContextType>;
};

export type LoanQueueCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanQueueCounts'] = ResolversParentTypes['LoanQueueCounts']> = {
  queues?: Resolver<Array<ResolversTypes['LoanQueueCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoanRepaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanRepayment'] = ResolversParentTypes['LoanRepayment']> = {
  installments?: Resolver<Array<ResolversTypes['Installment']>, ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['Installment']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RepaymentPayment']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['RepaymentTotals'], ParentType, ContextType>;
};

export type LoanWhatIfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanWhatIf'] = ResolversParentTypes['LoanWhatIf']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  as?: Resolver<ResolversTypes['WhatIfSender'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcomes?: Resolver<Array<ResolversTypes['WhatIfOutcome']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
  refusedBy?: Resolver<Maybe<ResolversTypes['WhatIfRefusal']>, ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MachineDiagramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MachineDiagram'] = ResolversParentTypes['MachineDiagram']> = {
  about?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['LoanPathStep']>, ParentType, ContextType>;
  possibleEvents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['MachineState']>, ParentType, ContextType>;
  svg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['MachineTransition']>, ParentType, ContextType>;
};

export type MachineStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MachineState'] = ResolversParentTypes['MachineState']> = {
  about?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MachineTransitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MachineTransition'] = ResolversParentTypes['MachineTransition']> = {
  about?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  possible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  selfLoop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketplaceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketplaceConnection'] = ResolversParentTypes['MarketplaceConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['LenderLoan']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'consent' | 'id'>>;
  activateAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'code' | 'email'>>;
  advanceDemoClock?: Resolver<ResolversTypes['DemoClock'], ParentType, ContextType, RequireFields<MutationAdvanceDemoClockArgs, 'days'>>;
  amendBankChange?: Resolver<ResolversTypes['BankChange'], ParentType, ContextType, RequireFields<MutationAmendBankChangeArgs, 'data'>>;
  approveBail?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveBailArgs, 'id'>>;
  approveBankChange?: Resolver<ResolversTypes['BankChange'], ParentType, ContextType, RequireFields<MutationApproveBankChangeArgs, 'id'>>;
  approveCredit?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveCreditArgs, 'id' | 'riskRating'>>;
  approveDirector?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveDirectorArgs, 'id'>>;
  approveDisbursement?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveDisbursementArgs, 'id'>>;
  approveLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationApproveLoanArgs, 'id'>>;
  approveTaxDeclaration?: Resolver<ResolversTypes['TaxDeclaration'], ParentType, ContextType, RequireFields<MutationApproveTaxDeclarationArgs, 'id'>>;
  approveWallet?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationApproveWalletArgs, 'lenderId'>>;
  cancelLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationCancelLoanArgs, 'id' | 'reason'>>;
  cashOut?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationCashOutArgs, 'amount' | 'idempotencyKey'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'confirmPassword' | 'newPassword' | 'oldPassword'>>;
  closeAutoLendRule?: Resolver<ResolversTypes['AutoLendRule'], ParentType, ContextType, RequireFields<MutationCloseAutoLendRuleArgs, 'ruleId'>>;
  closeLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationCloseLoanArgs, 'id'>>;
  confirmDisbursementSigning?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationConfirmDisbursementSigningArgs, 'id'>>;
  confirmOtp?: Resolver<ResolversTypes['OtpConfirmed'], ParentType, ContextType, RequireFields<MutationConfirmOtpArgs, 'otpToken'>>;
  confirmPayment?: Resolver<ResolversTypes['RepaymentPayment'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'id'>>;
  createAutoLendRule?: Resolver<ResolversTypes['AutoLendRule'], ParentType, ContextType, RequireFields<MutationCreateAutoLendRuleArgs, 'acceptAuthorisation' | 'settings'>>;
  createDeveloper?: Resolver<ResolversTypes['Developer'], ParentType, ContextType, RequireFields<MutationCreateDeveloperArgs, 'developerName'>>;
  createLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationCreateLoanArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  declareYearlyIncome?: Resolver<ResolversTypes['LenderFundingLimits'], ParentType, ContextType, RequireFields<MutationDeclareYearlyIncomeArgs, 'yearlyIncome'>>;
  declineOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationDeclineOfferArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  fundLoan?: Resolver<ResolversTypes['FundResult'], ParentType, ContextType, RequireFields<MutationFundLoanArgs, 'amount' | 'idempotencyKey' | 'loanId'>>;
  inquireWithdrawal?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationInquireWithdrawalArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  openFunding?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationOpenFundingArgs, 'id'>>;
  optInToAutoLend?: Resolver<ResolversTypes['LoanAutoLend'], ParentType, ContextType, RequireFields<MutationOptInToAutoLendArgs, 'loanId' | 'ruleId'>>;
  optOutOfAutoLend?: Resolver<ResolversTypes['LoanAutoLend'], ParentType, ContextType, RequireFields<MutationOptOutOfAutoLendArgs, 'loanId' | 'ruleId'>>;
  pauseAutoLendRule?: Resolver<ResolversTypes['AutoLendRule'], ParentType, ContextType, RequireFields<MutationPauseAutoLendRuleArgs, 'ruleId'>>;
  payInstallment?: Resolver<ResolversTypes['Installment'], ParentType, ContextType, RequireFields<MutationPayInstallmentArgs, 'installmentId'>>;
  payNextInstallment?: Resolver<ResolversTypes['Installment'], ParentType, ContextType, RequireFields<MutationPayNextInstallmentArgs, 'loanId'>>;
  recordCorporateRdl?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationRecordCorporateRdlArgs, 'accountNumber' | 'cifNumber' | 'lenderId'>>;
  refuseBankChange?: Resolver<ResolversTypes['BankChange'], ParentType, ContextType, RequireFields<MutationRefuseBankChangeArgs, 'id' | 'reason'>>;
  refuseTaxDeclaration?: Resolver<ResolversTypes['TaxDeclaration'], ParentType, ContextType, RequireFields<MutationRefuseTaxDeclarationArgs, 'id' | 'reason'>>;
  refuseWallet?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationRefuseWalletArgs, 'lenderId' | 'reason'>>;
  register?: Resolver<ResolversTypes['RegistrationResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerDigitalSignature?: Resolver<ResolversTypes['DigitalSignature'], ParentType, ContextType, RequireFields<MutationRegisterDigitalSignatureArgs, 'input'>>;
  rejectLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationRejectLoanArgs, 'id' | 'reason'>>;
  rejectPayment?: Resolver<ResolversTypes['RepaymentPayment'], ParentType, ContextType, RequireFields<MutationRejectPaymentArgs, 'id' | 'reason'>>;
  rejectProfileSection?: Resolver<ResolversTypes['ProfileSection'], ParentType, ContextType, RequireFields<MutationRejectProfileSectionArgs, 'reason' | 'section' | 'userId'>>;
  reportDisbursementSigningReturn?: Resolver<ResolversTypes['SigningReturn'], ParentType, ContextType, RequireFields<MutationReportDisbursementSigningReturnArgs, 'event' | 'id'>>;
  reportSigningReturn?: Resolver<ResolversTypes['SigningReturn'], ParentType, ContextType, RequireFields<MutationReportSigningReturnArgs, 'documentId' | 'event'>>;
  requestAgreementSigning?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  requestBankChange?: Resolver<ResolversTypes['BankChange'], ParentType, ContextType, RequireFields<MutationRequestBankChangeArgs, 'data'>>;
  requestOtp?: Resolver<ResolversTypes['OtpSent'], ParentType, ContextType, RequireFields<MutationRequestOtpArgs, 'channel'>>;
  requestProfileValidation?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  requestWallet?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationRequestWalletArgs, 'consent' | 'kind'>>;
  requestWalletFor?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationRequestWalletForArgs, 'kind' | 'lenderId'>>;
  resendActivationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendActivationCodeArgs, 'email'>>;
  resendSignatureActivation?: Resolver<ResolversTypes['DigitalSignature'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmPassword' | 'newPassword' | 'token'>>;
  resumeAutoLendRule?: Resolver<ResolversTypes['AutoLendRule'], ParentType, ContextType, RequireFields<MutationResumeAutoLendRuleArgs, 'ruleId'>>;
  retryWallet?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType>;
  retryWalletFor?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType, RequireFields<MutationRetryWalletForArgs, 'lenderId'>>;
  saveBailPhotos?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSaveBailPhotosArgs, 'id' | 'photos'>>;
  saveProfileSection?: Resolver<ResolversTypes['ProfileSection'], ParentType, ContextType, RequireFields<MutationSaveProfileSectionArgs, 'data' | 'section'>>;
  setLenderLimitFacts?: Resolver<ResolversTypes['LenderFundingLimits'], ParentType, ContextType, RequireFields<MutationSetLenderLimitFactsArgs, 'input' | 'lenderId'>>;
  setLocale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType, RequireFields<MutationSetLocaleArgs, 'locale'>>;
  setOffer?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSetOfferArgs, 'id' | 'input'>>;
  setTaxStatus?: Resolver<ResolversTypes['LenderTaxStatus'], ParentType, ContextType, RequireFields<MutationSetTaxStatusArgs, 'input'>>;
  simulateBillTransfer?: Resolver<ResolversTypes['Installment'], ParentType, ContextType, RequireFields<MutationSimulateBillTransferArgs, 'installmentId'>>;
  simulateVaTransfer?: Resolver<ResolversTypes['WalletBalance'], ParentType, ContextType, RequireFields<MutationSimulateVaTransferArgs, 'amount'>>;
  startDisbursementSigning?: Resolver<ResolversTypes['SigningStart'], ParentType, ContextType, RequireFields<MutationStartDisbursementSigningArgs, 'id' | 'returnUrl'>>;
  startInvestmentSigning?: Resolver<ResolversTypes['SigningStart'], ParentType, ContextType, RequireFields<MutationStartInvestmentSigningArgs, 'fundingId' | 'returnUrl'>>;
  startLenderAgreementSigning?: Resolver<ResolversTypes['SigningStart'], ParentType, ContextType, RequireFields<MutationStartLenderAgreementSigningArgs, 'returnUrl'>>;
  submitLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationSubmitLoanArgs, 'id'>>;
  submitOtherPayment?: Resolver<ResolversTypes['RepaymentPayment'], ParentType, ContextType, RequireFields<MutationSubmitOtherPaymentArgs, 'amount' | 'loanId' | 'proofFile'>>;
  submitRepayment?: Resolver<ResolversTypes['RepaymentPayment'], ParentType, ContextType, RequireFields<MutationSubmitRepaymentArgs, 'amount' | 'loanId'>>;
  submitSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationSubmitSurveyArgs, 'fatca' | 'risk'>>;
  subscribeMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unsubscribe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'email' | 'password'>>;
  unsubscribeMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateAutoLendRule?: Resolver<ResolversTypes['AutoLendRule'], ParentType, ContextType, RequireFields<MutationUpdateAutoLendRuleArgs, 'ruleId' | 'settings'>>;
  updateBail?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateBailArgs, 'id' | 'input'>>;
  updateBorrowerInfo?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateBorrowerInfoArgs, 'id' | 'input'>>;
  updateDeveloper?: Resolver<ResolversTypes['Developer'], ParentType, ContextType, RequireFields<MutationUpdateDeveloperArgs, 'developerName' | 'id'>>;
  updateLoanData?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationUpdateLoanDataArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  validateProfileSection?: Resolver<ResolversTypes['ProfileSection'], ParentType, ContextType, RequireFields<MutationValidateProfileSectionArgs, 'section' | 'userId'>>;
  verifyOtp?: Resolver<ResolversTypes['OtpVerified'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'code'>>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['NotificationParams'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type NotificationParamsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationParams'] = ResolversParentTypes['NotificationParams']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productNameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['WalletRefusalCode']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['ProfileSectionName']>, ParentType, ContextType>;
  walletKind?: Resolver<Maybe<ResolversTypes['WalletKind']>, ParentType, ContextType>;
};

export type OfferBorrowerLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferBorrowerLimit'] = ResolversParentTypes['OfferBorrowerLimit']> = {
  fits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  loanValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['FundingPurpose'], ParentType, ContextType>;
  raisedLimit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  raisedLimitCondition?: Resolver<Maybe<ResolversTypes['Twp90Condition']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type PaymentInstructionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  en?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PipelineLoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineLoan'] = ResolversParentTypes['PipelineLoan']> = {
  daysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  funded?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fundedPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fundingEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PortfolioLoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortfolioLoan'] = ResolversParentTypes['PortfolioLoan']> = {
  expected?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invested?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  loan?: Resolver<ResolversTypes['LenderLoan'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PortfolioSliceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortfolioSlice'] = ResolversParentTypes['PortfolioSlice']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortfolioSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortfolioSummary'] = ResolversParentTypes['PortfolioSummary']> = {
  active?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  activeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  annualReturn?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  byGrade?: Resolver<Array<ResolversTypes['PortfolioSlice']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['PortfolioSlice']>, ParentType, ContextType>;
  closedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expected30Days?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feePaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invested?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivedInterest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivedPrincipal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxWithheld?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['ExpectedPayout']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  adminFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highRiskInterest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProperty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowRiskInterest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['FundingPurpose'], ParentType, ContextType>;
  typePayment?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  agreementRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bankChange?: Resolver<Maybe<ResolversTypes['BankChange']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  mayApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  missingLabels?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ProfileSection']>, ParentType, ContextType>;
  signingRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProfileSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileSection'] = ResolversParentTypes['ProfileSection']> = {
  data?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ProfileSectionName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PsychometryQuestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PsychometryQuestions'] = ResolversParentTypes['PsychometryQuestions']> = {
  fatca?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  risk?: Resolver<Array<ResolversTypes['RiskQuestion']>, ParentType, ContextType>;
};

export type PublicDisclosureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicDisclosure'] = ResolversParentTypes['PublicDisclosure']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  borrowersTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['DisclosureBucket']>, ParentType, ContextType>;
  fundingThisYear?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fundingTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lendersTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingLoans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tkb90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tkb90ByMonth?: Resolver<Array<ResolversTypes['DisclosureMonth']>, ParentType, ContextType>;
  twp90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  applicantReview?: Resolver<ResolversTypes['ApplicantReview'], ParentType, ContextType, RequireFields<QueryApplicantReviewArgs, 'userId'>>;
  autoLend?: Resolver<ResolversTypes['AutoLendOverview'], ParentType, ContextType>;
  autoLendActivity?: Resolver<ResolversTypes['AutoLendActivityPage'], ParentType, ContextType, RequireFields<QueryAutoLendActivityArgs, 'first'>>;
  banks?: Resolver<ResolversTypes['BankLists'], ParentType, ContextType>;
  borrowerFundingLimits?: Resolver<Array<ResolversTypes['BorrowerFundingLimit']>, ParentType, ContextType, Partial<QueryBorrowerFundingLimitsArgs>>;
  borrowerProfile?: Resolver<Maybe<ResolversTypes['StaffBorrowerProfile']>, ParentType, ContextType, RequireFields<QueryBorrowerProfileArgs, 'userId'>>;
  cashOutQuote?: Resolver<ResolversTypes['CashOutQuote'], ParentType, ContextType, RequireFields<QueryCashOutQuoteArgs, 'amount'>>;
  demoClock?: Resolver<ResolversTypes['DemoClock'], ParentType, ContextType>;
  demoOutbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  developer?: Resolver<Maybe<ResolversTypes['Developer']>, ParentType, ContextType, RequireFields<QueryDeveloperArgs, 'id'>>;
  developers?: Resolver<Array<ResolversTypes['Developer']>, ParentType, ContextType>;
  digitalSignature?: Resolver<ResolversTypes['DigitalSignature'], ParentType, ContextType>;
  disbursementsReady?: Resolver<ResolversTypes['LoanConnection'], ParentType, ContextType, RequireFields<QueryDisbursementsReadyArgs, 'first'>>;
  disbursementsSucceeded?: Resolver<ResolversTypes['LoanConnection'], ParentType, ContextType, RequireFields<QueryDisbursementsSucceededArgs, 'first'>>;
  districts?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryDistrictsArgs, 'regencyCode'>>;
  enumerations?: Resolver<Array<ResolversTypes['Enumeration']>, ParentType, ContextType>;
  lenderFundingLimits?: Resolver<ResolversTypes['LenderFundingLimits'], ParentType, ContextType, RequireFields<QueryLenderFundingLimitsArgs, 'lenderId'>>;
  lenderLoan?: Resolver<Maybe<ResolversTypes['LenderLoan']>, ParentType, ContextType, RequireFields<QueryLenderLoanArgs, 'id'>>;
  lenderMutations?: Resolver<ResolversTypes['AccountMutationConnection'], ParentType, ContextType, RequireFields<QueryLenderMutationsArgs, 'lenderId'>>;
  lenderTaxStatus?: Resolver<Maybe<ResolversTypes['LenderTaxStatus']>, ParentType, ContextType, RequireFields<QueryLenderTaxStatusArgs, 'lenderId'>>;
  lenderWallet?: Resolver<Maybe<ResolversTypes['LenderWallet']>, ParentType, ContextType, RequireFields<QueryLenderWalletArgs, 'lenderId'>>;
  lenderWallets?: Resolver<Array<ResolversTypes['LenderWallet']>, ParentType, ContextType, Partial<QueryLenderWalletsArgs>>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType, RequireFields<QueryLoanArgs, 'id'>>;
  loanAutoLend?: Resolver<ResolversTypes['LoanAutoLend'], ParentType, ContextType, RequireFields<QueryLoanAutoLendArgs, 'loanId'>>;
  loanFundings?: Resolver<Array<ResolversTypes['Funding']>, ParentType, ContextType, RequireFields<QueryLoanFundingsArgs, 'loanId'>>;
  loanQueueCounts?: Resolver<ResolversTypes['LoanQueueCounts'], ParentType, ContextType, Partial<QueryLoanQueueCountsArgs>>;
  loanRepayment?: Resolver<ResolversTypes['LoanRepayment'], ParentType, ContextType, RequireFields<QueryLoanRepaymentArgs, 'loanId'>>;
  loanWhatIf?: Resolver<ResolversTypes['LoanWhatIf'], ParentType, ContextType, RequireFields<QueryLoanWhatIfArgs, 'event' | 'loanId'>>;
  loans?: Resolver<ResolversTypes['LoanConnection'], ParentType, ContextType, RequireFields<QueryLoansArgs, 'first' | 'sort'>>;
  machineDiagram?: Resolver<Maybe<ResolversTypes['MachineDiagram']>, ParentType, ContextType, RequireFields<QueryMachineDiagramArgs, 'name'>>;
  machineDiagrams?: Resolver<Array<ResolversTypes['MachineDiagram']>, ParentType, ContextType>;
  marketplace?: Resolver<ResolversTypes['MarketplaceConnection'], ParentType, ContextType, RequireFields<QueryMarketplaceArgs, 'first' | 'sort'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myBalance?: Resolver<ResolversTypes['WalletBalance'], ParentType, ContextType>;
  myBills?: Resolver<Array<ResolversTypes['LoanBill']>, ParentType, ContextType>;
  myFundingLimits?: Resolver<ResolversTypes['LenderFundingLimits'], ParentType, ContextType>;
  myLoans?: Resolver<Array<ResolversTypes['Loan']>, ParentType, ContextType>;
  myMutations?: Resolver<ResolversTypes['AccountMutationConnection'], ParentType, ContextType, Partial<QueryMyMutationsArgs>>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  mySurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType>;
  myTaxStatus?: Resolver<ResolversTypes['LenderTaxStatus'], ParentType, ContextType>;
  myWallet?: Resolver<ResolversTypes['LenderWallet'], ParentType, ContextType>;
  myWithdrawals?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first'>>;
  offerBorrowerLimit?: Resolver<ResolversTypes['OfferBorrowerLimit'], ParentType, ContextType, RequireFields<QueryOfferBorrowerLimitArgs, 'loanId'>>;
  passwordAge?: Resolver<ResolversTypes['PasswordAge'], ParentType, ContextType>;
  paymentsToReview?: Resolver<Array<ResolversTypes['RepaymentPayment']>, ParentType, ContextType>;
  pendingTaxDeclarations?: Resolver<Array<ResolversTypes['TaxDeclaration']>, ParentType, ContextType>;
  pendingWithdrawals?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  portfolio?: Resolver<Array<ResolversTypes['PortfolioLoan']>, ParentType, ContextType, RequireFields<QueryPortfolioArgs, 'closed'>>;
  portfolioSummary?: Resolver<ResolversTypes['PortfolioSummary'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  provinces?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  psychometryQuestions?: Resolver<ResolversTypes['PsychometryQuestions'], ParentType, ContextType, Partial<QueryPsychometryQuestionsArgs>>;
  publicDisclosure?: Resolver<ResolversTypes['PublicDisclosure'], ParentType, ContextType>;
  recentLoans?: Resolver<Array<ResolversTypes['LenderLoan']>, ParentType, ContextType>;
  regencies?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryRegenciesArgs, 'provinceCode'>>;
  signingDocuments?: Resolver<Array<ResolversTypes['SigningDocument']>, ParentType, ContextType>;
  staffDashboard?: Resolver<ResolversTypes['StaffDashboard'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validationQueue?: Resolver<ResolversTypes['ValidationQueue'], ParentType, ContextType>;
  villages?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryVillagesArgs, 'districtCode'>>;
  waitingApplicants?: Resolver<Array<ResolversTypes['WaitingApplicant']>, ParentType, ContextType>;
};

export type QueueCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QueueCount'] = ResolversParentTypes['QueueCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['LoanQueue'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationResult'] = ResolversParentTypes['RegistrationResult']> = {
  activationSentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RepaymentPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepaymentPayment'] = ResolversParentTypes['RepaymentPayment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  borrowerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carriedFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  excess?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installmentNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lateCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  loanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentNtb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  proofFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['PaymentRejectionReason']>, ParentType, ContextType>;
  rejectionText?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RepaymentSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RepaymentStatus'], ParentType, ContextType>;
};

export type RepaymentTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepaymentTotals'] = ResolversParentTypes['RepaymentTotals']> = {
  lateCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overpaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  repayment?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ReviewBankChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewBankChange'] = ResolversParentTypes['ReviewBankChange']> = {
  availableActions?: Resolver<Array<ResolversTypes['BankChangeActionState']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ReviewField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReviewFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewField'] = ResolversParentTypes['ReviewField']> = {
  file?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type ReviewSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewSection'] = ResolversParentTypes['ReviewSection']> = {
  availableActions?: Resolver<Array<ResolversTypes['StaffSectionActionState']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ReviewField']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ProfileSectionName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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

export type SigningDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningDocument'] = ResolversParentTypes['SigningDocument']> = {
  canStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasSignedFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SigningDocumentKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  loanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['SigningNote']>, ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SigningNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningNote'] = ResolversParentTypes['SigningNote']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type SigningReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningReturn'] = ResolversParentTypes['SigningReturn']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['SigningDocument'], ParentType, ContextType>;
};

export type SigningStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningStart'] = ResolversParentTypes['SigningStart']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SigningDocumentKind'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBorrowerProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffBorrowerProfile'] = ResolversParentTypes['StaffBorrowerProfile']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['BorrowerIdentity'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['BorrowerProfileSection']>, ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['BorrowerSurvey'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffDashboard'] = ResolversParentTypes['StaffDashboard']> = {
  arrears?: Resolver<Array<ResolversTypes['ArrearsBucket']>, ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  disbursementsWaiting?: Resolver<ResolversTypes['CountAndAmount'], ParentType, ContextType>;
  fundingOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentsToReview?: Resolver<ResolversTypes['CountAndAmount'], ParentType, ContextType>;
  pipeline?: Resolver<Array<ResolversTypes['PipelineLoan']>, ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['QueueCount']>, ParentType, ContextType>;
  tkb90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tkb90ByMonth?: Resolver<Array<ResolversTypes['Tkb90Month']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffSectionActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSectionActionState'] = ResolversParentTypes['StaffSectionActionState']> = {
  action?: Resolver<ResolversTypes['StaffSectionAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type SubmittedSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmittedSection'] = ResolversParentTypes['SubmittedSection']> = {
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  labels?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ProfileSectionName'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SurveyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  fatca?: Resolver<Array<Maybe<ResolversTypes['Boolean']>>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RiskRating']>, ParentType, ContextType>;
  ratingLabel?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  risk?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TaxDeclarationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxDeclaration'] = ResolversParentTypes['TaxDeclaration']> = {
  availableActions?: Resolver<Array<ResolversTypes['TaxDeclarationActionState']>, ParentType, ContextType>;
  certificateFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateValidUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  declaredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lender?: Resolver<ResolversTypes['TaxDeclarationLender'], ParentType, ContextType>;
  lenderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resident?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewNotes?: Resolver<Array<ResolversTypes['TaxReviewNote']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaxDeclarationStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  treatyPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  withholdingIfApproved?: Resolver<ResolversTypes['Withholding'], ParentType, ContextType>;
};

export type TaxDeclarationActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxDeclarationActionState'] = ResolversParentTypes['TaxDeclarationActionState']> = {
  action?: Resolver<ResolversTypes['TaxDeclarationAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type TaxDeclarationLenderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxDeclarationLender'] = ResolversParentTypes['TaxDeclarationLender']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxReviewNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReviewNote'] = ResolversParentTypes['TaxReviewNote']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type Tkb90MonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tkb90Month'] = ResolversParentTypes['Tkb90Month']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tkb90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type TopUpChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopUpChannel'] = ResolversParentTypes['TopUpChannel']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type TopUpInstructionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopUpInstructions'] = ResolversParentTypes['TopUpInstructions']> = {
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['TopUpChannel']>, ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  vaNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferRailOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferRailOption'] = ResolversParentTypes['TransferRailOption']> = {
  arrival?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  rail?: Resolver<ResolversTypes['TransferRail'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type Twp90ConditionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Twp90Condition'] = ResolversParentTypes['Twp90Condition']> = {
  monthEnds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twp90AtMostPercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type UnsignedAgreementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsignedAgreement'] = ResolversParentTypes['UnsignedAgreement']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fundingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lenderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lenderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type ValidationQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ValidationQueue'] = ResolversParentTypes['ValidationQueue']> = {
  bankChanges?: Resolver<Array<ResolversTypes['BankChangeRequest']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['SubmittedSection']>, ParentType, ContextType>;
};

export type WaitingApplicantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaitingApplicant'] = ResolversParentTypes['WaitingApplicant']> = {
  bankChangeWaiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waitingSectionLabels?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  waitingSections?: Resolver<Array<ResolversTypes['ProfileSectionName']>, ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WalletActionStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletActionState'] = ResolversParentTypes['WalletActionState']> = {
  action?: Resolver<ResolversTypes['WalletAction'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ActionReason']>, ParentType, ContextType>;
};

export type WalletBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletBalance'] = ResolversParentTypes['WalletBalance']> = {
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['WalletKind']>, ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type WalletBankFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletBankFailure'] = ResolversParentTypes['WalletBankFailure']> = {
  outcomeUnknown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type WalletLenderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletLender'] = ResolversParentTypes['WalletLender']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WalletRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletRefusal'] = ResolversParentTypes['WalletRefusal']> = {
  code?: Resolver<ResolversTypes['WalletRefusalCode'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type WhatIfOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WhatIfOutcome'] = ResolversParentTypes['WhatIfOutcome']> = {
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  when?: Resolver<Maybe<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
};

export type WhatIfRefusalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WhatIfRefusal'] = ResolversParentTypes['WhatIfRefusal']> = {
  check?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lenderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lenderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rail?: Resolver<ResolversTypes['TransferRail'], ParentType, ContextType>;
  railLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WithdrawalState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type WithholdingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withholding'] = ResolversParentTypes['Withholding']> = {
  kind?: Resolver<ResolversTypes['WithholdingKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptedAutoLendAuthorisation?: AcceptedAutoLendAuthorisationResolvers<ContextType>;
  AccountMutation?: AccountMutationResolvers<ContextType>;
  AccountMutationConnection?: AccountMutationConnectionResolvers<ContextType>;
  ActionReason?: ActionReasonResolvers<ContextType>;
  ApplicantIdCard?: ApplicantIdCardResolvers<ContextType>;
  ApplicantReview?: ApplicantReviewResolvers<ContextType>;
  ArrearsBucket?: ArrearsBucketResolvers<ContextType>;
  AutoLendActionState?: AutoLendActionStateResolvers<ContextType>;
  AutoLendActivityItem?: AutoLendActivityItemResolvers<ContextType>;
  AutoLendActivityPage?: AutoLendActivityPageResolvers<ContextType>;
  AutoLendAuthorisation?: AutoLendAuthorisationResolvers<ContextType>;
  AutoLendConfig?: AutoLendConfigResolvers<ContextType>;
  AutoLendOverview?: AutoLendOverviewResolvers<ContextType>;
  AutoLendRule?: AutoLendRuleResolvers<ContextType>;
  AutoLendSettings?: AutoLendSettingsResolvers<ContextType>;
  Bail?: BailResolvers<ContextType>;
  BailFile?: BailFileResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  BankChange?: BankChangeResolvers<ContextType>;
  BankChangeActionState?: BankChangeActionStateResolvers<ContextType>;
  BankChangeRequest?: BankChangeRequestResolvers<ContextType>;
  BankLists?: BankListsResolvers<ContextType>;
  BorrowerFundingLimit?: BorrowerFundingLimitResolvers<ContextType>;
  BorrowerIdentity?: BorrowerIdentityResolvers<ContextType>;
  BorrowerInfo?: BorrowerInfoResolvers<ContextType>;
  BorrowerProfileSection?: BorrowerProfileSectionResolvers<ContextType>;
  BorrowerSurvey?: BorrowerSurveyResolvers<ContextType>;
  CashOutDestination?: CashOutDestinationResolvers<ContextType>;
  CashOutQuote?: CashOutQuoteResolvers<ContextType>;
  CashOutRefusal?: CashOutRefusalResolvers<ContextType>;
  CountAndAmount?: CountAndAmountResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DemoClock?: DemoClockResolvers<ContextType>;
  Developer?: DeveloperResolvers<ContextType>;
  DigitalSignature?: DigitalSignatureResolvers<ContextType>;
  DigitalSignatureChange?: DigitalSignatureChangeResolvers<ContextType>;
  DigitalSignatureNextStep?: DigitalSignatureNextStepResolvers<ContextType>;
  DigitalSignatureProfile?: DigitalSignatureProfileResolvers<ContextType>;
  DigitalSignatureStage?: DigitalSignatureStageResolvers<ContextType>;
  Disbursement?: DisbursementResolvers<ContextType>;
  DisbursementSummary?: DisbursementSummaryResolvers<ContextType>;
  DisbursementTransfer?: DisbursementTransferResolvers<ContextType>;
  DisclosureBucket?: DisclosureBucketResolvers<ContextType>;
  DisclosureMonth?: DisclosureMonthResolvers<ContextType>;
  EnumOption?: EnumOptionResolvers<ContextType>;
  Enumeration?: EnumerationResolvers<ContextType>;
  ExpectedPayout?: ExpectedPayoutResolvers<ContextType>;
  FundResult?: FundResultResolvers<ContextType>;
  Funding?: FundingResolvers<ContextType>;
  Installment?: InstallmentResolvers<ContextType>;
  InstallmentRejection?: InstallmentRejectionResolvers<ContextType>;
  InvestmentAgreement?: InvestmentAgreementResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LenderCollateral?: LenderCollateralResolvers<ContextType>;
  LenderConcentrationLimit?: LenderConcentrationLimitResolvers<ContextType>;
  LenderFundingLimits?: LenderFundingLimitsResolvers<ContextType>;
  LenderIncomeLimit?: LenderIncomeLimitResolvers<ContextType>;
  LenderLoan?: LenderLoanResolvers<ContextType>;
  LenderTaxStatus?: LenderTaxStatusResolvers<ContextType>;
  LenderWallet?: LenderWalletResolvers<ContextType>;
  Loan?: LoanResolvers<ContextType>;
  LoanActionState?: LoanActionStateResolvers<ContextType>;
  LoanAuditEntry?: LoanAuditEntryResolvers<ContextType>;
  LoanAutoLend?: LoanAutoLendResolvers<ContextType>;
  LoanAutoLendRule?: LoanAutoLendRuleResolvers<ContextType>;
  LoanBill?: LoanBillResolvers<ContextType>;
  LoanBorrower?: LoanBorrowerResolvers<ContextType>;
  LoanConnection?: LoanConnectionResolvers<ContextType>;
  LoanEdge?: LoanEdgeResolvers<ContextType>;
  LoanFieldChange?: LoanFieldChangeResolvers<ContextType>;
  LoanNextStep?: LoanNextStepResolvers<ContextType>;
  LoanPathStep?: LoanPathStepResolvers<ContextType>;
  LoanQueueCount?: LoanQueueCountResolvers<ContextType>;
  LoanQueueCounts?: LoanQueueCountsResolvers<ContextType>;
  LoanRepayment?: LoanRepaymentResolvers<ContextType>;
  LoanWhatIf?: LoanWhatIfResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  MachineDiagram?: MachineDiagramResolvers<ContextType>;
  MachineState?: MachineStateResolvers<ContextType>;
  MachineTransition?: MachineTransitionResolvers<ContextType>;
  MarketplaceConnection?: MarketplaceConnectionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationParams?: NotificationParamsResolvers<ContextType>;
  OfferBorrowerLimit?: OfferBorrowerLimitResolvers<ContextType>;
  OtpConfirmed?: OtpConfirmedResolvers<ContextType>;
  OtpSent?: OtpSentResolvers<ContextType>;
  OtpVerified?: OtpVerifiedResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordAge?: PasswordAgeResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  PipelineLoan?: PipelineLoanResolvers<ContextType>;
  PortfolioLoan?: PortfolioLoanResolvers<ContextType>;
  PortfolioSlice?: PortfolioSliceResolvers<ContextType>;
  PortfolioSummary?: PortfolioSummaryResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileSection?: ProfileSectionResolvers<ContextType>;
  PsychometryQuestions?: PsychometryQuestionsResolvers<ContextType>;
  PublicDisclosure?: PublicDisclosureResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueCount?: QueueCountResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegistrationResult?: RegistrationResultResolvers<ContextType>;
  RepaymentPayment?: RepaymentPaymentResolvers<ContextType>;
  RepaymentTotals?: RepaymentTotalsResolvers<ContextType>;
  ReviewBankChange?: ReviewBankChangeResolvers<ContextType>;
  ReviewField?: ReviewFieldResolvers<ContextType>;
  ReviewSection?: ReviewSectionResolvers<ContextType>;
  RiskQuestion?: RiskQuestionResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SigningDocument?: SigningDocumentResolvers<ContextType>;
  SigningNote?: SigningNoteResolvers<ContextType>;
  SigningReturn?: SigningReturnResolvers<ContextType>;
  SigningStart?: SigningStartResolvers<ContextType>;
  StaffBorrowerProfile?: StaffBorrowerProfileResolvers<ContextType>;
  StaffDashboard?: StaffDashboardResolvers<ContextType>;
  StaffSectionActionState?: StaffSectionActionStateResolvers<ContextType>;
  SubmittedSection?: SubmittedSectionResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  TaxDeclaration?: TaxDeclarationResolvers<ContextType>;
  TaxDeclarationActionState?: TaxDeclarationActionStateResolvers<ContextType>;
  TaxDeclarationLender?: TaxDeclarationLenderResolvers<ContextType>;
  TaxReviewNote?: TaxReviewNoteResolvers<ContextType>;
  Tkb90Month?: Tkb90MonthResolvers<ContextType>;
  TopUpChannel?: TopUpChannelResolvers<ContextType>;
  TopUpInstructions?: TopUpInstructionsResolvers<ContextType>;
  TransferRailOption?: TransferRailOptionResolvers<ContextType>;
  Twp90Condition?: Twp90ConditionResolvers<ContextType>;
  UnsignedAgreement?: UnsignedAgreementResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  ValidationQueue?: ValidationQueueResolvers<ContextType>;
  WaitingApplicant?: WaitingApplicantResolvers<ContextType>;
  WalletActionState?: WalletActionStateResolvers<ContextType>;
  WalletBalance?: WalletBalanceResolvers<ContextType>;
  WalletBankFailure?: WalletBankFailureResolvers<ContextType>;
  WalletLender?: WalletLenderResolvers<ContextType>;
  WalletRefusal?: WalletRefusalResolvers<ContextType>;
  WhatIfOutcome?: WhatIfOutcomeResolvers<ContextType>;
  WhatIfRefusal?: WhatIfRefusalResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  Withholding?: WithholdingResolvers<ContextType>;
};

