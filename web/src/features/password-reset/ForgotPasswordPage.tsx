// Forgotten password: the e-mail of the account. The answer is the same whether or not the
// e-mail belongs to an account, so that nobody learns who is registered.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DemoOutboxLink } from '../../components/DemoOutboxLink.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { ForgotPasswordDocument } from '../../generated/graphql.ts';

const forgotSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('emailInvalid')),
});

type ForgotForm = z.input<typeof forgotSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [forgotPassword] = useMutation(ForgotPasswordDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ServerProblem | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm, unknown, z.output<typeof forgotSchema>>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      await forgotPassword({ variables: values });
      setSent(true);
    } catch (error) {
      setFailure(showServerProblem(error, setError, ['email']));
    }
  });

  return (
    <SignedOutPage
      title={t('forgotPassword.title')}
      below={
        <Stack gap={4} align="center">
          <Anchor component={Link} to="/" size="sm">
            {t('forgotPassword.backToLogin')}
          </Anchor>
          <DemoOutboxLink />
        </Stack>
      }
    >
      <Text size="sm">{t('forgotPassword.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {sent && (
            <Alert color="teal" role="status">
              {t('forgotPassword.sent')}
            </Alert>
          )}
          <ProblemAlert problem={failure} />
          <TextInput
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errorText(errors.email)}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
    </SignedOutPage>
  );
}
