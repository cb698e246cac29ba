// Signature registration, on the built-in provider as the demo runs it (it imitates the PSrE): a
// new borrower registers their digital signature (REST POST /signing/registration; GraphQL
// registerDigitalSignature, the signature screen's: the NIK, birth data, address and two photos
// uploaded first to the file endpoint) and the provider answers within the call — accepted, with
// an activation e-mail, or refused when the NIK does not match the birth date and gender; they may
// have the e-mail sent again (REST POST /signing/registration/resend; GraphQL
// resendSignatureActivation), and they open its link — the provider's own page (POST
// /signing/local/activation), at either tier —: the provider verifies them and issues the
// certificate at once. A year on the certificate expires, and registering again renews it: the
// year passes on the movable clock, put back after the path (the demo clock's advance is kept in
// the database and only moves forward, so it would move every later path's date too). What the
// tier reports is the signer's registration (REST GET /signing/registration; GraphQL
// digitalSignature — both ask the provider's status first); the database, the row's state.
import { signatureRegistrationMachine } from '../../machines/signature/signature-registration.machine.ts';
import {
  activationResendsLeft,
  type RegistrationSnapshot,
} from '../../machines/signature/signature-registration.selectors.ts';
import { loginAs } from '../../tests/support/test-product.ts';
import { check } from '../check.ts';
import type { MachineDriver } from './model.ts';
import { type Desk, lastMessageTo, must, newPerson, type Person, upload } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

type Subject = Person & { n: string };

/** The birth data the person registers with: a woman born 5 March 1990 (NIK digits 450390). */
const BIRTH = { birthplace: 'Bandung', birthdate: '05-03-1990', gender: 'FEMALE' } as const;

/** The person's own NIK, whose digits carry the birth date and gender; or one that does not. */
const nikOf = (subject: Subject, matching: boolean) =>
  `327301${matching ? '450390' : '010101'}${subject.n.slice(-4)}`;

const cause = 'the built-in provider, answering within the call';

/** Past the built-in provider's certificate of a year (LOCAL_CERTIFICATE_MS). */
const A_YEAR_AND_A_DAY_MS = 366 * 86_400_000;

/** What the signer reads of their registration. */
type RegistrationSeen = { state: string; refusal: string | null; resendsLeft: number };

type RegistrationOperations = {
  /** The registration's form sent (the photos uploaded first); answers the call made. */
  register(desk: Desk, subject: Subject, matching: boolean): Promise<string>;
  resend(desk: Desk, subject: Subject): Promise<string>;
  read(desk: Desk, subject: Subject): Promise<RegistrationSeen>;
};

const photos = async (desk: Desk, subject: Subject) => ({
  ktp: await upload(desk, subject.token, 1),
  selfie: await upload(desk, subject.token, 2),
});

const REGISTRATION = 'state refusal { code } resendsLeft';

const surfaces: Surfaces<RegistrationOperations> = {
  rest: {
    async register(desk, subject, matching) {
      const { ktp, selfie } = await photos(desk, subject);
      await must(desk.product, 'POST', '/signing/registration', subject.token, {
        nik: nikOf(subject, matching),
        ...BIRTH,
        address: 'Jl. Dago No. 12, Bandung',
        ktpfile: ktp,
        selfiefile: selfie,
      });
      return 'POST /signing/registration';
    },
    async resend(desk, subject) {
      await must(desk.product, 'POST', '/signing/registration/resend', subject.token);
      return 'POST /signing/registration/resend';
    },
    async read(desk, subject) {
      const seen = await must(desk.product, 'GET', '/signing/registration', subject.token);
      return {
        state: String(seen.state),
        refusal: (seen.refusal as { code: string } | null)?.code ?? null,
        resendsLeft: Number(seen.resendsLeft),
      };
    },
  },
  graphql: {
    async register(desk, subject, matching) {
      const { ktp, selfie } = await photos(desk, subject);
      await mustGraphql(
        desk,
        subject.token,
        `mutation ($input: DigitalSignatureInput!) { registerDigitalSignature(input: $input) { ${REGISTRATION} } }`,
        {
          input: {
            nik: nikOf(subject, matching),
            birthPlace: BIRTH.birthplace,
            birthDate: BIRTH.birthdate.split('-').reverse().join('-'),
            gender: BIRTH.gender,
            address: 'Jl. Dago No. 12, Bandung',
            idCardFile: ktp,
            selfieFile: selfie,
          },
        },
      );
      return 'GraphQL registerDigitalSignature';
    },
    async resend(desk, subject) {
      await mustGraphql(
        desk,
        subject.token,
        `mutation { resendSignatureActivation { ${REGISTRATION} } }`,
      );
      return 'GraphQL resendSignatureActivation';
    },
    async read(desk, subject) {
      const { digitalSignature } = await mustGraphql<{
        digitalSignature: { state: string; refusal: { code: string } | null; resendsLeft: number };
      }>(desk, subject.token, `query { digitalSignature { ${REGISTRATION} } }`);
      return { ...digitalSignature, refusal: digitalSignature.refusal?.code ?? null };
    },
  },
};

export const signatureRegistrationDriver: MachineDriver<Subject> = {
  label: 'signature registration',
  slug: 'signature-registration',
  machine: signatureRegistrationMachine,
  runs: [
    {
      name: 'borrower',
      input: { signerId: 'borrower-1' },
      start: (desk) => newPerson(desk, { role: 'borrower' }),
    },
  ],
  events: [
    { type: 'registration.request' },
    { type: 'registration.accepted' },
    { type: 'registration.refused', reason: 'BIODATA_MISMATCH' },
    { type: 'activation.resend' },
    { type: 'registration.activated' },
    { type: 'registration.verified' },
    { type: 'certificate.issued' },
    { type: 'certificate.expired' },
    { type: 'registration.renew' },
  ],
  // The provider answers a registration within the call, and verifies and issues the
  // certificate as soon as the signer activates (its callback).
  follows: {
    'registration.accepted': ['registration.request', 'registration.renew'],
    'registration.refused': ['registration.request', 'registration.renew'],
    'registration.verified': 'registration.activated',
    'certificate.issued': 'registration.verified',
  },
  outside: {
    'registration.activated':
      'the e-mailed link opens the provider’s own page (no operation of the gateway: the web client leaves for it), at either tier',
    'certificate.expired': 'time passing: a year on the movable clock, read back through the tier',
  },
  cannot: {
    'status.checked':
      'not driven yet: the API turns what the provider’s status check reports into the machine’s own events where it can (activated, verified, issued, expired), and sends a bare status change only when the provider’s record of the NIK disagrees with the platform’s row (another signer’s NIK, a renewal refused under the same NIK); these paths keep each signer’s NIK their own',
  },
  whyNot(events) {
    for (const [index, event] of events.entries()) {
      const before = events[index - 1];
      if (event.type === 'registration.refused' && before?.type === 'registration.activated') {
        return 'the built-in provider checks the identity at registration: an activated signer is verified at once';
      }
    }
    return null;
  },
  who: (event) =>
    ['registration.accepted', 'registration.refused', 'registration.verified'].includes(
      event.type,
    ) || event.type === 'certificate.issued'
      ? cause
      : event.type === 'certificate.expired'
        ? 'a year on the clock, then the signer’s read'
        : 'the borrower',
  async take(desk, subject, event, next) {
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'registration.request':
      case 'registration.renew': {
        const matching = next?.type !== 'registration.refused';
        const via = await surface.register(desk, subject, matching);
        return `the borrower: ${via} (${matching ? 'their NIK' : 'a NIK that does not match their birth date'}); then ${cause}`;
      }
      case 'activation.resend':
        return `the borrower: ${await surface.resend(desk, subject)}`;
      case 'registration.activated': {
        const mail = await lastMessageTo(desk, [subject.email]);
        const token = /activate\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
        check(token !== '', `no activation link was e-mailed to ${subject.email}`);
        await must(desk.product, 'POST', '/signing/local/activation', undefined, { token });
        return 'the borrower opens the e-mailed link (the provider’s page: POST /signing/local/activation); the provider verifies them and issues the certificate (its callback)';
      }
      case 'certificate.expired': {
        const { clock } = desk.product;
        clock.now = new Date(clock.now.getTime() + A_YEAR_AND_A_DAY_MS);
        subject.token = await loginAs(desk.product, subject.email, subject.password);
        return 'a year and a day on the movable clock; the signer signs in again and reads their registration (the provider reports it expired)';
      }
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await at(surfaces, desk).read(desk, subject);
    const [row] = await desk.product.db.query<{
      state: string;
      refusal: string | null;
      resends: number;
    }>(
      `SELECT machine_state AS state, machine_context->>'refusal' AS refusal,
              (machine_context->>'resends')::int AS resends
         FROM signature_registrations WHERE user_id = $1`,
      [subject.userId],
    );
    return {
      api: `${seen.state} ${seen.refusal ?? '-'} resends left ${seen.resendsLeft}`,
      // No row yet: the provider was never asked (the machine's start).
      db: row
        ? `${row.state} ${row.refusal ?? '-'} resent ${row.resends}`
        : 'unregistered - resent 0',
    };
  },
  expected: (snapshot) => {
    const registration = snapshot as RegistrationSnapshot;
    const { refusal, resends } = registration.context;
    return {
      api: `${snapshot.value} ${refusal ?? '-'} resends left ${activationResendsLeft(registration)}`,
      db: `${snapshot.value} ${refusal ?? '-'} resent ${resends}`,
    };
  },
};
