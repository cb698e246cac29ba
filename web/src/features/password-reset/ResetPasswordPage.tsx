// Reset password: the link from the e-mail carries the token (?token=…); the person sets a new
// password that follows the shared rules, then logs in with it.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { notifySuccess } from '../../components/notify.ts';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../components/PasswordChecklist.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { checkNewPassword } from '../../components/password-fields.ts';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { ResetPasswordDocument } from '../../generated/graphql.ts';

const resetSchema = z
  .object({
    newPassword: z.string().min(1, 'required'),
    confirmPassword: z.string().min(1, 'required'),
  })
  .superRefine((values, ctx) =>
    checkNewPassword({ password: values.newPassword, confirmation: values.confirmPassword }, ctx, {
      passwordField: 'newPassword',
      confirmField: 'confirmPassword',
    }),
  );

type ResetValues = z.input<typeof resetSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <SignedOutPage title={t('resetPassword.title')}>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('resetPassword.missingToken')}{' '}
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('resetPassword.requestNew')}
          </Anchor>
        </Alert>
      ) : (
        <ResetForm token={token} />
      )}
    </SignedOutPage>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [failure, setFailure] = useState<ServerProblem | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { token, ...values } });
      notifySuccess(t('resetPassword.success'));
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(showServerProblem(error, setError, ['newPassword', 'confirmPassword']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ProblemAlert problem={failure}>
          {failure?.code === 'RESET_TOKEN_INVALID' && (
            <>
              {' '}
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('resetPassword.requestNew')}
              </Anchor>
            </>
          )}
        </ProblemAlert>
        <PasswordInput
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          withAsterisk
          inputWrapperOrder={CHECKLIST_ORDER}
          description={<PasswordChecklist password={watch('newPassword')} person="unknown" />}
          error={errorText(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          error={errorText(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
