// The built-in signature provider's signing page (issue 18) at /sign/local/:token: it stands for
// an outside provider's page, so it needs no login and talks only to the provider's REST
// (local-signing-client.ts). It opens the single-use link, shows the document (embedded, and to
// download), sends the one-time code by e-mail or SMS, signs with it, or declines or leaves; every
// ending sends the browser where the provider answers (the platform's return address with
// ?event=…).
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DemoOutboxLink } from '../../components/DemoOutboxLink.tsx';
import { formatDateTime } from '../../components/format.ts';
import { PageLoading } from '../../components/PageState.tsx';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import { waitText } from '../../components/server-errors.ts';
import {
  cancelSigning,
  declineSigning,
  documentUrl,
  keepSessionKey,
  openSigning,
  readSessionKey,
  SigningError,
  type SigningPage,
  sendCode,
  signWithCode,
  viewSigning,
} from './local-signing-client.ts';

type OpenPage = Extract<SigningPage, { ended: false }>;

/** The embedded document's height, kept from the first render. */
const DOCUMENT_HEIGHT = 480;

/** The refusals the page has words of its own for (locales, `localSigning.errors.*`). */
const KNOWN_ERRORS = [
  'SIGNING_LINK_UNKNOWN',
  'SIGNING_LINK_USED',
  'SIGNING_SESSION_INVALID',
  'SIGNING_SESSION_ENDED',
  'SIGNING_CODE_WRONG',
  'SIGNING_CODE_EXPIRED',
  'SIGNING_CODE_NOT_SENT',
  'SIGNING_CODE_LIMIT',
  'SIGNING_CODE_COOLDOWN',
  'PHONE_MISSING',
  'VALIDATION_FAILED',
  'DOCUMENT_UNREADABLE',
  'NETWORK',
] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];
const isKnownError = (code: string): code is KnownError =>
  KNOWN_ERRORS.some((known) => known === code);

/** A refusal that ends what this page can do: only a new link from Lumbung helps. */
const FATAL = new Set(['SIGNING_LINK_UNKNOWN', 'SIGNING_LINK_USED', 'SIGNING_SESSION_INVALID']);

type Failure = { code: string; retryAfterSeconds?: number | undefined };
const failureOf = (error: unknown): Failure =>
  error instanceof SigningError
    ? { code: error.code, retryAfterSeconds: error.retryAfterSeconds }
    : { code: 'NETWORK' };

/**
 * The opening of each link, shared: it may happen once only, and a second mount of the page (a
 * development re-run of its effects) must get the same answer, not 'already opened'.
 */
const openings = new Map<string, ReturnType<typeof openSigning>>();
function openOnce(token: string) {
  const known = openings.get(token);
  if (known) return known;
  const opening = openSigning(token);
  openings.set(token, opening);
  return opening;
}

export function LocalSigningPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [page, setPage] = useState<OpenPage | null>(null);
  const [redirect, setRedirect] = useState<string | null>(null);
  const [fatal, setFatal] = useState<Failure | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'sign' | 'decline' | 'cancel' | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const sessionKey = useRef<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeHelpId = useId();

  /** An answer of the provider: the page again, or where to go (the session has ended). */
  const show = useCallback(
    (answer: SigningPage) => {
      if (answer.ended) {
        keepSessionKey(token, null);
        setPage(null);
        setRedirect(answer.redirect);
        window.location.assign(answer.redirect);
        return;
      }
      setPage(answer);
    },
    [token],
  );

  useEffect(() => {
    let current = true;
    const kept = readSessionKey(token);
    // The link opens once; a reload of this tab continues with the session key it answered.
    const load = kept
      ? viewSigning(token, kept).then((answer) => ({ sessionKey: kept, page: answer }))
      : openOnce(token);
    load.then(
      (opened) => {
        if (!current) return;
        sessionKey.current = opened.sessionKey;
        keepSessionKey(token, opened.sessionKey);
        show(opened.page);
      },
      (error: unknown) => {
        if (current) setFatal(failureOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, show]);

  // The document, once the session is open: fetched with the session key, shown from a blob.
  const opened = page !== null;
  useEffect(() => {
    if (!opened || !sessionKey.current) return;
    let url: string | null = null;
    let current = true;
    documentUrl(token, sessionKey.current).then(
      (made) => {
        url = made;
        if (current) setPdfUrl(made);
        else URL.revokeObjectURL(made);
      },
      (error: unknown) => current && setFailure(failureOf(error)),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [opened, token]);

  const errorText = (problem: Failure) =>
    isKnownError(problem.code)
      ? t(`localSigning.errors.${problem.code}`, {
          wait: waitText(t, problem.retryAfterSeconds ?? 30),
        })
      : t('localSigning.errors.generic');

  /** One call of the open page; a refusal shows beside what it concerns. */
  const act = async (
    kind: NonNullable<typeof busy>,
    run: (key: string) => Promise<SigningPage>,
  ) => {
    const key = sessionKey.current;
    if (!key) return;
    setBusy(kind);
    setFailure(null);
    setCodeError(null);
    try {
      show(await run(key));
      if (kind === 'code') {
        setCode('');
        codeInput.current?.focus();
      }
    } catch (error) {
      const problem = failureOf(error);
      if (FATAL.has(problem.code)) {
        keepSessionKey(token, null);
        setFatal(problem);
      } else if (kind === 'sign') {
        // A wrong code counts: the page is read again for the attempts left.
        const fresh = await viewSigning(token, key).catch(() => null);
        if (fresh) show(fresh);
        setCodeError(
          problem.code === 'SIGNING_CODE_WRONG' && fresh && !fresh.ended
            ? t('localSigning.errors.SIGNING_CODE_WRONG', { count: fresh.wrongCodesLeft })
            : errorText(problem),
        );
        codeInput.current?.focus();
      } else {
        setFailure(problem);
      }
    } finally {
      setBusy(null);
    }
  };

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = code.trim();
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('localSigning.codeDigits'));
      codeInput.current?.focus();
      return;
    }
    void act('sign', (key) => signWithCode(token, key, digits));
  };

  return (
    <SignedOutPage title={t('localSigning.title')} width={960} below={<DemoOutboxLink />}>
      <Text size="sm" c="dimmed">
        {t('localSigning.provider')}
      </Text>
      {fatal && (
        <Alert color="red" role="alert" title={t('localSigning.cannotOpen')}>
          {errorText(fatal)}
        </Alert>
      )}
      {redirect && (
        <Stack gap="xs" role="status">
          <Text>{t('localSigning.redirecting')}</Text>
          <Anchor href={redirect}>{t('localSigning.continue')}</Anchor>
        </Stack>
      )}
      {!fatal && !redirect && !page && <PageLoading />}
      {page && (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {page.title}
            </Title>
            <Text>{t('localSigning.signer', { name: page.signerName })}</Text>
            <Text size="sm" c="dimmed">
              {t('localSigning.sessionUntil', { time: formatDateTime(page.sessionExpiresAt) })}
            </Text>
          </Stack>

          {/* The document's place is kept while it loads (the frame's height, the link's line):
              what is below it does not move when it arrives, under a reader's finger or pointer
              about to press "decline". */}
          <Paper withBorder radius="md" p="xs">
            <Stack gap="xs">
              {pdfUrl ? (
                <>
                  <iframe
                    src={pdfUrl}
                    title={t('localSigning.documentFrame', { title: page.title })}
                    style={{ width: '100%', height: DOCUMENT_HEIGHT, border: 0 }}
                  />
                  <Anchor href={pdfUrl} download="dokumen.pdf" w="fit-content">
                    {t('localSigning.download')}
                  </Anchor>
                </>
              ) : (
                <>
                  <Center h={DOCUMENT_HEIGHT}>
                    <PageLoading />
                  </Center>
                  <Text aria-hidden="true">&nbsp;</Text>
                </>
              )}
            </Stack>
          </Paper>

          {failure && (
            <Alert color="red" role="alert">
              {errorText(failure)}
            </Alert>
          )}

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby={codeHelpId}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={codeHelpId}>
                {t('localSigning.codeTitle')}
              </Title>
              <Text size="sm">{t('localSigning.codeIntro')}</Text>
              <Group gap="sm">
                <Button
                  variant="light"
                  className="lumbung-button-wraps"
                  loading={busy === 'code'}
                  disabled={busy !== null || page.codesLeft <= 0}
                  onClick={() => void act('code', (key) => sendCode(token, key, 'email'))}
                >
                  {t('localSigning.sendEmail', { to: page.email })}
                </Button>
                {page.phone && (
                  <Button
                    variant="light"
                    className="lumbung-button-wraps"
                    loading={busy === 'code'}
                    disabled={busy !== null || page.codesLeft <= 0}
                    onClick={() => void act('code', (key) => sendCode(token, key, 'sms'))}
                  >
                    {t('localSigning.sendSms', { to: page.phone })}
                  </Button>
                )}
              </Group>
              {page.codeSentTo && (
                <Text size="sm" role="status">
                  {t(
                    page.codeSentTo === 'sms' ? 'localSigning.sentSms' : 'localSigning.sentEmail',
                    {
                      to: page.codeSentTo === 'sms' ? page.phone : page.email,
                      time: formatDateTime(page.codeExpiresAt),
                    },
                  )}{' '}
                  {t('localSigning.codesLeft', { count: page.codesLeft })}
                </Text>
              )}
              <form noValidate onSubmit={submitCode}>
                <Group align="flex-start" gap="sm">
                  <TextInput
                    ref={codeInput}
                    label={t('localSigning.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    disabled={busy !== null}
                    error={codeError ?? undefined}
                    onChange={(event) => setCode(event.currentTarget.value)}
                  />
                  <Button type="submit" mt={25} loading={busy === 'sign'} disabled={busy !== null}>
                    {t('localSigning.sign')}
                  </Button>
                </Group>
              </form>
            </Stack>
          </Paper>

          <Group justify="space-between">
            <Button
              variant="default"
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => void act('cancel', (key) => cancelSigning(token, key))}
            >
              {t('localSigning.later')}
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={busy !== null}
              onClick={() => setConfirmDecline(true)}
            >
              {t('localSigning.decline')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={confirmDecline}
            title={t('localSigning.declineTitle')}
            text={t('localSigning.declineText')}
            confirmLabel={t('localSigning.declineConfirm')}
            sending={busy === 'decline'}
            onCancel={() => setConfirmDecline(false)}
            onConfirm={() => {
              void act('decline', (key) => declineSigning(token, key)).then(() =>
                setConfirmDecline(false),
              );
            }}
          />
        </Stack>
      )}
    </SignedOutPage>
  );
}
