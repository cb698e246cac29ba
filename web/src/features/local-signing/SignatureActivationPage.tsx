// The built-in provider's activation link (the PSrE's imitation, issue 18): the registration
// e-mail links to /sign/local/activate?token=…; this page posts the token and says the result.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageState.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import { activateSignature, SigningError } from './local-signing-client.ts';

type Outcome = 'activating' | 'activated' | 'ACTIVATION_UNKNOWN' | 'ACTIVATION_EXPIRED' | 'failed';

/** One activation per token, however often the page mounts (the link is used once). */
const activations = new Map<string, Promise<Outcome>>();
function activateOnce(token: string): Promise<Outcome> {
  const known = activations.get(token);
  if (known) return known;
  const outcome = activateSignature(token).then(
    (): Outcome => 'activated',
    (error: unknown): Outcome =>
      error instanceof SigningError &&
      (error.code === 'ACTIVATION_UNKNOWN' || error.code === 'ACTIVATION_EXPIRED')
        ? error.code
        : 'failed',
  );
  activations.set(token, outcome);
  return outcome;
}

export function SignatureActivationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const wellFormed = /^[\w-]{20,100}$/.test(token);
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? 'activating' : 'ACTIVATION_UNKNOWN');

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    void activateOnce(token).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [token, wellFormed]);

  return (
    <SignedOutPage
      title={t('signatureActivation.title')}
      below={
        <Anchor component={Link} to="/" size="sm" ta="center">
          {t('signatureActivation.toLogin')}
        </Anchor>
      }
    >
      <Text size="sm" c="dimmed">
        {t('localSigning.provider')}
      </Text>
      {outcome === 'activating' && (
        <Stack gap="xs">
          <Text role="status">{t('signatureActivation.activating')}</Text>
          <PageLoading />
        </Stack>
      )}
      {outcome === 'activated' && (
        <Alert color="teal" role="status">
          {t('signatureActivation.activated')}
        </Alert>
      )}
      {outcome !== 'activating' && outcome !== 'activated' && (
        <Alert color="red" role="alert">
          {t(`signatureActivation.${outcome}`)}
        </Alert>
      )}
    </SignedOutPage>
  );
}
