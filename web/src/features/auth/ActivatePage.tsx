// Activation: the e-mail and the 6-digit code sent to it at registration; on success the login
// page, with a toast saying the account is active.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CODE_MAIL_COOLDOWN_MS } from '../../../../machines/account/activation.ts';
import { DemoOutboxLink } from '../../components/DemoOutboxLink.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { ActivateAccountDocument, ResendActivationCodeDocument } from '../../generated/graphql.ts';

const activateSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('emailInvalid')),
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{6}$/, 'codeDigits'),
});

type ActivateForm = z.input<typeof activateSchema>;

/** The API mails a new code at most once a minute (the activation rule's): the button waits as long. */
const RESEND_WAIT_SECONDS = CODE_MAIL_COOLDOWN_MS / 1000;

export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorText = useFieldErrorText();
  const [activate] = useMutation(ActivateAccountDocument);
  const [failure, setFailure] = useState<ServerProblem | null>(null);
  const initialEmail = searchParams.get('email') ?? '';
  const [resend, { loading: resending }] = useMutation(ResendActivationCodeDocument);
  const [resent, setResent] = useState(false);
  const [waitSeconds, setWaitSeconds] = useState(0);

  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ActivateForm, unknown, z.output<typeof activateSchema>>({
    resolver: zodResolver(activateSchema),
    defaultValues: { email: initialEmail, code: '' },
  });

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = window.setTimeout(() => setWaitSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [waitSeconds]);

  // A new code for the e-mail typed above: the code field's own rule is not asked.
  const sendNewCode = async () => {
    if (!(await trigger('email'))) return;
    setFailure(null);
    try {
      await resend({ variables: { email: getValues('email').trim() } });
      setResent(true);
      setWaitSeconds(RESEND_WAIT_SECONDS);
    } catch (error) {
      setFailure(showServerProblem(error, setError, ['email']));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await activate({ variables: values });
      notifySuccess(t('activate.success'));
      void navigate('/', { state: { email: values.email } });
    } catch (error) {
      setFailure(showServerProblem(error, setError, ['email', 'code']));
    }
  });

  return (
    <SignedOutPage
      title={t('activate.title')}
      below={
        <Stack gap={4} align="center">
          <Anchor component={Link} to="/" size="sm">
            {t('activate.backToLogin')}
          </Anchor>
          <DemoOutboxLink />
        </Stack>
      }
    >
      <Text size="sm">{t('activate.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ProblemAlert problem={failure} />
          <TextInput
            label={t('activate.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errorText(errors.email)}
            {...register('email')}
          />
          <TextInput
            label={t('activate.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
            error={errorText(errors.code)}
            {...register('code')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('activate.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={6}>
        <Text size="sm">{t('activate.noCode')}</Text>
        <Button
          variant="light"
          onClick={() => void sendNewCode()}
          loading={resending}
          disabled={waitSeconds > 0}
        >
          {t('activate.resend')}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {resent ? t('activate.resent') : ''}
          {waitSeconds > 0 ? ` ${t('activate.resendWait', { seconds: waitSeconds })}` : ''}
        </Text>
      </Stack>
    </SignedOutPage>
  );
}
