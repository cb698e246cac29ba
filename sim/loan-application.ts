// A borrower's loan application through the product's public REST API, as the form and staff's
// screens make it: the application, the borrower data and the collateral, the submission, staff's
// review and offer, the borrower's acceptance or decline. The simulator's workload makes its loans
// with these calls and the tests theirs (tests/support/application.ts), so the two cannot drift
// apart; like the rest of the workload, nothing here reaches past HTTP (sim/client.ts). Each step
// the web client makes through the gateway carries its operation (sim/gateway-steps.ts): the
// simulator may send it that way; the tests' client sends the REST call.
import type { Answer, Client, GraphqlStep, Json } from './client.ts';
import { gatewaySteps as gql } from './gateway-steps.ts';

export const PDF_BYTES = new Uint8Array([...Buffer.from('%PDF-1.7\n%%EOF\n')]);

/** A person's borrower data, complete: each test overrides what it checks. */
export function personalInfo(overrides: Record<string, unknown> = {}) {
  return {
    profilestatus: true,
    ktpstatus: true,
    addressstatus: true,
    npwpstatus: true,
    genfullname: 'Budi Santoso',
    genbirthplace: 'Bandung',
    genbirthdate: '12-04-1985',
    gengender: 'male',
    gennationality: 'WNI',
    numbernpwp: '12.345.678.9-012.000',
    ...overrides,
  };
}

/** A company's borrower data, complete. */
export function companyInfo(overrides: Record<string, unknown> = {}) {
  return {
    profilestatus: true,
    ktpstatus: true,
    addressstatus: true,
    npwpstatus: true,
    gencompanyname: 'PT Sinar Jaya Abadi',
    gencompanydescription: 'Distributor bahan bangunan',
    ...overrides,
  };
}

/** A house as collateral, its certificate the uploaded file at `certificate`. */
export function bailOf(certificate: string, overrides: Record<string, unknown> = {}) {
  return {
    bailtype: 'RUMAH_TINGGAL',
    bailcertificatetype: 'SHM',
    bailcertificatenumber: '10.01.02.03.1.00456',
    bailcertificatefile: certificate,
    bailestimatedvalue: '500000000.00',
    bailsurfacearea: '120',
    bailbuildingarea: '90.5',
    bailaddress: 'Jl. Melati No. 5',
    bailregion: 'Cihapit',
    baildistrict: 'Bandung Wetan',
    bailcity: 'Kota Bandung',
    bailprovince: 'Jawa Barat',
    bailpostcode: '40114',
    bailcountry: 'INDONESIA',
    insurance: true,
    otherDocumentFiles: [],
    ...overrides,
  };
}

/**
 * Whether a call answered as it must (`status`, 200 unless said), giving its data. The caller
 * chooses what a wrong answer throws: the simulator tells a request lost to an outage apart from
 * an answer the product should not have given.
 */
export type Check = (answer: Answer, what: string, status?: number) => Json;

export const mustAnswer: Check = (answer, what, status = 200) => {
  if (answer.status !== status) throw new Error(`${what}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Json;
};

/** What the borrower asks for on the application's first page. */
export type Application = {
  productId: number;
  /** Whole rupiah. */
  value: string;
  /** YYYY-MM-DD. */
  requiredDate: string;
  /** What the money is for: 'Modal kerja' unless said. */
  purpose?: string;
};

/** The terms staff offer, as the offer form sends them. */
export type OfferTerms = {
  interestPercent: string;
  periodDays: number;
  /** Whole rupiah. */
  adminFee: string;
  paymentType: 'INSTALLMENT' | 'CASH';
  /** The funding window, YYYY-MM-DD. */
  fundingStart: string;
  fundingEnd: string;
};

/** The application's calls over `client`, each answer checked by `check`. */
export function loanApplicationCalls(
  client: Pick<Client, 'rest' | 'upload'>,
  check: Check = mustAnswer,
) {
  const put = async (path: string, token: string, body?: unknown, graphql?: GraphqlStep) =>
    check(
      await client.rest('PUT', path, {
        token,
        ...(body ? { body } : {}),
        ...(graphql ? { graphql } : {}),
      }),
      path,
    );
  return {
    /** The borrower starts an application (DRAFT); answers its id. */
    async create(token: string, application: Application): Promise<number> {
      const purpose = application.purpose ?? 'Modal kerja';
      const created = check(
        await client.rest('POST', '/loan', {
          token,
          body: {
            productid: application.productId,
            genapplicationvalue: application.value,
            genrequireddate: application.requiredDate,
            genpurpose: purpose,
          },
          graphql: gql.createLoan({
            productId: application.productId,
            applicationValue: application.value,
            requiredDate: application.requiredDate,
            purpose,
          }),
        }),
        'apply',
        201,
      );
      return created.id as number;
    },

    /** Saves complete borrower data and collateral on a loan, so that it can be submitted. */
    async complete(
      token: string,
      loanId: number,
      options: { personal?: boolean; bail?: Record<string, unknown> } = {},
    ): Promise<void> {
      const info = options.personal === false ? companyInfo() : personalInfo();
      check(
        await client.rest('PUT', `/loan/${loanId}/borrower_info`, { token, body: info }),
        'borrower info',
      );
      const certificate = await client.upload(token, PDF_BYTES, 'sertifikat.pdf');
      check(
        await client.rest('PUT', `/loan/${loanId}/bail`, {
          token,
          body: bailOf(certificate, options.bail),
        }),
        'bail',
      );
    },

    submit: (token: string, loanId: number) =>
      put(`/loan/${loanId}/submit`, token, undefined, gql.submitLoan(loanId)),

    /** Staff refuse the application (REJECT_BAIL: the borrower may edit and resubmit). */
    reject: (admin: string, loanId: number, reason: string) =>
      put(`/loan/submission/${loanId}/rejected`, admin, { reason }, gql.rejectLoan(loanId, reason)),

    /**
     * Staff approve the collateral and the credit at `riskRating` (LOW, MEDIUM, …: the grade the
     * offer's interest must sit in), the director the loan: it waits for its offer.
     */
    async review(
      staff: { admin: string; director: string },
      loanId: number,
      riskRating: string,
    ): Promise<void> {
      await put(
        `/loan/submission/${loanId}/approve-bail`,
        staff.admin,
        undefined,
        gql.approveBail(loanId),
      );
      await put(
        `/loan/submission/${loanId}/approve-credit`,
        staff.admin,
        { riskrating: riskRating },
        gql.approveCredit(loanId, riskRating),
      );
      await put(
        `/loan/submission/${loanId}/approve-director`,
        staff.director,
        undefined,
        gql.approveDirector(loanId),
      );
    },

    /** Staff set the offer and approve the loan: the offer waits for the borrower. */
    async offer(admin: string, loanId: number, terms: OfferTerms): Promise<void> {
      await put(
        `/loan/submission/${loanId}/offer`,
        admin,
        {
          funappinterestpercentage: terms.interestPercent,
          timeperiod: terms.periodDays,
          appadminfee: terms.adminFee,
          typepayment: terms.paymentType,
          funappcfstarttime: terms.fundingStart,
          funappcfendtime: terms.fundingEnd,
        },
        gql.setOffer(loanId, terms),
      );
      await put(`/loan/submission/${loanId}/approved`, admin, undefined, gql.approveLoan(loanId));
    },

    /** The borrower accepts the offer, consenting to its terms (APPROVED_BORROWER or PROCESS). */
    accept: (token: string, loanId: number) =>
      put(`/loan/${loanId}/offer/accept`, token, { consent: true }, gql.acceptOffer(loanId)),

    /**
     * The borrower declines the offer (REJECTED_BORROWER, 'Ditolak Peminjam'): the borrower's own
     * call, with no body, as the web client's Decline offer makes it through the gateway.
     */
    decline: (token: string, loanId: number) =>
      put(`/loan/${loanId}/offer/decline`, token, undefined, gql.declineOffer(loanId)),

    /** Staff open the funding window of an accepted loan (PROCESS). */
    openFunding: (admin: string, loanId: number) =>
      put(`/loan/submission/${loanId}/open-funding`, admin, undefined, gql.openFunding(loanId)),
  };
}
