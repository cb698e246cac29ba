// The borrower's disbursement signing (spec §3, §7 POST /sign/lender with a returnUrl): the button
// that saves the signing session locally ({loanId, returnAddress}) and sends the browser to the
// provider's signing page, and the message shown when the provider sends it back with an event
// other than signing_complete (declined, cancelled, timed out, …), which the document records
// while the loan stays as it is. signing_complete is the completion dialog's (LoanDialogs.tsx).
import { useMutation } from '@apollo/client/react';
import { Alert, Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signingMessageTexts } from '../../../../machines/signature/document-signing.labels.ts';
import { RETURN_EVENTS } from '../../../../machines/signature/document-signing.machine.ts';
import type { ReturnEvent } from '../../../../machines/signature/document-signing.types.ts';
import { notifyError } from '../../components/notify.ts';
import { outcomeUnknown, problemText, serverProblem } from '../../components/server-errors.ts';
import {
  ReportDisbursementSigningReturnDocument,
  StartDisbursementSigningDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { signingReturnUrl, writeStoredDisbursement } from './dialog-logic.ts';

/** 'Tanda tangani perjanjian pinjaman': shown while the loan machine offers signDisbursement. */
export function SignDisbursementButton({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const [start] = useMutation(StartDisbursementSigningDocument);
  const [leaving, setLeaving] = useState(false);

  const sign = async () => {
    setLeaving(true);
    const returnAddress = signingReturnUrl(window.location.origin, loanId);
    writeStoredDisbursement(window.localStorage, { loanId: Number(loanId), returnAddress });
    try {
      const { data } = await start({ variables: { id: loanId, returnUrl: returnAddress } });
      const url = data?.startDisbursementSigning.url;
      if (!url) throw new Error('no signing URL');
      window.location.assign(url);
    } catch (error) {
      setLeaving(false);
      // Spec §8: 'Gagal melakukan request docusign' — for the provider's failure
      // (SIGNING_REQUEST_FAILED) and a request whose outcome is unknown. A refusal that says what
      // is missing (the bank account not yet validated…) is shown in its own words: the
      // generic failure left the borrower with no next step.
      const problem = serverProblem(error);
      notifyError(
        problem.code === 'DISBURSEMENT_NOT_READY'
          ? t('disbursementSigning.notReady')
          : problem.code === 'SIGNING_REQUEST_FAILED' || outcomeUnknown(problem) || !problem.message
            ? t('disbursementSigning.requestFailed')
            : problemText(t, problem),
      );
    }
  };

  return (
    <Button loading={leaving} onClick={() => void sign()}>
      {t('disbursementSigning.sign')}
    </Button>
  );
}

/**
 * Back from the provider with an event other than signing_complete: its message, in words, and
 * the event reported once so that the signing document records it.
 */
export function SigningReturnNotice({ loanId, event }: { loanId: string; event: ReturnEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [report] = useMutation(ReportDisbursementSigningReturnDocument);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    // The document records the return; nothing on the loan changes, so a failure is not shown.
    report({ variables: { id: loanId, event } }).catch(() => undefined);
  }, [report, loanId, event]);

  const message = signingMessageTexts[RETURN_EVENTS[event].message];
  return (
    <Alert
      color={event === 'cancel' ? 'gray' : 'yellow'}
      role="status"
      title={t('disbursementSigning.returnTitle')}
      data-testid="signing-return"
    >
      {message[language]}. {t('disbursementSigning.signAgain')}
    </Alert>
  );
}
