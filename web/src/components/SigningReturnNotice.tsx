// Back from the signature provider: the address carries ?signingDocument=<id>&event=<…>. The
// page reports the return (the API confirms it with the provider before anything changes),
// takes the parameters out of the address, and says how it went: signed, or the event's own
// message (declined, cancelled, session timed out, link expired, an error). The screens' data
// is read again afterwards, so their agreements show the new state.
import { useMutation } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportSigningReturnDocument } from '../generated/graphql.ts';
import { errorMessage } from './server-errors.ts';
import { SIGNING_DOCUMENT_PARAM, SIGNING_EVENT_PARAM } from './signing-return.ts';

type Outcome = { tone: 'signed' | 'unsigned' | 'failed'; text: string };

const EVENT_KEYS = {
  signing_complete: 'signing.returnEvents.signing_complete',
  decline: 'signing.returnEvents.decline',
  cancel: 'signing.returnEvents.cancel',
  session_timeout: 'signing.returnEvents.session_timeout',
  ttl_expired: 'signing.returnEvents.ttl_expired',
  exception: 'signing.returnEvents.exception',
} as const;

const isKnownEvent = (event: string): event is keyof typeof EVENT_KEYS => event in EVENT_KEYS;

export function SigningReturnNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [report] = useMutation(ReportSigningReturnDocument, { refetchQueries: 'active' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reported = useRef<string | null>(null);
  const documentId = params.get(SIGNING_DOCUMENT_PARAM);
  const event = params.get(SIGNING_EVENT_PARAM);

  useEffect(() => {
    if (!documentId || !event) return;
    const key = `${documentId}:${event}`;
    if (reported.current === key) return;
    reported.current = key;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SIGNING_DOCUMENT_PARAM);
        next.delete(SIGNING_EVENT_PARAM);
        return next;
      },
      { replace: true },
    );
    void report({ variables: { documentId, event } })
      .then(({ data }) => {
        const answer = data?.reportSigningReturn;
        if (answer?.document.signed) {
          setOutcome({ tone: 'signed', text: t('signing.returnEvents.signing_complete') });
          return;
        }
        if (event === 'signing_complete') {
          setOutcome({ tone: 'unsigned', text: t('signing.notConfirmed') });
          return;
        }
        setOutcome({
          tone: event === 'exception' ? 'failed' : 'unsigned',
          text: isKnownEvent(event) ? t(EVENT_KEYS[event]) : t('signing.returnEvents.other'),
        });
      })
      .catch((error: unknown) =>
        setOutcome({ tone: 'failed', text: errorMessage(error, t('common.genericError')) }),
      );
  }, [documentId, event, report, setParams, t]);

  if (!outcome) return null;
  const color = { signed: 'teal', unsigned: 'yellow', failed: 'red' }[outcome.tone];
  return (
    <Alert
      color={color}
      role={outcome.tone === 'failed' ? 'alert' : 'status'}
      data-testid="signing-outcome"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setOutcome(null)}
    >
      {outcome.text}
    </Alert>
  );
}
