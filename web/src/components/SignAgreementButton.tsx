// 'Tanda tangani perjanjian': starts signing a lender's investment agreement and sends the
// browser to the provider's signing page (StartSigningButton); the provider sends it back to this
// page with ?signingDocument=&event= (SigningReturnNotice reads it). A provider that does not
// start the signing is told in the spec's words ('Gagal melakukan request docusign'), by its
// error code.
import { useMutation } from '@apollo/client/react';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartInvestmentSigningDocument } from '../generated/graphql.ts';
import { StartSigningButton } from './StartSigningButton.tsx';
import { errorMessage, hasErrorCode } from './server-errors.ts';
import { ownReturnPath } from './signing-return.ts';

export function SignAgreementButton({
  fundingId,
  size = 'sm',
  describedBy,
}: {
  fundingId: string;
  size?: 'xs' | 'sm' | 'md';
  /** The id of the text saying which agreement the button signs. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [start] = useMutation(StartInvestmentSigningDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const sign = async () => {
    setFailure(null);
    const { data } = await start({
      variables: { fundingId, returnUrl: ownReturnPath(window.location) },
    });
    const url = data?.startInvestmentSigning.url;
    if (!url) throw new Error(t('signing.requestFailed'));
    return url;
  };

  return (
    <Stack gap={4} align="flex-start">
      <StartSigningButton
        start={sign}
        onFailure={(error) =>
          setFailure(
            hasErrorCode(error, 'SIGNING_REQUEST_FAILED')
              ? t('signing.requestFailed')
              : errorMessage(error, t('common.genericError')),
          )
        }
        label={t('signing.signAgreement')}
        size={size}
        describedBy={describedBy}
      />
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
