// The borrower's application form as QA's web-client paths drive it: the real LoanApplication,
// hosted as the borrower's loan page hosts it (its first view until the borrower opens the form,
// in a data router because the form asks before leaving), in the app's providers. The person
// types into the real fields (one field per broken rule, the fixture loan's data otherwise),
// presses Next, Back, Save and the confirmation's buttons; the network is the GraphQL operations
// the form sends, answered by the path, and the certificate's upload goes through the app's
// FileUploader to a stubbed `fetch`, as the browser would post it.
import { ApolloProvider } from '@apollo/client/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import {
  areFieldsEnabled,
  currentStep,
  isConfirming,
  isReadOnly,
  isSending,
  isSummaryVisible,
  refusalMessage,
  showsOverview,
} from '../../machines/application-form/application-form.selectors.ts';
import type {
  FieldGroup,
  FormFacts,
} from '../../machines/application-form/application-form.types.ts';
import type {
  DeveloperOption,
  ProductOption,
} from '../../web/src/components/loan-fields/LoanDataFields.tsx';
import { readDraft } from '../../web/src/features/borrower-loans/application-draft.ts';
import { LoanApplication } from '../../web/src/features/borrower-loans/LoanApplication.tsx';
import {
  ApplicationFirstView,
  type Loan,
} from '../../web/src/features/borrower-loans/LoanApplicationParts.tsx';
import { i18n } from '../../web/src/i18n.ts';
import {
  answer,
  createTestApollo,
  elapse,
  type PendingOperation,
} from '../../web/src/test-support/dom.tsx';
import { theme as appTheme } from '../../web/src/theme.ts';
import type { AnyEvent } from '../other-machines/model.ts';
import {
  APPLICATION_SUBMIT_REFUSAL,
  APPLICATION_TODAY,
  applicationFacts,
  applicationForm,
} from './machines.ts';
import type { Action, WebDriver, WebScreen } from './run-paths.tsx';
import { hands, toasts, toastsOf, words } from './screen-support.tsx';

const LOAN_ID = '7';
const CERTIFICATE = applicationFacts().certificateFile;
const VALID_NAME = 'Budi Santoso';
/** Under six letters: the personal group's full-name rule refuses it. */
const SHORT_NAME = 'Budi';
const VALID_POSTAL_CODE = '40162';
/** Not five digits: the collateral group's postal-code rule refuses it. */
const INVALID_POSTAL_CODE = '123';
/** What the API says when it refuses the submit (shown in the form's alert). */
const SUBMIT_REFUSED = 'Pinjaman tidak dapat dikirim pada tahap ini';

const PRODUCTS: readonly ProductOption[] = [
  {
    id: '2',
    productName: 'Renovasi',
    name: { id: 'Renovasi Rumah', en: 'Home Renovation' },
    isProperty: false,
  },
];
const DEVELOPERS: readonly DeveloperOption[] = [];

/** The borrower's loan as the page reads it: a personal borrower's application, data complete. */
function loanOf(editable: boolean): Loan {
  const facts = applicationFacts();
  const label = (text: string) => ({ id: text, en: text });
  return {
    id: LOAN_ID,
    applicationValue: `${facts.applicationValue}.00`,
    requiredDate: facts.requiredDate,
    purpose: 'Renovasi atap rumah',
    installmentDueDate: null,
    editable,
    bailPhotos: [],
    submissionStage: editable ? 'DRAFT' : 'REVIEW',
    approvalStatus: 'PENDING',
    fundingStatus: 'NOT_STARTED',
    periodDays: 180,
    paymentType: 'INSTALLMENT',
    adminFee: '0.00',
    interestPercent: null,
    fundingStart: null,
    fundingEnd: null,
    dueDate: null,
    totalPartialPaid: '0.00',
    totalLateCharge: '0.00',
    repaymentDueDate: null,
    product: {
      id: '2',
      productName: 'Renovasi',
      lowRiskInterest: '9.00',
      highRiskInterest: '13.00',
      isFlow: false,
      isProperty: false,
      name: { id: 'Renovasi Rumah', en: 'Home Renovation' },
    },
    developer: null,
    borrowerInfo: {
      isPersonal: true,
      fullName: VALID_NAME,
      birthPlace: 'Bandung',
      birthDate: '1990-05-03',
      gender: 'MALE',
      nationality: 'WNI',
      taxNumber: '',
      taxCardFile: null,
      companyName: '',
      companyDescription: '',
    },
    bail: {
      type: 'RUMAH_TINGGAL',
      certificateType: 'SHM',
      certificateNumber: '123',
      certificateFile: CERTIFICATE,
      certificateHolder: VALID_NAME,
      estimatedValue: `${facts.bailEstimatedValue}.00`,
      pbbDocumentFile: null,
      imbDocumentFile: null,
      otherDocumentFiles: [],
      surfaceArea: '120',
      buildingArea: '90',
      address: 'Jl. Melati 5',
      village: 'Sukajadi',
      subDistrict: 'Sukasari',
      city: 'Bandung',
      province: 'Jawa Barat',
      postalCode: VALID_POSTAL_CODE,
      country: 'ID',
      insurance: false,
    },
    auditTrail: [],
    stageLabel: label(editable ? 'Draf' : 'Ditinjau'),
    approvalStatusLabel: label('Menunggu'),
    fundingStatusLabel: label('Belum dimulai'),
    availableActions: [],
  };
}

/**
 * What BorrowerLoanPage's ApplicationEntry does: the application's first view until the borrower
 * opens the form (the form then takes that Next over), the form at once when a draft waits.
 */
function LoanPage({ loan }: { loan: Loan }) {
  const [form, setForm] = useState<'draft' | 'opened' | null>(() =>
    loan.editable && readDraft(loan.id) ? 'draft' : null,
  );
  if (form === null) {
    return (
      <ApplicationFirstView
        loan={loan}
        products={PRODUCTS}
        onOpen={() => setForm('opened')}
        onIntent={() => {}}
      />
    );
  }
  return (
    <LoanApplication
      loan={loan}
      products={PRODUCTS}
      developers={DEVELOPERS}
      opened={form === 'opened'}
    />
  );
}

const theme = createTheme({ ...appTheme, respectReducedMotion: true });

/** The page in the app's providers, in a data router (the form's leave prompt needs one). */
function renderPage(loan: Loan, client: ReturnType<typeof createTestApollo>['client']) {
  void i18n.changeLanguage('id');
  const router = createMemoryRouter(
    [{ path: '/borrower/loans/:id', element: <LoanPage loan={loan} /> }],
    { initialEntries: [`/borrower/loans/${loan.id}`] },
  );
  render(
    <StrictMode>
      <ApolloProvider client={client}>
        <MantineProvider theme={theme}>
          <Notifications position="top-left" autoClose={5000} />
          <RouterProvider router={router} />
        </MantineProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}

/** The upload endpoint as the browser reaches it (FileUploader posts with `fetch`). */
function stubUploads(uploads: string[]) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST' || !String(url).startsWith('/file/upload')) {
      return { ok: false, status: 404, statusText: 'Not Found', json: async () => ({}) };
    }
    const file = (init.body as FormData).get('file') as File;
    uploads.push(file.name);
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => ({ data: { path: `/file/${file.name}`, originalName: file.name } }),
    };
  });
}

/** The form's own requests (the photos' load is the page's reading, answered as it comes). */
const PHOTOS = 'LoanBailPhotos';

/** The label of a field's wrapper, without the required mark. */
const labelOf = (error: Element) => {
  const wrapper = error.closest('.mantine-InputWrapper-root');
  const label = wrapper?.querySelector('.mantine-InputWrapper-label');
  return label?.childNodes[0]?.textContent?.trim() ?? '?';
};

// The screen is read with plain selectors: Testing Library's role queries compute every
// element's accessible name, seconds per path on this page.
/** The buttons of the page itself, not of a dialog over it. */
const pageButtons = () =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => !b.closest('[role="dialog"]'),
  );

/** A heading with these words, if the page shows one. */
const headingOf = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5')].find(
    (h) => h.textContent === text,
  ) ?? null;

/** The button with these words inside an element. */
const buttonIn = (container: Element, label: string) => {
  const button = [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent === label,
  );
  if (!button) throw new Error(`no button '${label}' there`);
  return button;
};

/** The input a label (its words, without the required mark) names. */
const inputLabelled = (label: string) => {
  const element = [...document.querySelectorAll<HTMLLabelElement>('label')].find(
    (l) => l.childNodes[0]?.textContent?.trim() === label,
  );
  const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field '${label}'`);
  return input;
};

/** An open dialog with this title. */
const dialogTitled = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (d) => d.querySelector('.mantine-Modal-title')?.textContent === title,
  ) ?? null;

/** Whether some element's own text is exactly these words. */
const shows = (text: string) =>
  [...document.querySelectorAll('body *')].some(
    (e) => e.childElementCount === 0 && e.textContent === text,
  );

const pageButton = (name: string, within?: HTMLElement) => {
  const found = pageButtons().filter(
    (b) => b.textContent === name && (!within || within.contains(b)),
  );
  if (found.length !== 1) throw new Error(`the page shows ${found.length} buttons '${name}'`);
  return found[0] as HTMLButtonElement;
};

/** The buttons a person moves through the form with (not the photos' own Save, nor file links). */
const FORM_BUTTONS = () => [
  words('loanApplication.next'),
  words('loanApplication.back'),
  words('loanApplication.saveBorrower'),
  words('loanApplication.saveBail'),
  words('loanApplication.saving'),
  words('loanApplication.submit'),
  words('borrowerFlow.overview.viewForm'),
];

/** The field each broken group's path breaks, and the message its rule shows there. */
const GROUP_FIELD: Record<FieldGroup, { label: string; message: string }> = {
  get loanData() {
    return { label: words('loanFields.applicationValue'), message: words('validation.valueZero') };
  },
  get personal() {
    return { label: words('loanFields.fullName'), message: words('validation.fullNameLength') };
  },
  get loanBail() {
    return { label: words('loanFields.postalCode'), message: words('validation.postalCode') };
  },
  get company() {
    return { label: words('loanFields.companyName'), message: words('validation.required') };
  },
};

const RULE_FIELD_LABELS: Record<string, string> = {
  genapplicationvalue: 'loanFields.applicationValue',
  genrequireddate: 'loanFields.requiredDate',
  bailestimatedvalue: 'loanFields.estimatedValue',
  bailcertificatefile: 'loanFields.certificateFile',
};

function applicationScreen(editable: boolean): WebScreen & { answerPhotoLoads(): Promise<void> } {
  vi.setSystemTime(new Date(`${APPLICATION_TODAY}T09:00:00`));
  // A draft another path left in this tab would open the form at once: a fresh tab.
  window.sessionStorage.clear();
  const uploads: string[] = [];
  stubUploads(uploads);
  const api = createTestApollo();
  const answered = new Set<PendingOperation>();
  const waiting = (name?: string) =>
    api.operations.filter((op) => !answered.has(op) && (!name || op.operationName === name));
  /** The oldest request of that name, once the form has sent it (a chain sends one by one). */
  const request = async (name: string) => {
    for (let tries = 0; tries < 20; tries++) {
      const op = waiting(name)[0];
      if (op) {
        answered.add(op);
        return op;
      }
      await elapse(0);
    }
    throw new Error(`the form sent no ${name}`);
  };
  const succeed = async (name: string, field: string) => {
    const op = await request(name);
    await answer(() => op.succeed({ [field]: { __typename: 'Loan', id: LOAN_ID } }));
  };
  /**
   * The page reads the collateral's photos whenever step 3 shows: none yet; and the product's day
   * once (the demo clock, whose day the paths are written for).
   */
  const answerPhotoLoads = async () => {
    for (const op of waiting(PHOTOS)) {
      answered.add(op);
      await answer(() => op.succeed({ loan: { __typename: 'Loan', id: LOAN_ID, bailPhotos: [] } }));
    }
    for (const op of waiting('DemoClock')) {
      answered.add(op);
      const demoClock = { __typename: 'DemoClock', now: `${APPLICATION_TODAY}T02:00:00.000Z` };
      await answer(() => op.succeed({ demoClock: { ...demoClock, offsetDays: 0 } }));
    }
  };
  renderPage(loanOf(editable), api.client);

  const heading = (key: string) => headingOf(words(key));
  const field = (key: string) => inputLabelled(words(key));
  const photosRegion = () => {
    const region = document.querySelector<HTMLElement>(
      `section[aria-label="${words('bailPhotos.title')}"]`,
    );
    if (!region) throw new Error('step 3 shows no photos');
    return region;
  };
  const confirmDialog = () => dialogTitled(words('borrowerFlow.confirm.title'));

  /** Clears the field and pastes the text (one change: the whole form renders per keystroke). */
  const typeInto = async (input: HTMLInputElement, text: string, shown = input.value) => {
    if (shown === text) return;
    const u = hands();
    await u.clear(input);
    if (text !== '') await u.paste(text);
  };

  /** Step 2's fields say what the facts say (its other fields keep the loan's data). */
  const fillLoanData = async (facts: FormFacts) => {
    const value = field('loanFields.applicationValue');
    if (value.disabled) return 'the fields are read-only';
    const defaults = applicationFacts();
    if (facts.requiredDate !== defaults.requiredDate) throw new Error('no path changes the date');
    if (facts.groupValid.loanData !== (facts.applicationValue !== '0')) {
      throw new Error('the paths break the loan data group by a zero value only');
    }
    await typeInto(value, facts.applicationValue, value.value.replace(/\D/g, ''));
    const name = facts.groupValid.personal ? VALID_NAME : SHORT_NAME;
    await typeInto(field('loanFields.fullName'), name);
    return `value ${facts.applicationValue}, name '${name}'`;
  };

  /** Step 3's fields say what the facts say: the estimate, the postal code, the certificate. */
  const fillCollateral = async (facts: FormFacts) => {
    const estimate = field('loanFields.estimatedValue');
    if (estimate.disabled) return 'the fields are read-only';
    const u = hands();
    await typeInto(estimate, facts.bailEstimatedValue, estimate.value.replace(/\D/g, ''));
    const postalCode = facts.groupValid.loanBail ? VALID_POSTAL_CODE : INVALID_POSTAL_CODE;
    await typeInto(field('loanFields.postalCode'), postalCode);
    const certificateLabel = words('loanFields.certificateFile');
    const remove = pageButtons().find(
      (b) => b.textContent === `${words('uploader.remove')}: ${certificateLabel}`,
    );
    let certificate = remove ? 'kept' : 'none';
    if (facts.certificateFile === '' && remove) {
      await u.click(remove);
      const dialog = dialogTitled(words('borrowerFlow.deleteFile.title'));
      if (!dialog) throw new Error('removing the certificate asks nothing');
      await u.click(buttonIn(dialog, words('borrowerFlow.deleteFile.confirm')));
      certificate = 'removed';
    } else if (facts.certificateFile !== '' && !remove) {
      if (facts.certificateFile !== CERTIFICATE) throw new Error('one certificate file only');
      const name = CERTIFICATE.split('/').at(-1) ?? 'certificate.pdf';
      const input = inputLabelled(certificateLabel);
      await u.upload(input, new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
      // The upload's answer, then the uploader's clear flag (100 ms).
      await elapse(0);
      await elapse(150);
      certificate = `uploaded ${uploads.at(-1)}`;
    }
    return `estimate ${facts.bailEstimatedValue}, postal code ${postalCode}, certificate ${certificate}`;
  };

  const take = async (event: AnyEvent): Promise<string> => {
    const u = hands();
    const facts = (event as { facts?: FormFacts }).facts;
    switch (event.type) {
      case 'form.next': {
        if (!facts) throw new Error('form.next without facts');
        const viewForm = pageButtons().find(
          (b) => b.textContent === words('borrowerFlow.overview.viewForm'),
        );
        if (viewForm) {
          await u.click(viewForm);
          return `presses '${viewForm.textContent}' on the overview`;
        }
        const intro = heading('loanApplication.introTitle');
        if (intro) {
          const section = intro.closest('section') as HTMLElement;
          await u.click(buttonIn(section, words('loanApplication.next')));
          return `presses '${words('loanApplication.next')}' on the introduction`;
        }
        if (heading('loanFields.loanDataTitle')) {
          const filled = await fillLoanData(facts);
          await u.click(pageButton(words('loanApplication.next')));
          return `step 2 (${filled}), presses '${words('loanApplication.next')}'`;
        }
        if (heading('loanFields.bailTitle')) {
          const filled = await fillCollateral(facts);
          const label = editable ? words('loanApplication.submit') : words('bailPhotos.next');
          await u.click(pageButton(label, photosRegion()));
          return `step 3 (${filled}), presses '${label}'`;
        }
        throw new Error('no Next on the screen');
      }
      case 'form.back': {
        const dialog = confirmDialog();
        if (dialog) {
          const back = words('borrowerFlow.confirm.back');
          await u.click(buttonIn(dialog, back));
          return `presses '${back}' in the confirmation`;
        }
        if (heading('loanFields.bailTitle')) {
          await u.click(pageButton(words('bailPhotos.back'), photosRegion()));
          return `presses '${words('bailPhotos.back')}' on step 3`;
        }
        await u.click(pageButton(words('loanApplication.back')));
        return `presses '${words('loanApplication.back')}'`;
      }
      case 'form.confirm': {
        const dialog = confirmDialog();
        if (!dialog) throw new Error('no confirmation on the screen');
        const send = words('borrowerFlow.confirm.send');
        await u.click(buttonIn(dialog, send));
        return `presses '${send}'`;
      }
      case 'borrower.save': {
        if (!facts) throw new Error('borrower.save without facts');
        const filled = await fillLoanData(facts);
        await u.click(pageButton(words('loanApplication.saveBorrower')));
        return `step 2 (${filled}), presses '${words('loanApplication.saveBorrower')}'`;
      }
      case 'bail.save': {
        if (!facts) throw new Error('bail.save without facts');
        const filled = await fillCollateral(facts);
        await u.click(pageButton(words('loanApplication.saveBail')));
        return `step 3 (${filled}), presses '${words('loanApplication.saveBail')}'`;
      }
      case 'save.succeeded':
        if (waiting('UpdateBail').length > 0) {
          await succeed('UpdateBail', 'updateBail');
          return 'the API saves the collateral (UpdateBail)';
        }
        await succeed('UpdateLoanData', 'updateLoanData');
        await succeed('UpdateBorrowerInfo', 'updateBorrowerInfo');
        return 'the API saves the loan data and the borrower (UpdateLoanData, UpdateBorrowerInfo)';
      case 'save.failed': {
        const name = waiting('UpdateBail').length > 0 ? 'UpdateBail' : 'UpdateLoanData';
        const op = await request(name);
        await answer(() => op.breakConnection());
        return `the connection breaks during ${name}`;
      }
      case 'submit.succeeded':
      case 'submit.failed': {
        await succeed('UpdateLoanData', 'updateLoanData');
        await succeed('UpdateBorrowerInfo', 'updateBorrowerInfo');
        await succeed('UpdateBail', 'updateBail');
        if (event.type === 'submit.succeeded') {
          await succeed('SubmitLoan', 'submitLoan');
          return 'the API saves the application and submits it';
        }
        const op = await request('SubmitLoan');
        const code = (event as { code?: string }).code ?? APPLICATION_SUBMIT_REFUSAL;
        await answer(() => op.fail(SUBMIT_REFUSED, code));
        return `the API saves the application and refuses SubmitLoan (${code})`;
      }
      default:
        throw new Error(`no step on the screen sends ${event.type}`);
    }
  };

  return {
    answerPhotoLoads,
    async take(event: AnyEvent) {
      const words = await take(event);
      await answerPhotoLoads();
      // The focus moves to the first invalid field 50 ms after a refused Next or Save.
      await elapse(60);
      await answerPhotoLoads();
      return words;
    },
    seen() {
      const parts: string[] = [];
      const stepper = document.querySelector('.mantine-Stepper-root');
      if (stepper) {
        const steps = [...stepper.querySelectorAll('.mantine-Stepper-step')];
        parts.push(`step ${steps.findIndex((s) => s.hasAttribute('data-progress')) + 1}`);
      }
      if (shows(words('borrowerFlow.overview.title'))) parts.push('overview');
      if (shows(words('loanApplication.submitted'))) parts.push('submitted');
      if (heading('loanApplication.introTitle')) parts.push('introduction');
      if (shows(words('loanApplication.readOnly'))) parts.push('read-only');
      if (shows(words('summary.title'))) parts.push('summary');
      if (heading('loanFields.loanDataTitle')) {
        const enabled = !field('loanFields.applicationValue').disabled;
        parts.push(`loan data fields ${enabled ? 'enabled' : 'disabled'}`);
      }
      if (heading('loanFields.bailTitle')) {
        const enabled = !field('loanFields.estimatedValue').disabled;
        parts.push(`collateral fields ${enabled ? 'enabled' : 'disabled'}`);
      }
      const labels = FORM_BUTTONS();
      const buttons = pageButtons()
        .filter((b) => labels.includes(b.textContent ?? ''))
        .map((b) => `'${b.textContent}' ${b.disabled ? 'disabled' : 'enabled'}`);
      parts.push(`buttons: ${buttons.join(', ') || 'none'}`);
      const errors = [...document.querySelectorAll('.mantine-InputWrapper-error')]
        .filter((e) => !e.closest('[role="dialog"]'))
        .map((e) => `${labelOf(e)}: ${e.textContent}`);
      parts.push(`errors: ${errors.join(' | ') || 'none'}`);
      if (shows(words('loanApplication.submitFailed', { message: SUBMIT_REFUSED }))) {
        parts.push('submit failed');
      }
      if (shows(words('loanApplication.submitting'))) parts.push('submitting');
      if (shows(words('loanApplication.end'))) parts.push('end');
      const dialog = confirmDialog();
      parts.push(
        dialog
          ? [
              `'${words('borrowerFlow.confirm.title')}' shown`,
              ...[words('borrowerFlow.confirm.back'), words('borrowerFlow.confirm.send')].map(
                (label) => {
                  const b = [...dialog.querySelectorAll('button')].find(
                    (x) => x.textContent === label,
                  );
                  return b ? `'${label}' ${b.disabled ? 'disabled' : 'enabled'}` : `no '${label}'`;
                },
              ),
            ].join(', ')
          : 'no dialog',
      );
      const requests = waiting().filter((op) => op.operationName !== PHOTOS);
      parts.push(
        `requests waiting: ${requests.map((op) => op.operationName).join(', ') || 'none'}`,
      );
      parts.push(`toasts: ${toasts().join(' | ') || 'none'}`);
      return parts.join('; ');
    },
  };
}

type Snapshot = Parameters<WebDriver['expected']>[0];

/** What the application form shows in a state of its machine. */
function applicationExpected(
  snapshot: Snapshot,
  actions: readonly Action[],
  _history: readonly Action[],
): string {
  const s = snapshot as Parameters<typeof currentStep>[0];
  const step = currentStep(s);
  const overview = showsOverview(s);
  const sending = isSending(s);
  const editableTag = s.hasTag('editable');
  const parts: string[] = [];
  if (!overview) parts.push(`step ${step}`);
  if (overview) parts.push('overview');
  if (s.matches('submitted')) parts.push('submitted');
  if (step === 1 && !overview) parts.push('introduction');
  if (isReadOnly(s) && !overview && step !== 4) parts.push('read-only');
  if (isSummaryVisible(s)) parts.push('summary');
  const fields = areFieldsEnabled(s) ? 'enabled' : 'disabled';
  if (step === 2) parts.push(`loan data fields ${fields}`);
  if (step === 3) parts.push(`collateral fields ${fields}`);
  const button = (key: string, disabled = false) =>
    `'${words(key)}' ${disabled ? 'disabled' : 'enabled'}`;
  const buttons: string[] = [];
  if (overview && s.matches('introduction')) buttons.push(button('borrowerFlow.overview.viewForm'));
  if (step === 1 && !overview) buttons.push(button('loanApplication.next'));
  if (step === 2) {
    buttons.push(button('loanApplication.back', sending));
    if (editableTag) {
      buttons.push(
        button(sending ? 'loanApplication.saving' : 'loanApplication.saveBorrower', sending),
      );
    }
    buttons.push(button('loanApplication.next', sending));
  }
  if (step === 3) {
    if (editableTag) {
      const saving = s.matches({ editing: 'savingBail' });
      buttons.push(button(saving ? 'loanApplication.saving' : 'loanApplication.saveBail', sending));
    }
    buttons.push(button('bailPhotos.back', sending));
    buttons.push(button(editableTag ? 'loanApplication.submit' : 'bailPhotos.next', sending));
  }
  if (s.matches({ viewing: 'end' })) buttons.push(button('loanApplication.back'));
  parts.push(`buttons: ${buttons.join(', ') || 'none'}`);
  const refusal = refusalMessage(s);
  const errors: string[] = [];
  if (refusal) {
    if (refusal.refusal.rule === 'GROUP_INVALID') {
      const { label, message } = GROUP_FIELD[refusal.refusal.group];
      errors.push(`${label}: ${message}`);
    } else if (refusal.field && refusal.messageKey) {
      errors.push(
        `${words(RULE_FIELD_LABELS[refusal.field] ?? '?')}: ${words(refusal.messageKey)}`,
      );
    }
  }
  parts.push(`errors: ${errors.join(' | ') || 'none'}`);
  if (s.context.submitError && step === 3) parts.push('submit failed');
  if (s.matches({ editing: 'submitting' })) parts.push('submitting');
  if (s.matches({ viewing: 'end' })) parts.push('end');
  parts.push(
    isConfirming(s)
      ? [
          `'${words('borrowerFlow.confirm.title')}' shown`,
          `'${words('borrowerFlow.confirm.back')}' enabled`,
          `'${words('borrowerFlow.confirm.send')}' enabled`,
        ].join(', ')
      : 'no dialog',
  );
  const requests = s.matches({ editing: 'savingBail' })
    ? 'UpdateBail'
    : s.matches({ editing: 'savingBorrower' }) ||
        s.matches({ editing: 'savingLoanData' }) ||
        s.matches({ editing: 'submitting' })
      ? 'UpdateLoanData'
      : 'none';
  parts.push(`requests waiting: ${requests}`);
  const toastWords = toastsOf(actions, (p) => words((p as { messageKey: string }).messageKey));
  parts.push(`toasts: ${toastWords.join(' | ') || 'none'}`);
  return parts.join('; ');
}

export const applicationFormDriver: WebDriver = {
  machine: applicationForm,
  mount: async (input) => {
    const { editable } = input as { editable: boolean };
    const shown = applicationScreen(editable);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await shown.answerPhotoLoads();
    return shown;
  },
  expected: applicationExpected,
};
