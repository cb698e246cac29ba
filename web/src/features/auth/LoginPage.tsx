import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../components/errors.ts';
import { LanguageChooser } from '../../components/LanguageChooser.tsx';
import { LoginDocument } from '../../generated/graphql.ts';
import {
  clearSessionExpiredFlag,
  hasSessionExpiredFlag,
  homeFor,
  saveSession,
} from '../../session.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // Read once on arrival; the flag is cleared once the message is on screen.
  const [sessionExpired] = useState(hasSessionExpiredFlag);
  useEffect(() => {
    if (sessionExpired) clearSessionExpiredFlag();
  }, [sessionExpired]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) {
        setFailure(t('common.genericError'));
        return;
      }
      const { token, expiresAt, user } = data.login;
      saveSession({
        token,
        expiresAt,
        user: {
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          role: user.role,
          isPersonal: user.isPersonal,
        },
      });
      void navigate(homeFor(user.role), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, t('common.genericError')));
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="flex-end">
          <LanguageChooser />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <form onSubmit={onSubmit}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {t('auth.title')}
              </Title>
              {sessionExpired && (
                <Alert color="yellow" role="status">
                  {t('auth.sessionExpired')}
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <TextInput
                label={t('auth.email')}
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('auth.password')}
                autoComplete="current-password"
                visibilityToggleButtonProps={{ 'aria-label': t('auth.showCharacters') }}
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" loading={loading}>
                {t('auth.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Center>
  );
}
