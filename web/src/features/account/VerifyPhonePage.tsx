// Verifying the phone number with a one-time code (spec §7 /account/otp, verify-otp,
// confirm-otp). The screen's state is machines/otp: the requests run as its provided actions and
// their outcomes come back as its events; the resend cool-down and the lock are timers here.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useActor } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OTP_LOCK_MS, otpMachine } from '../../../../machines/otp/otp.machine.ts';
import { attemptsLeft, otpLabel, whyNotOtp } from '../../../../machines/otp/otp.selectors.ts';
import type { OtpChannel } from '../../../../machines/otp/otp.types.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, type ServerProblem, serverProblem } from '../../components/server-errors.ts';
import {
  ConfirmOtpDocument,
  RequestOtpDocument,
  VerifyOtpDocument,
  VerifyPhoneAccountDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const OTP_CODES = [
  'OTP_RESEND_COOLDOWN',
  'OTP_LOCKED',
  'OTP_CODE_FORMAT',
  'OTP_WRONG',
  'OTP_EXPIRED',
  'OTP_NOT_REQUESTED',
  'OTP_TOKEN_INVALID',
  'PHONE_MISSING',
] as const;
type OtpCode = (typeof OTP_CODES)[number];
const isOtpCode = (code: string): code is OtpCode => OTP_CODES.some((known) => known === code);

/** The seconds left until `untilMs`, re-rendering every second while some remain. */
function useSecondsUntil(untilMs: number | null): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return;
    setNowMs(Date.now());
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  return untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

export function VerifyPhonePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useQuery(VerifyPhoneAccountDocument);
  const [requestOtp] = useMutation(RequestOtpDocument);
  const [verifyOtp] = useMutation(VerifyOtpDocument);
  const [confirmOtp] = useMutation(ConfirmOtpDocument, {
    refetchQueries: [VerifyPhoneAccountDocument],
    awaitRefetchQueries: true,
  });
  const [channel, setChannel] = useState<OtpChannel>('sms');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);

  // The requests, reached from the machine's actions (created once) through a ref.
  const calls = useRef({ requestOtp, verifyOtp, confirmOtp });
  calls.current = { requestOtp, verifyOtp, confirmOtp };
  const lastChannel = useRef<OtpChannel>('sms');

  const [snapshot, send, actorRef] = useActor(
    otpMachine.provide({
      actions: {
        sendCode: ({ event, self }) => {
          const to = event.type === 'otp.request' ? event.channel : lastChannel.current;
          lastChannel.current = to;
          setProblem(null);
          calls.current
            .requestOtp({ variables: { channel: to === 'sms' ? 'SMS' : 'EMAIL' } })
            .then(({ data }) => {
              if (!data) throw new Error('no data');
              const sent = data.requestOtp;
              setCooldownEndsAt(Date.now() + sent.resendAfterSeconds * 1000);
              self.send({ type: 'code.sent', sentAtMs: Date.now() });
            })
            .catch((error: unknown) => {
              setProblem(serverProblem(error));
              self.send({ type: 'code.sendFailed' });
            });
        },
        checkCode: ({ event, self }) => {
          if (event.type !== 'code.submit') return;
          setProblem(null);
          calls.current
            .verifyOtp({ variables: { code: event.code } })
            .then(async ({ data }) => {
              if (!data) throw new Error('no data');
              self.send({ type: 'code.accepted' });
              setCode('');
              try {
                await calls.current.confirmOtp({
                  variables: { otpToken: data.verifyOtp.otpToken },
                });
              } catch (error) {
                setProblem(serverProblem(error));
              }
            })
            .catch((error: unknown) => {
              const refused = serverProblem(error);
              setProblem(refused);
              if (refused.code === 'OTP_EXPIRED' || refused.code === 'OTP_NOT_REQUESTED') {
                self.send({ type: 'code.expired' });
              } else if (refused.code === 'OTP_LOCKED') {
                // The API counted the last attempt: the machine locks as well.
                while (!self.getSnapshot().hasTag('locked')) self.send({ type: 'code.rejected' });
              } else {
                self.send({ type: 'code.rejected' });
              }
            });
        },
      },
    }),
    { input: {} },
  );

  // The resend cool-down runs out on a timer; the machine then offers a resend.
  const coolingDown = snapshot.hasTag('coolingDown');
  useEffect(() => {
    if (!coolingDown || cooldownEndsAt === null) return;
    const timer = window.setTimeout(
      () => actorRef.send({ type: 'cooldown.elapsed' }),
      Math.max(0, cooldownEndsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [actorRef, coolingDown, cooldownEndsAt]);

  const locked = snapshot.hasTag('locked');
  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => actorRef.send({ type: 'lock.elapsed' }), OTP_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [actorRef, locked]);

  const secondsLeft = useSecondsUntil(coolingDown ? cooldownEndsAt : null);

  if (!account.data && account.loading) return <PageLoading />;
  const me = account.data?.me;
  if (!me) return <PageError message={problemText(t, serverProblem(account.error))} />;

  const problemMessage = (refused: ServerProblem): string =>
    isOtpCode(refused.code)
      ? t(`otp.errors.${refused.code}`, { seconds: refused.retryAfterSeconds ?? 0 })
      : problemText(t, refused);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submit = { type: 'code.submit', code: code.trim() } as const;
    const refusedNow = whyNotOtp(snapshot, submit);
    if (refusedNow) {
      setProblem({ code: refusedNow.code, message: refusedNow.text[language], fields: {} });
      return;
    }
    send(submit);
  };

  const canRequest = snapshot.hasTag('canRequest');
  const canSubmit = snapshot.hasTag('canSubmit');
  const verifying = snapshot.hasTag('verifying');
  const wrongCode = snapshot.hasTag('wrongCode');
  const showCodeForm = canSubmit || verifying;
  const showResend = snapshot.hasTag('canResend') || coolingDown;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('otp.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={500}>{t('otp.phone')}:</Text>
            <Text data-testid="phone">{me.phone ?? t('account.none')}</Text>
            <Badge color={me.phoneVerified ? 'teal' : 'gray'} data-testid="phone-status">
              {me.phoneVerified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
            </Badge>
          </Group>

          {me.phoneVerified ? (
            <Alert color="teal" role="status">
              {t('otp.verifiedDone')}
            </Alert>
          ) : !me.phone ? (
            <Alert color="yellow">{t('otp.noPhone')}</Alert>
          ) : (
            <>
              <Text role="status" data-testid="otp-state">
                {otpLabel(snapshot)[language]}
              </Text>
              {wrongCode && (
                <Text c="red.7" data-testid="attempts-left">
                  {t('otp.attemptsLeft', { count: attemptsLeft(snapshot) })}
                </Text>
              )}
              {problem && problem.code !== 'OTP_WRONG' && (
                <Alert color="red" role="alert">
                  {problemMessage(problem)}
                </Alert>
              )}

              {canRequest && (
                <Stack gap="sm" align="flex-start">
                  <Text size="sm" id="otp-channel">
                    {t('otp.channel')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="otp-channel"
                    value={channel}
                    onChange={(value) => setChannel(value === 'email' ? 'email' : 'sms')}
                    data={[
                      { value: 'sms', label: t('otp.sms') },
                      { value: 'email', label: t('otp.email') },
                    ]}
                  />
                  <Button onClick={() => send({ type: 'otp.request', channel })}>
                    {t('otp.send')}
                  </Button>
                </Stack>
              )}

              {showCodeForm && (
                <form onSubmit={onSubmit}>
                  <Stack gap="sm" align="flex-start">
                    <TextInput
                      label={t('otp.code')}
                      description={t('otp.codeHint')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      value={code}
                      onChange={(event) => setCode(event.currentTarget.value)}
                    />
                    <Button type="submit" loading={verifying}>
                      {t('otp.verify')}
                    </Button>
                  </Stack>
                </form>
              )}

              {showResend && (
                <Group>
                  <Button
                    variant="light"
                    disabled={coolingDown || verifying}
                    onClick={() => send({ type: 'code.resend' })}
                  >
                    {coolingDown ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
                  </Button>
                </Group>
              )}
            </>
          )}
          <Anchor component={Link} to="/account" size="sm">
            {t('otp.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
