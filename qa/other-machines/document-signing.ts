// Document signing, on the built-in signature provider as the demo runs it: a new lender asks to
// sign their lender agreement (REST POST /sign/lender with no payload; GraphQL
// startLenderAgreementSigning) and the provider answers with the signing URL within the call
// (requested, then urlIssued); at the provider's page — its own, at either tier — they sign with
// the one-time code e-mailed to them, decline, cancel, enter wrong codes until the session ends,
// or let the session time out on the movable clock; their browser comes back (REST POST
// /signing/documents/{id}/return; GraphQL reportSigningReturn, what the web client sends on its
// return) with the event the page ended with, or with another the provider never sends itself
// (the API takes a return that claims nothing it has not recorded). The provider's callback tells
// the product of a signature, a decline or a failure. What the tier reports is the signer's
// documents (REST GET /signing/documents; GraphQL signingDocuments, the signature screen's); the
// database, the document row's state.
import { documentSigningMachine } from '../../machines/signature/document-signing.machine.ts';
import type { ReturnEvent } from '../../machines/signature/document-signing.types.ts';
import { rest } from '../../tests/support/test-product.ts';
import { check } from '../check.ts';
import type { AnyEvent, MachineDriver } from './model.ts';
import { type Desk, lastCodeTo, must, newPerson, type Person } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

type Subject = Person & {
  documentId: string;
  /** The signing URL's token, and the page's session once opened. */
  urlToken: string;
  sessionKey: string | null;
};

/** How long the built-in provider's signing session lasts (LOCAL_SESSION_MS), and a minute. */
const PAST_THE_SESSION_MS = 21 * 60_000;

/** Endings the built-in provider's page itself sends the browser back with: its session is over. */
const PAGE_ENDINGS: readonly string[] = ['cancel', 'decline', 'exception', 'session_timeout'];

/** Where the provider sends the signer's browser back: the signature screen. */
const RETURN_URL = '/signature';

type SigningOperations = {
  /** The signer asks to sign: a document and, within the call, the provider's URL. */
  askToSign(desk: Desk, signer: Person): Promise<{ id: string; token: string; via: string }>;
  /** The signer's browser comes back from the provider with this event. */
  comeBack(desk: Desk, subject: Subject, event: string): Promise<string>;
  /** The document's state and message as the signer reads them. */
  read(desk: Desk, subject: Subject): Promise<string>;
};

const tokenOf = (url: string) => url.split('/sign/local/')[1] ?? '';

const DOCUMENT = 'id state message { code }';

const surfaces: Surfaces<SigningOperations> = {
  rest: {
    async askToSign(desk, signer) {
      const asked = await must(desk.product, 'POST', '/sign/lender', signer.token, {});
      const data = asked.data as { url: string; documentId: string };
      return { id: data.documentId, token: tokenOf(data.url), via: 'POST /sign/lender' };
    },
    async comeBack(desk, subject, event) {
      await must(
        desk.product,
        'POST',
        `/signing/documents/${subject.documentId}/return`,
        subject.token,
        { event },
      );
      return 'POST /signing/documents/{id}/return';
    },
    async read(desk, subject) {
      const documents = (await must(
        desk.product,
        'GET',
        '/signing/documents',
        subject.token,
      )) as unknown as { id: string; state: string; message: { code: string } | null }[];
      const seen = documents.find((d) => d.id === subject.documentId);
      return seen ? `${seen.state} ${seen.message?.code ?? '-'}` : '(not listed)';
    },
  },
  graphql: {
    async askToSign(desk, signer) {
      const { startLenderAgreementSigning: started } = await mustGraphql<{
        startLenderAgreementSigning: { url: string; documentId: string };
      }>(
        desk,
        signer.token,
        'mutation ($returnUrl: String!) { startLenderAgreementSigning(returnUrl: $returnUrl) { url documentId } }',
        { returnUrl: RETURN_URL },
      );
      return {
        id: started.documentId,
        token: tokenOf(started.url),
        via: 'GraphQL startLenderAgreementSigning',
      };
    },
    async comeBack(desk, subject, event) {
      await mustGraphql(
        desk,
        subject.token,
        `mutation ($documentId: ID!, $event: String!) { reportSigningReturn(documentId: $documentId, event: $event) { confirmed document { ${DOCUMENT} } } }`,
        { documentId: subject.documentId, event },
      );
      return 'GraphQL reportSigningReturn';
    },
    async read(desk, subject) {
      const { signingDocuments } = await mustGraphql<{
        signingDocuments: { id: string; state: string; message: { code: string } | null }[];
      }>(desk, subject.token, `query { signingDocuments { ${DOCUMENT} } }`);
      const seen = signingDocuments.find((d) => d.id === subject.documentId);
      return seen ? `${seen.state} ${seen.message?.code ?? '-'}` : '(not listed)';
    },
  },
};

async function page(desk: Desk, subject: Subject, action: string, body?: unknown) {
  return rest(desk.product, 'POST', `/signing/local/${subject.urlToken}/${action}`, {
    headers: { 'x-signing-session': subject.sessionKey ?? '' },
    ...(body === undefined ? {} : { body }),
  });
}

/** The signer opens the signing link (once per URL). */
async function open(desk: Desk, subject: Subject) {
  if (subject.sessionKey) return;
  const opened = await rest(desk.product, 'POST', `/signing/local/${subject.urlToken}/open`);
  const key = (opened.body.data as { sessionKey?: string } | undefined)?.sessionKey;
  check(opened.status === 200 && key, `opening the signing link: ${JSON.stringify(opened.body)}`);
  subject.sessionKey = key;
}

/** What the signer does at the provider's page before the browser comes back with `event`. */
async function endAtPage(desk: Desk, subject: Subject, event: string): Promise<string> {
  await open(desk, subject);
  switch (event) {
    case 'cancel':
    case 'decline': {
      const ended = await page(desk, subject, event);
      check(ended.status === 200, `${event} at the provider: ${JSON.stringify(ended.body)}`);
      return `${event}s at the provider's page`;
    }
    case 'exception': {
      await page(desk, subject, 'code', { channel: 'email' });
      for (let wrong = 0; wrong < 5; wrong += 1) {
        await page(desk, subject, 'sign', { code: '000000' });
      }
      return 'enters a wrong code five times at the provider (the session ends)';
    }
    case 'session_timeout': {
      desk.product.clock.now = new Date(desk.product.clock.now.getTime() + PAST_THE_SESSION_MS);
      await rest(desk.product, 'GET', `/signing/local/${subject.urlToken}`, {
        headers: { 'x-signing-session': subject.sessionKey ?? '' },
      });
      return 'leaves the provider’s page open past its 20 minutes (the movable clock)';
    }
    default:
      return 'opens the provider’s page';
  }
}

export const documentSigningDriver: MachineDriver<Subject> = {
  label: 'document signing',
  slug: 'document-signing',
  machine: documentSigningMachine,
  runs: [
    {
      name: 'lender-agreement',
      input: { provider: 'local', documentId: '1', signerId: 'lender-1' },
      async start(desk) {
        const lender = await newPerson(desk, { role: 'lender' });
        const asked = await at(surfaces, desk).askToSign(desk, lender);
        return { ...lender, documentId: asked.id, urlToken: asked.token, sessionKey: null };
      },
    },
  ],
  events: [
    { type: 'signing.request' },
    { type: 'signing.urlIssued' },
    ...(
      [
        'cancel',
        'decline',
        'exception',
        'session_timeout',
        'viewing_complete',
        'fax_pending',
        'id_check_failed',
      ] satisfies ReturnEvent[]
    ).map((event) => ({ type: 'signing.returned', event })),
    { type: 'signing.completed' },
  ],
  // Its message is part of what the signer is shown: told apart by value and context.
  follows: { 'signing.urlIssued': 'signing.request' },
  openedBy: ['signing.request'],
  cannot: {
    'signing.requestFailed':
      'the built-in provider, as the demo runs it, issues a URL for every signing it is asked for',
    'signing.failed':
      'the built-in provider sends the browser back with its failure (signing.returned), as the envelope provider does; a bare failure is the PSrE’s',
  },
  whyNot(events) {
    for (const [index, event] of events.entries()) {
      const before = events[index - 1];
      if (event.type === 'signing.returned' && event.event === 'signing_complete') {
        return 'the API confirms a return with the provider’s status check: a signing the provider completed is taken as signing.completed, never on the browser’s word';
      }
      if (
        event.type === 'signing.completed' &&
        before?.type === 'signing.returned' &&
        PAGE_ENDINGS.includes(String(before.event))
      ) {
        return `the provider's page ended with ${before.event}: nothing is signed in that session`;
      }
    }
    return null;
  },
  who: (event) =>
    event.type === 'signing.urlIssued'
      ? 'the built-in provider, answering within the call'
      : event.type === 'signing.completed'
        ? 'the signer at the provider (its callback)'
        : 'the signer',
  async take(desk, subject, event) {
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'signing.request': {
        const asked = await surface.askToSign(desk, subject);
        subject.urlToken = asked.token;
        subject.sessionKey = null;
        return `the lender: ${asked.via} (a fresh URL); then the built-in provider, answering within the call`;
      }
      case 'signing.returned': {
        const ending = String((event as AnyEvent).event);
        const how = await endAtPage(desk, subject, ending);
        const via = await surface.comeBack(desk, subject, ending);
        return `the lender ${how}; the browser comes back: ${via} (event=${ending})`;
      }
      case 'signing.completed': {
        await open(desk, subject);
        const sent = await page(desk, subject, 'code', { channel: 'email' });
        check(sent.status === 200, `the provider's code: ${JSON.stringify(sent.body)}`);
        const code = await lastCodeTo(desk, [subject.email]);
        const signed = await page(desk, subject, 'sign', { code });
        check(signed.status === 200, `signing: ${JSON.stringify(signed.body)}`);
        const via = await surface.comeBack(desk, subject, 'signing_complete');
        return `the lender signs at the provider’s page with the e-mailed code (its callback completes it); the browser comes back with signing_complete: ${via}`;
      }
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const [row] = await desk.product.db.query<{ state: string; message: string | null }>(
      `SELECT machine_state AS state, machine_context->>'message' AS message
         FROM signing_documents WHERE id = $1`,
      [subject.documentId],
    );
    return {
      api: await at(surfaces, desk).read(desk, subject),
      db: row ? `${row.state} ${row.message ?? '-'}` : '(no row)',
    };
  },
  expected: (snapshot) => {
    const message = (snapshot.context as { message: string | null }).message ?? '-';
    return { api: `${snapshot.value} ${message}`, db: `${snapshot.value} ${message}` };
  },
};
