// The first screen, and the first download: it talks GraphQL without the Apollo client
// (graphql-request.ts) and reads the session machine's message through the bridge, so neither
// Apollo nor xstate is downloaded before the form works; the session actor loads with the login.
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { DemoOutboxLink } from '../../components/DemoOutboxLink.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { RiskWarning } from '../../components/RiskWarning.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import { type ServerProblem, serverProblem } from '../../components/server-errors.ts';
import { LoginDocument } from '../../generated/graphql.ts';
import { graphqlRequest } from '../../graphql-request.ts';
import {
  clearSessionExpiredFlag,
  hasSessionExpiredFlag,
  homeFor,
  readSession,
  saveSession,
  takeReturnPath,
} from '../../session.ts';
import { loadSessionActor, useSessionMessageKey } from '../../session-bridge.ts';

/** Pages that send the visitor here may hand over the e-mail they already typed. */
const emailFromState = (state: unknown): string =>
  state !== null && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  // The refusal is kept as it came (its code) and worded when shown, in the current language.
  const [failure, setFailure] = useState<ServerProblem | null>(null);
  // An explicit expiry (the API refused the token) is announced: by the session machine's state,
  // or after a reload by the flag, which is read once on arrival and cleared once shown.
  const messageKey = useSessionMessageKey();
  const [flagged] = useState(hasSessionExpiredFlag);
  const sessionExpired = flagged || messageKey !== null;
  useEffect(() => {
    if (sessionExpired) clearSessionExpiredFlag();
  }, [sessionExpired]);
  // Someone already signed in who opens '/' goes home (read once: a login here navigates itself).
  const [signedInOnArrival] = useState(readSession);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setLoading(true);
    // The session actor and the signed-in frame (with the Apollo client) load while the
    // credentials are checked.
    const sessionActor = loadSessionActor();
    sessionActor.catch(() => null);
    import('../../components/AppShell.tsx').catch(() => null);
    try {
      const data = await graphqlRequest(LoginDocument, { email: email.trim(), password });
      const actor = await sessionActor;
      const { token, expiresAt, user } = data.login;
      const session = {
        token,
        expiresAt,
        user: {
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          role: user.role,
          isPersonal: user.isPersonal,
        },
      };
      saveSession(session);
      actor.sessionLoggedIn(session);
      // After an expiry the same user returns to the page they were on; anyone else goes home.
      void navigate(takeReturnPath(user.id) ?? homeFor(user.role), { replace: true });
    } catch (error) {
      setFailure(serverProblem(error));
      setLoading(false);
    }
  };

  if (signedInOnArrival) return <Navigate to={homeFor(signedInOnArrival.user.role)} replace />;

  return (
    <SignedOutPage
      title={t('auth.title')}
      below={
        <Stack gap={4} align="center">
          <Text size="sm">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('auth.register')}
            </Anchor>
          </Text>
          <DemoOutboxLink />
          <RiskWarning />
        </Stack>
      }
    >
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          {sessionExpired && (
            <Alert color="yellow" role="status">
              {t('auth.sessionExpired')}
            </Alert>
          )}
          <ProblemAlert problem={failure}>
            {failure?.code === 'ACCOUNT_INACTIVE' && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`/activate?email=${encodeURIComponent(email.trim())}`}
                  size="sm"
                >
                  {t('auth.activate')}
                </Anchor>
              </>
            )}
          </ProblemAlert>
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
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={loading}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
    </SignedOutPage>
  );
}
