// Unsubscribe without logging in (the link in an e-mail's footer): the account's e-mail and
// password confirm it. Signed-in users switch the subscription on their account page.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { UnsubscribeDocument } from '../../generated/graphql.ts';

const unsubscribeSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(z.email('emailInvalid')),
  password: z.string().min(1, 'required'),
});

type UnsubscribeValues = z.input<typeof unsubscribeSchema>;

export function UnsubscribePage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [unsubscribe] = useMutation(UnsubscribeDocument);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ServerProblem | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UnsubscribeValues, unknown, z.output<typeof unsubscribeSchema>>({
    resolver: zodResolver(unsubscribeSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await unsubscribe({ variables: values });
      setDone(true);
    } catch (error) {
      setFailure(showServerProblem(error, setError, ['email', 'password']));
    }
  });

  return (
    <SignedOutPage
      title={t('unsubscribe.title')}
      below={
        <Anchor component={Link} to="/" size="sm" ta="center">
          {t('unsubscribe.backToLogin')}
        </Anchor>
      }
    >
      {done ? (
        <Alert color="teal" role="status">
          {t('unsubscribe.done')}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('unsubscribe.intro')}</Text>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <ProblemAlert problem={failure} />
              <TextInput
                label={t('unsubscribe.email')}
                type="email"
                autoComplete="username"
                withAsterisk
                error={errorText(errors.email)}
                {...register('email')}
              />
              <PasswordInput
                label={t('unsubscribe.password')}
                autoComplete="current-password"
                withAsterisk
                error={errorText(errors.password)}
                {...register('password')}
              />
              <Button type="submit" loading={isSubmitting}>
                {t('unsubscribe.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </SignedOutPage>
  );
}
