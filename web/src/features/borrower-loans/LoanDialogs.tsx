// The borrower's dialogs on the loan screen, each driven by its machine (machines/dialogs via
// dialog-logic.ts): cancel the submission ('Batalkan Pengajuan'), answer the offer, and the
// completion of the disbursement approval after signing (event=signing_complete).
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  confirmLabelKey,
  isConsentMissing,
  isOpen,
  isReasonMissing,
  isSending,
} from '../../../../machines/dialogs/dialogs.selectors.ts';
import type { OfferDecision } from '../../../../machines/dialogs/dialogs.types.ts';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { RupiahText } from '../../components/RupiahText.tsx';
import {
  AcceptOfferDocument,
  CancelSubmissionDocument,
  ConfirmDisbursementSigningDocument,
  DeclineOfferDocument,
} from '../../generated/graphql.ts';
import { i18n } from '../../i18n.ts';
import {
  cancelSubmissionLogic,
  clearStoredDisbursement,
  completeDisbursementLogic,
  readStoredDisbursement,
  respondOfferLogic,
  type Toast,
} from './dialog-logic.ts';
import { type OfferLoan, OfferTerms } from './OfferTerms.tsx';

const toast: Toast = (tone, messageKey) =>
  tone === 'success' ? notifySuccess(i18n.t(messageKey)) : notifyError(i18n.t(messageKey));

/** Spec §2: 'Batalkan Pengajuan' shows the amount requested; Close and 'Batalkan'. */
export function CancelSubmissionButton({
  loanId,
  applicationValue,
  visible,
}: {
  loanId: string;
  applicationValue: string;
  /**
   * Whether the button shows (the machine allows the cancel). The dialog stays mounted after a
   * cancel, when the button is gone, so that its 200 ms wait and navigation still run.
   */
  visible: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [cancelLoan] = useMutation(CancelSubmissionDocument);
  const [reason, setReason] = useState('');
  const effects = useRef({ cancelLoan, navigate });
  effects.current = { cancelLoan, navigate };
  const [snapshot, send] = useActor(
    cancelSubmissionLogic(() => ({
      cancel: (text) => effects.current.cancelLoan({ variables: { id: loanId, reason: text } }),
      toast,
      navigate: (to) => void effects.current.navigate(to),
      onSucceeded: () => undefined,
    })),
  );
  const sending = isSending(snapshot);

  return (
    <>
      {visible && (
        <Button color="red" variant="light" onClick={() => send({ type: 'dialog.open' })}>
          {t('loanApplication.cancel')}
        </Button>
      )}
      <Modal
        opened={isOpen(snapshot)}
        onClose={() => send({ type: 'dialog.close' })}
        title={t('dialogs.cancel.title')}
        withCloseButton={false}
        closeOnClickOutside={!sending}
        closeOnEscape={!sending}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'dialog.confirm', reason });
          }}
        >
          <Stack gap="md">
            <Text>
              {t('dialogs.cancel.text')} <RupiahText value={applicationValue} decimals={2} />
            </Text>
            <AutosizeTextarea
              label={t('dialogs.reason')}
              withAsterisk
              aria-required
              minRows={3}
              data-autofocus
              value={reason}
              disabled={sending}
              error={isReasonMissing(snapshot) ? t('validation.required') : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={sending}
                onClick={() => send({ type: 'dialog.close' })}
              >
                {t('common.close')}
              </Button>
              {/* The destructive button says what it does (issue 14): not a bare "Cancel"
                  beside "Close". */}
              <Button type="submit" color="red" disabled={sending}>
                {sending ? t(confirmLabelKey('cancel', snapshot)) : t('borrowerFlow.cancelConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * The borrower accepts or declines the offer (APPROVAL_BORROWER). Accepting shows the full terms
 * and the repayment schedule, and needs the consent tick (the machine refuses without it; so does
 * the API).
 */
export function OfferButtons({
  loanId,
  offer,
  canAccept,
  canDecline,
}: {
  loanId: string;
  offer: OfferLoan;
  canAccept: boolean;
  canDecline: boolean;
}) {
  const { t } = useTranslation();
  const [acceptOffer] = useMutation(AcceptOfferDocument);
  const [declineOffer] = useMutation(DeclineOfferDocument);
  const calls = useRef({ acceptOffer, declineOffer });
  calls.current = { acceptOffer, declineOffer };
  const [snapshot, send] = useActor(
    respondOfferLogic(() => ({
      respond: (decision: OfferDecision) =>
        decision === 'accept'
          ? calls.current.acceptOffer({ variables: { id: loanId, consent: true } })
          : calls.current.declineOffer({ variables: { id: loanId } }),
      toast,
      // The mutation returns the loan: the cache refreshes the screen.
      onSucceeded: () => undefined,
    })),
  );
  const sending = isSending(snapshot);
  const accepting = snapshot.context.decision === 'accept';
  const key = accepting ? 'acceptOffer' : 'declineOffer';
  const consentErrorId = useId();

  return (
    <>
      {canAccept && (
        <Button onClick={() => send({ type: 'dialog.open', decision: 'accept' })}>
          {t('loanApplication.acceptOffer')}
        </Button>
      )}
      {canDecline && (
        <Button
          color="red"
          variant="light"
          onClick={() => send({ type: 'dialog.open', decision: 'decline' })}
        >
          {t('loanApplication.declineOffer')}
        </Button>
      )}
      <Modal
        opened={isOpen(snapshot)}
        onClose={() => send({ type: 'dialog.close' })}
        title={t(`dialogs.${key}.title`)}
        withCloseButton={false}
        closeOnClickOutside={!sending}
        closeOnEscape={!sending}
        size={accepting ? 'xl' : 'md'}
        centered
      >
        <Stack gap="md">
          {accepting ? (
            <>
              <Text>{t('borrowerFlow.offer.acceptText')}</Text>
              <OfferTerms loan={offer} />
              <Checkbox
                label={t('borrowerFlow.offer.consent')}
                checked={snapshot.context.consent}
                disabled={sending}
                aria-describedby={isConsentMissing(snapshot) ? consentErrorId : undefined}
                error={
                  isConsentMissing(snapshot) ? (
                    <span id={consentErrorId}>{t('borrowerFlow.offer.consentMissing')}</span>
                  ) : undefined
                }
                onChange={(event) =>
                  send({ type: 'consent.change', given: event.currentTarget.checked })
                }
              />
            </>
          ) : (
            <Text>
              {t('borrowerFlow.offer.declineText')}{' '}
              <RupiahText value={offer.applicationValue} decimals={2} />
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={sending}
              onClick={() => send({ type: 'dialog.close' })}
            >
              {t('common.close')}
            </Button>
            <Button
              color={accepting ? undefined : 'red'}
              disabled={sending}
              onClick={() => send({ type: 'dialog.confirm' })}
            >
              {t(sending ? `dialogs.${key}.sending` : `dialogs.${key}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * Back from signing with event=signing_complete: with stored disbursement parameters the
 * dialog opens and runs the approval at once ('Menyetujui disbursement...').
 */
export function CompleteDisbursementDialog({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [confirmSigning] = useMutation(ConfirmDisbursementSigningDocument);
  const calls = useRef({ confirmSigning });
  calls.current = { confirmSigning };
  const [snapshot, send] = useActor(
    completeDisbursementLogic(() => ({
      approve: (stored) =>
        calls.current.confirmSigning({ variables: { id: String(stored.loanId) } }),
      clearStored: () => clearStoredDisbursement(window.localStorage),
      toast,
      onSucceeded: () => undefined,
    })),
  );

  useEffect(() => {
    if (active) send({ type: 'dialog.open', stored: readStoredDisbursement(window.localStorage) });
  }, [active, send]);

  return (
    <Modal
      opened={isOpen(snapshot)}
      onClose={() => undefined}
      title={t('dialogs.completeDisbursement.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Group gap="sm">
        <Loader size={15} color="green" />
        <Text>{t('dialogs.completeDisbursement.sending')}</Text>
      </Group>
    </Modal>
  );
}
