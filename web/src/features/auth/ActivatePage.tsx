// Activation: the e-mail and the 6-digit code sent to it at registration; on success the login
// page, with a toast saying the account is active.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { DemoOutboxLink } from '../../components/DemoOutboxLink.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { ActivateAccountDocument } from '../../generated/graphql.ts';

const activateSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('emailInvalid')),
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{6}$/, 'codeDigits'),
});

type ActivateForm = z.input<typeof activateSchema>;

export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorText = useFieldErrorText();
  const [activate] = useMutation(ActivateAccountDocument);
  const [failure, setFailure] = useState<ServerProblem | null>(null);
  const initialEmail = searchParams.get('email') ?? '';

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivateForm, unknown, z.output<typeof activateSchema>>({
    resolver: zodResolver(activateSchema),
    defaultValues: { email: initialEmail, code: '' },
  });

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
    </SignedOutPage>
  );
}
