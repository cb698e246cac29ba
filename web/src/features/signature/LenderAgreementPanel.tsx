// 'Perjanjian pemberi dana' (the lender agreement, OJK POJK 10/2022): a lender's agreement with
// the platform, signed once at the signature provider. Whether it is signed, and when, is read
// from the documents she signs (kind LENDER_AGREEMENT); while it is not, the button starts the
// signing and sends the browser to the provider, which sends it back to this page, where
// SigningReturnNotice reports the return and the documents are read again. A lender sent here
// from a loan she could not fund yet (`?loan=<id>`, the fund form's link) keeps that through the
// provider and, once signed, is offered the way back to it. A document found
// signed already when the button is pressed is read again rather than told as a failure; any
// other refusal is the spec's 'Gagal melakukan request docusign' (§8), in a toast.
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { StartSigningButton } from '../../components/StartSigningButton.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { ownReturnPath } from '../../components/signing-return.ts';
import {
  type SigningDocumentFieldsFragment,
  SigningDocumentsDocument,
  StartLenderAgreementSigningDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

/** The loan a lender came from (`?loan=<id>`, a loan id only), or null. */
function loanCameFrom(search: string): string | null {
  const loan = new URLSearchParams(search).get('loan');
  return loan && /^[1-9]\d{0,17}$/.test(loan) ? loan : null;
}

/** The lender agreement: the signed one if any, else the newest (the list is newest first). */
function lenderAgreementOf(
  documents: readonly SigningDocumentFieldsFragment[],
): SigningDocumentFieldsFragment | null {
  const agreements = documents.filter((document) => document.kind === 'LENDER_AGREEMENT');
  return agreements.find((document) => document.signed) ?? agreements[0] ?? null;
}

export function LenderAgreementPanel() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(SigningDocumentsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.signingDocuments;
  return (
    <Panel title={t('signing.kinds.LENDER_AGREEMENT')} titleMb="xs">
      {documents ? (
        <LenderAgreement
          agreement={lenderAgreementOf(documents)}
          readAgain={() => void refetch().catch(() => undefined)}
        />
      ) : loading ? (
        <PageLoading />
      ) : (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
    </Panel>
  );
}

function LenderAgreement({
  agreement,
  readAgain,
}: {
  agreement: SigningDocumentFieldsFragment | null;
  readAgain: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stateId = useId();
  const [start] = useMutation(StartLenderAgreementSigningDocument);
  const location = useLocation();
  const loan = loanCameFrom(location.search);

  if (agreement?.signed) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text fw={600} c="teal.9" data-testid="lender-agreement-state">
          {t('signing.lenderAgreement.signedOn', { date: formatDateTime(agreement.signedAt) })}
        </Text>
        {loan && (
          <Anchor component={Link} to={`/lender/loans/${loan}`} size="sm" fw={600}>
            {t('signing.lenderAgreement.backToLoan', { id: loan })}
          </Anchor>
        )}
      </Stack>
    );
  }

  const sign = async () => {
    // Back to this page as it is (with the loan she came from), without an earlier return's
    // parameters.
    const { data } = await start({ variables: { returnUrl: ownReturnPath(location) } });
    return data?.startLenderAgreementSigning.url ?? null;
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('signing.lenderAgreement.hint')}</Text>
      <div id={stateId} data-testid="lender-agreement-state">
        <Text fw={600}>{agreement ? agreement.label[language] : t('signing.notSigned')}</Text>
        {agreement?.message && (
          <Text size="sm" c="dimmed">
            {agreement.message.text[language]}
          </Text>
        )}
      </div>
      <StartSigningButton
        start={sign}
        onAlreadySigned={readAgain}
        onFailure={() => notifyError(t('signing.requestFailed'))}
        label={t('signing.signAgreement')}
        describedBy={stateId}
      />
    </Stack>
  );
}
