// A local stand-in for the partner bank's HTTP APIs (integrations.md), for tests of the HTTP
// adapter (api/bank/partner-bank-http.ts). It checks what the bank checks — a token it issued and
// that has not expired, the API key, a fresh timestamp, a valid signature, the body's shape, the
// request uuid (the same uuid is answered the same; never reused for another call), and for the
// e-collection an encrypted payload that opens with the client's keys and is at most 300 s old —
// and answers like the bank: "0001" / "000" with CIF, account and VA numbers, or a refusal code.
// The bank's own error codes are unverified (integrations.md): the refusal codes below are the
// fake's, each one distinct so a test can tell which check refused.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decryptVaPayload,
  encryptVaPayload,
  VA_PAYLOAD_MAX_AGE_SECONDS,
} from '../../api/bank/bni/ecollection-cipher.ts';
import { rdlSignatureValid } from '../../api/bank/bni/rdl-signature.ts';
import { BANK_OK } from '../../api/bank/partner-bank.ts';
import { RDL_PATHS, VA_DUPLICATE_TRX_ID, VA_OK } from '../../api/bank/partner-bank-http.ts';
import type { BankHttpConfig } from '../../api/config.ts';

export const FAKE_RDL_REFUSAL = {
  body: '0100',
  staleTimestamp: '0101',
  signature: '0102',
  apiKey: '0103',
  uuidReused: '0104',
  unknownCif: '0105',
  unknownFaceCheck: '0106',
} as const;

export const FAKE_VA_REFUSAL = {
  invalid: '001',
  wrongClient: '002',
  expired: '010',
  notFound: '101',
  duplicateTrxId: VA_DUPLICATE_TRX_ID,
} as const;

const VA_PATH = '/ecollection';
const RDL_TIMESTAMP_MAX_AGE_MS = 300_000;

type Json = Record<string, unknown>;

export type FakePartnerBank = {
  url: string;
  /** The adapter's configuration for this fake (change a copy to test refusals). */
  config: BankHttpConfig;
  /** Tokens issued by the token endpoint. */
  tokensIssued(): number;
  /** Investors registered (CIF → e-mail) and RDL accounts opened (account → CIF). */
  investors: Map<string, string>;
  accounts: Map<string, string>;
  /** Open billings by trx_id, with their VA number. */
  billings: Map<string, { virtualAccount: string; customerName: string; billingType: string }>;
  /** Every refusal, by path and code. */
  refusals: Array<{ path: string; code: string }>;
  /** The next call to this path is refused with this code (the bank saying no). */
  refuseNext(path: string, code: string): void;
  /** The next call to this path is done, but its answer is lost (502 with no body). */
  loseNextAnswer(path: string): void;
  close(): Promise<void>;
};

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Json)
      : null;
  } catch {
    return null;
  }
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export async function startFakePartnerBank(
  options: { now?: () => Date; tokenLifetimeSeconds?: number } = {},
): Promise<FakePartnerBank> {
  const now = options.now ?? (() => new Date());
  const tokenLifetimeS = options.tokenLifetimeSeconds ?? 3600;
  const secrets = {
    clientId: 'lumbung-client',
    clientSecret: 'client-secret-0123',
    apiKey: 'api-key-4567',
    apiSecret: 'signature-secret-89ab',
    companyId: 'LUMBUNG',
    parentCompanyId: 'KSEI',
    branchId: '0259',
    vaClientId: '12345',
    vaPrefix: '988',
    vaSecret: 'ea0c88921fb033387e66ef7d1e82ab83',
  };
  const tokens = new Map<string, number>();
  const faceChecks = new Set<string>();
  const answered = new Map<string, { path: string; response: Json }>();
  const investors = new Map<string, string>();
  const accounts = new Map<string, string>();
  const billings: FakePartnerBank['billings'] = new Map();
  const refusals: FakePartnerBank['refusals'] = [];
  const refuseNext = new Map<string, string>();
  const loseNext = new Set<string>();

  const send = (res: ServerResponse, status: number, body: Json | null) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body ? JSON.stringify(body) : '');
  };
  const refuseRdl = (res: ServerResponse, path: string, status: number, code: string) => {
    refusals.push({ path, code });
    send(res, status, {
      response: { responseCode: code, responseMessage: 'Refused', errorMessage: code },
    });
  };

  function token(req: IncomingMessage, res: ServerResponse, text: string) {
    const expected = Buffer.from(`${secrets.clientId}:${secrets.clientSecret}`).toString('base64');
    const form = new URLSearchParams(text);
    if (
      req.headers.authorization !== `Basic ${expected}` ||
      form.get('grant_type') !== 'client_credentials'
    ) {
      refusals.push({ path: RDL_PATHS.token, code: 'invalid_client' });
      send(res, 401, { error: 'invalid_client' });
      return;
    }
    const value = randomBytes(24).toString('base64url');
    tokens.set(value, now().getTime() + tokenLifetimeS * 1000);
    send(res, 200, {
      access_token: value,
      token_type: 'Bearer',
      expires_in: tokenLifetimeS,
      scope: 'resource.WRITE resource.READ',
    });
  }

  // What each RDL call needs in its body, and its answer.
  function rdlAnswer(path: string, request: Json): { code: string } | { response: Json } {
    switch (path) {
      case RDL_PATHS.faceRecognition: {
        if (!filled(request.firstName)) return { code: FAKE_RDL_REFUSAL.body };
        const uuid = crypto.randomUUID();
        faceChecks.add(uuid);
        return { response: { uuidFaceRecog: uuid } };
      }
      case RDL_PATHS.registerInvestor: {
        if (!filled(request.firstName) || !filled(request.email)) {
          return { code: FAKE_RDL_REFUSAL.body };
        }
        if (!faceChecks.has(String(request.uuidFaceRecog))) {
          return { code: FAKE_RDL_REFUSAL.unknownFaceCheck };
        }
        if (request.birthDate !== '' && !/^\d{8}$/.test(String(request.birthDate))) {
          return { code: FAKE_RDL_REFUSAL.body };
        }
        if (!['', 'M', 'F'].includes(String(request.gender)))
          return { code: FAKE_RDL_REFUSAL.body };
        const cifNumber = digits(9);
        investors.set(cifNumber, String(request.email));
        return { response: { cifNumber } };
      }
      case RDL_PATHS.openAccount: {
        if (!investors.has(String(request.cifNumber))) return { code: FAKE_RDL_REFUSAL.unknownCif };
        if (request.currency !== 'IDR') return { code: FAKE_RDL_REFUSAL.body };
        const accountNumber = `0${digits(9)}`;
        accounts.set(accountNumber, String(request.cifNumber));
        return {
          response: { cifNumber: request.cifNumber, accountNumber, accountCurrency: 'IDR' },
        };
      }
      default:
        return { code: FAKE_RDL_REFUSAL.body };
    }
  }

  function rdl(req: IncomingMessage, res: ServerResponse, path: string, text: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const expiresAtMs = tokens.get(url.searchParams.get('access_token') ?? '');
    if (expiresAtMs === undefined || expiresAtMs <= now().getTime()) {
      refusals.push({ path, code: 'invalid_token' });
      send(res, 401, { error: 'invalid_token' });
      return;
    }
    if (req.headers['x-api-key'] !== secrets.apiKey) {
      refuseRdl(res, path, 403, FAKE_RDL_REFUSAL.apiKey);
      return;
    }
    const timestamp = String(req.headers['x-timestamp'] ?? '');
    const sentAtMs = Date.parse(timestamp);
    if (Number.isNaN(sentAtMs) || Math.abs(now().getTime() - sentAtMs) > RDL_TIMESTAMP_MAX_AGE_MS) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.staleTimestamp);
      return;
    }
    const request = parseJson(text)?.request as Json | undefined;
    const header = request?.header as Json | undefined;
    if (
      !request ||
      !header ||
      header.companyId !== secrets.companyId ||
      header.parentCompanyId !== secrets.parentCompanyId ||
      !filled(header.requestUuid)
    ) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.body);
      return;
    }
    const signature = String(req.headers['x-signature'] ?? '');
    if (!rdlSignatureValid(request, timestamp, secrets.apiSecret, signature)) {
      refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.signature);
      return;
    }
    const requestUuid = String(header.requestUuid);
    const earlier = answered.get(requestUuid);
    if (earlier) {
      if (earlier.path !== path) refuseRdl(res, path, 400, FAKE_RDL_REFUSAL.uuidReused);
      else send(res, 200, { response: earlier.response });
      return;
    }
    const refusal = refuseNext.get(path);
    if (refusal) {
      refuseNext.delete(path);
      refuseRdl(res, path, 200, refusal);
      return;
    }
    const answer = rdlAnswer(path, request);
    if ('code' in answer) {
      refuseRdl(res, path, 200, answer.code);
      return;
    }
    const response = {
      responseCode: BANK_OK,
      responseMessage: 'Request has been processed successfully',
      responseTimestamp: now().toISOString(),
      responseUuid: crypto.randomUUID(),
      ...answer.response,
    };
    answered.set(requestUuid, { path, response });
    if (loseNext.delete(path)) {
      send(res, 502, null);
      return;
    }
    send(res, 200, { response });
  }

  function va(res: ServerResponse, text: string) {
    const nowS = Math.floor(now().getTime() / 1000);
    const refuse = (code: string) => {
      refusals.push({ path: VA_PATH, code });
      send(res, 200, { status: code, message: code });
    };
    const body = parseJson(text);
    if (!body || !filled(body.data)) return refuse(FAKE_VA_REFUSAL.invalid);
    if (body.client_id !== secrets.vaClientId || body.prefix !== secrets.vaPrefix) {
      return refuse(FAKE_VA_REFUSAL.wrongClient);
    }
    const opened = decryptVaPayload(
      String(body.data),
      secrets.vaClientId,
      secrets.vaSecret,
      nowS,
      VA_PAYLOAD_MAX_AGE_SECONDS,
    );
    if (!opened.ok) {
      return refuse(
        opened.reason === 'EXPIRED' ? FAKE_VA_REFUSAL.expired : FAKE_VA_REFUSAL.invalid,
      );
    }
    const data = opened.data;
    if (data.client_id !== secrets.vaClientId) return refuse(FAKE_VA_REFUSAL.wrongClient);
    const refusal = refuseNext.get(VA_PATH);
    if (refusal) {
      refuseNext.delete(VA_PATH);
      return refuse(refusal);
    }
    const trxId = String(data.trx_id ?? '');
    const reply = (answer: Json) => {
      if (loseNext.delete(VA_PATH)) return send(res, 502, null);
      send(res, 200, {
        status: VA_OK,
        data: encryptVaPayload(answer, secrets.vaClientId, secrets.vaSecret, nowS),
      });
    };
    if (data.type === 'createbilling') {
      if (
        !filled(trxId) ||
        trxId.length > 30 ||
        !['c', 'o'].includes(String(data.billing_type)) ||
        !filled(data.customer_name) ||
        !/^\d+$/.test(String(data.trx_amount)) ||
        (data.billing_type === 'c' && Number(data.trx_amount) <= 0) ||
        !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(data.datetime_expired))
      ) {
        return refuse(FAKE_VA_REFUSAL.invalid);
      }
      if (billings.has(trxId)) return refuse(FAKE_VA_REFUSAL.duplicateTrxId);
      const virtualAccount = `${secrets.vaPrefix}${secrets.vaClientId}${digits(8)}`;
      billings.set(trxId, {
        virtualAccount,
        customerName: String(data.customer_name),
        billingType: String(data.billing_type),
      });
      return reply({ virtual_account: virtualAccount, trx_id: trxId });
    }
    if (data.type === 'inquirybilling') {
      const billing = billings.get(trxId);
      if (!billing) return refuse(FAKE_VA_REFUSAL.notFound);
      return reply({
        client_id: secrets.vaClientId,
        trx_id: trxId,
        virtual_account: billing.virtualAccount,
        trx_amount: '0',
        customer_name: billing.customerName,
        billing_type: billing.billingType,
        va_status: '1',
      });
    }
    return refuse(FAKE_VA_REFUSAL.invalid);
  }

  const rdlPaths = new Set<string>([
    RDL_PATHS.faceRecognition,
    RDL_PATHS.registerInvestor,
    RDL_PATHS.openAccount,
  ]);
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const text = await readBody(req);
      if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
      if (path === RDL_PATHS.token) return token(req, res, text);
      if (rdlPaths.has(path)) return rdl(req, res, path, text);
      if (path === VA_PATH) return va(res, text);
      send(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config: {
      rdlUrl: url,
      clientId: secrets.clientId,
      clientSecret: secrets.clientSecret,
      apiKey: secrets.apiKey,
      apiSecret: secrets.apiSecret,
      companyId: secrets.companyId,
      parentCompanyId: secrets.parentCompanyId,
      branchId: secrets.branchId,
      vaUrl: `${url}${VA_PATH}`,
      vaClientId: secrets.vaClientId,
      vaPrefix: secrets.vaPrefix,
      vaSecret: secrets.vaSecret,
    },
    tokensIssued: () => tokens.size,
    investors,
    accounts,
    billings,
    refusals,
    refuseNext: (path, code) => {
      refuseNext.set(path, code);
    },
    loseNextAnswer: (path) => {
      loseNext.add(path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export { VA_PATH as FAKE_VA_PATH };
