// Change password (signed in): the old one, and a new one that follows the shared rules. Shows
// the six-month warning when the password is old.
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { notifySuccess } from '../../components/notify.ts';
import { PasswordAgeWarning } from '../../components/PasswordAgeWarning.tsx';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../components/PasswordChecklist.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { checkNewPassword } from '../../components/password-fields.ts';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { ChangePasswordDocument, PasswordAgeDocument } from '../../generated/graphql.ts';
import { useSession } from '../../session.ts';

function changeSchema(person: { fullName: string; email: string }) {
  return z
    .object({
      oldPassword: z.string().min(1, 'required'),
      newPassword: z.string().min(1, 'required'),
      confirmPassword: z.string().min(1, 'required'),
    })
    .superRefine((values, ctx) =>
      checkNewPassword(
        { password: values.newPassword, confirmation: values.confirmPassword, ...person },
        ctx,
        { passwordField: 'newPassword', confirmField: 'confirmPassword' },
      ),
    );
}

type ChangeSchema = ReturnType<typeof changeSchema>;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const errorText = useFieldErrorText();
  const fullName = session?.user.fullName ?? '';
  const email = session?.user.email ?? '';
  const person = useMemo(() => ({ fullName, email }), [fullName, email]);
  const schema = useMemo(() => changeSchema(person), [person]);
  const [changePassword] = useMutation(ChangePasswordDocument, {
    refetchQueries: [PasswordAgeDocument],
  });
  const [failure, setFailure] = useState<ServerProblem | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<ChangeSchema>, unknown, z.output<ChangeSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword({ variables: values });
      reset();
      notifySuccess(t('changePassword.success'));
    } catch (error) {
      setFailure(
        showServerProblem(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']),
      );
    }
  });

  return (
    <Stack gap="lg" maw={520}>
      <Group>
        <Anchor component={Link} to="/account" size="sm">
          {t('common.back')}
        </Anchor>
      </Group>
      <Title order={1}>{t('changePassword.title')}</Title>
      <PasswordAgeWarning withLink={false} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ProblemAlert problem={failure} />
            <PasswordInput
              label={t('changePassword.oldPassword')}
              autoComplete="current-password"
              withAsterisk
              error={errorText(errors.oldPassword)}
              {...register('oldPassword')}
            />
            <PasswordInput
              label={t('changePassword.newPassword')}
              autoComplete="new-password"
              withAsterisk
              inputWrapperOrder={CHECKLIST_ORDER}
              description={<PasswordChecklist password={watch('newPassword')} person={person} />}
              error={errorText(errors.newPassword)}
              {...register('newPassword')}
            />
            <PasswordInput
              label={t('changePassword.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              error={errorText(errors.confirmPassword)}
              {...register('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('changePassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
