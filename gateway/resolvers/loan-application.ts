// The borrower's application in GraphQL (schema/loan-application.graphql): the loan's borrower
// data, collateral and photos, the edits of form steps 2 and 3, developers, and staff's product
// upkeep. The API decides who may change what (the lifecycle machine's edit events); its
// refusals arrive with their codes and fields.
import { restoreLoan, staffMayEdit } from '../../machines/loan/loan.selectors.ts';
import { idNumber } from '../datasources/path-segments.ts';
import type { ApiLoan, ProductBody } from '../datasources/rest-types.ts';
import type {
  BailResolvers,
  BorrowerInfoResolvers,
  DeveloperResolvers,
  LoanResolvers,
  MutationResolvers,
  ProductInput,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

const idOf = (loan: ApiLoan) => String(loan.id);

const COLLATERAL_TYPES = [
  'RUMAH_TINGGAL',
  'APARTEMEN',
  'RUKO_KOMERSIAL',
  'TANAH',
  'LAINNYA',
] as const;

function otherFiles(loan: ApiLoan): string[] {
  try {
    const parsed: unknown = JSON.parse(loan.otherDocumentFiles);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const LoanApplicationLoan: LoanResolvers = {
  developer: async (loan, _, { developers }) =>
    loan.developerid === null ? null : ((await developers.load(loan.developerid)) ?? null),
  paymentType: (loan) => loan.typepayment,
  borrowerInfo: (loan, _, { api }) => loan.borrowerInfo ?? api.borrowerInfo(idOf(loan)),
  bail: (loan) => loan,
  bailPhotos: (loan, _, { api }) => loan.bailPhotos ?? api.bailPhotos(idOf(loan)),
  staffEditable: (loan) => staffMayEdit(restoreLoan(loan.lifecycle.value, loan.lifecycle.context)),
};

export const Bail: BailResolvers = {
  type: (loan) => COLLATERAL_TYPES.find((type) => type === loan.bailtype) ?? null,
  certificateType: (loan) =>
    loan.bailcertificatetype === 'SHM' ||
    loan.bailcertificatetype === 'SHGB' ||
    loan.bailcertificatetype === 'LAINNYA'
      ? loan.bailcertificatetype
      : null,
  certificateNumber: (loan) => loan.bailcertificatenumber,
  certificateFile: (loan) => loan.bailcertificatefile,
  certificateHolder: (loan) => loan.bailcertificate,
  estimatedValue: (loan) => loan.bailestimatedvalue,
  pbbDocumentFile: (loan) => loan.pbbdocumentfile,
  imbDocumentFile: (loan) => loan.imbdocumentfile,
  surfaceArea: (loan) => loan.bailsurfacearea,
  buildingArea: (loan) => loan.bailbuildingarea,
  address: (loan) => loan.bailaddress,
  village: (loan) => loan.bailregion,
  subDistrict: (loan) => loan.baildistrict,
  city: (loan) => loan.bailcity,
  province: (loan) => loan.bailprovince,
  postalCode: (loan) => loan.bailpostcode,
  country: (loan) => loan.bailcountry,
  insurance: (loan) => loan.insurance,
  otherDocumentFiles: (loan) => otherFiles(loan),
  files: (loan, _, { api }) => api.bailFiles(idOf(loan)),
};

export const BorrowerInfo: BorrowerInfoResolvers = {
  isPersonal: (info) => info.genIsPersonal,
  fullName: (info) => info.genFullname,
  birthPlace: (info) => info.genBirthplace,
  birthDate: (info) => info.genBirthdate,
  address: (info) => info.genAddress,
  gender: (info) => info.genGender,
  country: (info) => info.genCountry,
  nationality: (info) => info.genNationality,
  companyName: (info) => info.genCompanyName,
  companyDescription: (info) => info.genCompanyDescription,
  taxNumber: (info) => info.numberNpwp,
  taxCardFile: (info) => info.documentNpwp,
  profileStatus: (info) => info.profilestatus,
  idCardStatus: (info) => info.ktpstatus,
  addressStatus: (info) => info.addressstatus,
  taxCardStatus: (info) => info.npwpstatus,
};

export const Developer: DeveloperResolvers = {
  id: (developer) => String(developer.id),
  developerName: (developer) => developer.developerName,
};

function productBody(input: ProductInput): ProductBody {
  return {
    code: input.code,
    productName: input.productName,
    ...(input.nameEn != null ? { productNameEn: input.nameEn } : {}),
    adminFee: input.adminFee,
    low_risk_interest: input.lowRiskInterest,
    high_risk_interest: input.highRiskInterest,
    typePayment: input.typePayment,
    isProperty: input.isProperty ?? false,
    isFlow: input.isFlow ?? false,
    purpose: input.purpose ?? 'PRODUCTIVE',
  };
}

/** GraphQL leaves an omitted optional as undefined and a given null as null: keep both apart. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const LoanApplicationQuery: QueryResolvers = {
  product: (_, { id }, { api }) => api.product(id),
  developers: (_, __, { api }) => api.developers(),
  developer: (_, { id }, { api }) => api.developer(id),
};

export const LoanApplicationMutation: MutationResolvers = {
  updateLoanData: (_, { id, input }, { api }) =>
    api.updateLoanData(id, {
      productid: idNumber(input.productId, 'productId'),
      genapplicationvalue: input.applicationValue,
      genrequireddate: input.requiredDate,
      genpurpose: input.purpose,
      developerid: input.developerId ? idNumber(input.developerId, 'developerId') : null,
    }),
  updateBorrowerInfo: async (_, { id, input }, { api }) => {
    await api.updateBorrowerInfo(id, {
      // The borrower update payload of spec §3: the confirmations are all true.
      profilestatus: true,
      ktpstatus: true,
      addressstatus: true,
      npwpstatus: true,
      genfullname: given(input.fullName),
      genbirthplace: given(input.birthPlace),
      genbirthdate: input.birthDate,
      genaddress: given(input.address),
      gengender: input.gender,
      gencountry: given(input.country),
      gennationality: given(input.nationality),
      gencompanyname: given(input.companyName),
      gencompanydescription: given(input.companyDescription),
      numbernpwp: given(input.taxNumber),
      documentnpwp: input.taxCardFile,
      replacereason: given(input.replaceReason),
    });
    return api.loan(id);
  },
  updateBail: (_, { id, input }, { api }) =>
    api.updateBail(id, {
      bailtype: input.type,
      bailcertificatetype: input.certificateType,
      bailcertificatenumber: input.certificateNumber,
      bailcertificatefile: input.certificateFile,
      bailcertificate: input.certificateHolder,
      bailestimatedvalue: input.estimatedValue,
      pbbdocumentfile: input.pbbDocumentFile,
      imbdocumentfile: input.imbDocumentFile,
      bailsurfacearea: input.surfaceArea,
      bailbuildingarea: input.buildingArea,
      bailaddress: input.address,
      bailregion: input.village,
      baildistrict: input.subDistrict,
      bailcity: input.city,
      bailprovince: input.province,
      bailpostcode: input.postalCode,
      bailcountry: input.country ?? 'INDONESIA',
      insurance: input.insurance,
      otherDocumentFiles: input.otherDocumentFiles ?? [],
      replacereason: given(input.replaceReason),
    }),
  saveBailPhotos: async (_, { id, photos, replaceReason }, { api }) => {
    await api.saveBailPhotos(id, photos, given(replaceReason));
    return api.loan(id);
  },
  createProduct: (_, { input }, { api }) => api.createProduct(productBody(input)),
  updateProduct: (_, { id, input }, { api }) => api.updateProduct(id, productBody(input)),
  createDeveloper: (_, { developerName }, { api }) => api.createDeveloper(developerName),
  updateDeveloper: (_, { id, developerName }, { api }) => api.updateDeveloper(id, developerName),
};
