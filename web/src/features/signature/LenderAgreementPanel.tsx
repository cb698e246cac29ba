// 'Perjanjian pemberi dana' (the lender agreement, OJK POJK 10/2022): a lender's agreement with
// the platform, signed once at the signature provider. Whether it is signed, and when, is read
// from the documents she signs (kind LENDER_AGREEMENT); while it is not, the button starts the
// signing and sends the browser to the provider, which sends it back to this page, where
// SigningReturnNotice reports the return and the documents are read again. A document found
// signed already when the button is pressed is read again rather than told as a failure; any
// other refusal is the spec's 'Gagal melakukan request docusign' (§8), in a toast.
import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { StartSigningButton } from '../../components/StartSigningButton.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  type SigningDocumentFieldsFragment,
  SigningDocumentsDocument,
  StartLenderAgreementSigningDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

/** Where the provider sends the browser back: this page. */
const RETURN_PATH = '/signature';

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

  if (agreement?.signed) {
    return (
      <Text fw={600} c="teal.9" data-testid="lender-agreement-state">
        {t('signing.lenderAgreement.signedOn', { date: formatDateTime(agreement.signedAt) })}
      </Text>
    );
  }

  const sign = async () => {
    const { data } = await start({ variables: { returnUrl: RETURN_PATH } });
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
