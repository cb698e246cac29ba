// The signing calls of the REST API (issue 18): the signer's documents, starting a signing at
// the provider, the browser's return, and the digital-signature registration. Never cached: a
// document's state moves with every return and callback.
import type { paths } from '../generated/rest-api.ts';
import { idNumber, idSegment, pathSegment } from './path-segments.ts';
import { type Envelope, LumbungRestSource } from './rest-source.ts';
import type { ApiLoan } from './rest-types.ts';

type Json<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;
type Body<P extends keyof paths> = paths[P]['post'] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type ApiSigningDocument = Json<'/api/signing/documents', 'get'>[number];
export type ApiSigningStart = Json<'/api/sign/lender', 'post'>['data'];
export type ApiSigningReturn = Json<'/api/signing/documents/{id}/return', 'post'>;
export type ApiRegistration = Json<'/api/signing/registration', 'get'>;
export type SignLenderBody = NonNullable<Body<'/api/sign/lender'>>;
export type RegistrationBody = Body<'/api/signing/registration'>;

export class SigningApi extends LumbungRestSource {
  /** The REST request fields as schema/signing.graphql names them. */
  protected override readonly graphQLFieldNames = {
    fundingid: 'fundingId',
    loanid: 'id',
    birthplace: 'birthPlace',
    birthdate: 'birthDate',
    ktpfile: 'idCardFile',
    selfiefile: 'selfieFile',
  };

  private documentList: Promise<ApiSigningDocument[]> | undefined;

  /** The caller's documents, newest first: read once per GraphQL request. */
  documents(): Promise<ApiSigningDocument[]> {
    this.documentList ??= this.get<Envelope<ApiSigningDocument[]>>('signing/documents').then(
      (answer) => answer.data,
    );
    return this.documentList;
  }

  async start(body: SignLenderBody): Promise<ApiSigningStart> {
    return (await this.post<Envelope<{ data: ApiSigningStart }>>('sign/lender', { body })).data
      .data;
  }

  async reportReturn(documentId: string, event: string): Promise<ApiSigningReturn> {
    const path = `signing/documents/${pathSegment(documentId, 'documentId')}/return`;
    return (await this.post<Envelope<ApiSigningReturn>>(path, { body: { event } })).data;
  }

  /** The borrower's loan agreement for a loan ready for disbursement (spec §7, with a returnUrl). */
  startLoanAgreementSigning(loanId: string, returnUrl: string): Promise<ApiSigningStart> {
    return this.start({ loanid: idNumber(loanId, 'id'), returnUrl });
  }

  /** The borrower's return from signing the loan agreement, by loan id (the stored session). */
  async reportLoanReturn(loanId: string, event: string): Promise<ApiSigningReturn> {
    const path = `signing/loan/${idSegment(loanId)}/return`;
    return (await this.post<Envelope<ApiSigningReturn>>(path, { body: { event } })).data;
  }

  /** The loan takes the borrower's signature: DISBURSEMENT_READY → DISBURSEMENT_READY_BORROWER. */
  async borrowerSigned(loanId: string): Promise<ApiLoan> {
    return (await this.put<Envelope<ApiLoan>>(`loan/${idSegment(loanId)}/disbursement/signed`))
      .data;
  }

  async registration(): Promise<ApiRegistration> {
    return (await this.get<Envelope<ApiRegistration>>('signing/registration')).data;
  }

  async register(body: RegistrationBody): Promise<ApiRegistration> {
    return (await this.post<Envelope<ApiRegistration>>('signing/registration', { body })).data;
  }

  async resendActivation(): Promise<ApiRegistration> {
    return (await this.post<Envelope<ApiRegistration>>('signing/registration/resend')).data;
  }
}
