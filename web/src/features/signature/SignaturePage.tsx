// 'Tanda Tangan Digital' (spec §2 "digital signature registration and document signing list";
// §4 the digital signature's six states): for a lender, her agreement with the platform (signed
// or to sign); the registration at the certified signature provider as the six states with the
// current one and its next step (register with the ID card's data, open the activation e-mail or
// have it sent again, renew an expired certificate), and every document the user signs with its
// kind, loan, state and the signed copy to download.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadWithSession } from '../../components/download.ts';
import { formatDateTime } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { SigningReturnNotice } from '../../components/SigningReturnNotice.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  DigitalSignatureDocument,
  type DigitalSignatureFieldsFragment,
  ResendSignatureActivationDocument,
  type SigningDocumentFieldsFragment,
  SigningDocumentsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { useSession } from '../../session.ts';
import { LenderAgreementPanel } from './LenderAgreementPanel.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import './signature.css';

export function SignaturePage() {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('signing.title')}</Title>
      <SigningReturnNotice />
      {role === 'LENDER' && <LenderAgreementPanel />}
      <Registration />
      <Documents />
    </Stack>
  );
}

function Registration() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(DigitalSignatureDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const registration = data?.digitalSignature;
  return (
    <Panel title={t('signing.registrationTitle')}>
      {registration ? (
        <RegistrationState registration={registration} />
      ) : loading ? (
        <PageLoading />
      ) : (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
    </Panel>
  );
}

function RegistrationState({ registration }: { registration: DigitalSignatureFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stepsId = useId();
  const [resend, { loading: resending }] = useMutation(ResendSignatureActivationDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: DigitalSignatureDocument,
        data: { digitalSignature: data.resendSignatureActivation },
      });
    },
  });
  const step = registration.nextStep.code;
  const sendAgain = async () => {
    try {
      await resend();
      notifySuccess(t('signing.resent'));
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    }
  };
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text>{t('signing.registrationState')}:</Text>
        <Text fw={700} data-testid="signature-state">
          {registration.label[language]}
        </Text>
        {registration.nik && (
          <Text size="sm" c="dimmed">
            {t('signing.nikRegistered', { nik: registration.nik })}
          </Text>
        )}
      </Group>
      <Text id={stepsId} size="sm" fw={600}>
        {t('signing.stagesLabel')}
      </Text>
      <ol className="signature-stages" aria-labelledby={stepsId} data-testid="signature-stages">
        {registration.stages.map((stage, index) => (
          <li
            key={stage.state}
            className="signature-stage"
            data-reached={stage.reached}
            data-current={stage.current}
            aria-current={stage.current ? 'step' : undefined}
          >
            <span className="signature-stage-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              {stage.label[language]}
              {stage.current && (
                <Badge ml="xs" size="sm" color="teal" c="black" variant="light" tt="none">
                  {t('signing.current')}
                </Badge>
              )}
            </span>
          </li>
        ))}
      </ol>
      {registration.refusal && (
        <Alert color="red" role="status">
          {registration.refusal.text[language]}
        </Alert>
      )}
      <Alert color={step === 'NONE' ? 'teal' : 'blue'} data-testid="signature-next-step">
        <Text fw={600} size="sm">
          {t('signing.nextStep')}
        </Text>
        <Text size="sm">{registration.nextStep.text[language]}</Text>
      </Alert>
      {step === 'ACTIVATE_FROM_EMAIL' && (
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void sendAgain()}
            loading={resending}
            disabled={registration.resendsLeft <= 0}
          >
            {t('signing.resend')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('signing.resendsLeft', { count: registration.resendsLeft })}
          </Text>
        </Group>
      )}
      {(step === 'REGISTER' || step === 'RENEW') && (
        <RegistrationForm
          renew={step === 'RENEW'}
          profile={registration.profile}
          photoMaxBytes={registration.photoMaxBytes}
        />
      )}
    </Stack>
  );
}

const KIND_KEYS = {
  LOAN_AGREEMENT: 'signing.kinds.LOAN_AGREEMENT',
  INVESTMENT_AGREEMENT: 'signing.kinds.INVESTMENT_AGREEMENT',
  POWER_OF_ATTORNEY: 'signing.kinds.POWER_OF_ATTORNEY',
  LENDER_AGREEMENT: 'signing.kinds.LENDER_AGREEMENT',
} as const;

function Documents() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, loading, error } = useQuery(SigningDocumentsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.signingDocuments;
  return (
    <Panel title={t('signing.documentsTitle')} titleId={titleId}>
      {!documents ? (
        loading ? (
          <PageLoading />
        ) : (
          <PageError message={errorMessage(error, t('common.genericError'))} />
        )
      ) : documents.length === 0 ? (
        <Text c="dimmed">{t('signing.documentsEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="signing-documents" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('signing.document')}</Table.Th>
                <Table.Th>{t('signing.loan')}</Table.Th>
                <Table.Th>{t('signing.state')}</Table.Th>
                <Table.Th>{t('signing.signedAt')}</Table.Th>
                <Table.Th>{t('signing.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}

function DocumentRow({ document }: { document: SigningDocumentFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const role = useSession()?.user.role;
  const [downloading, setDownloading] = useState(false);
  const kind = t(KIND_KEYS[document.kind]);
  const loanPath =
    document.loanId === null || document.loanId === undefined
      ? null
      : role === 'LENDER'
        ? `/lender/loans/${document.loanId}`
        : `/borrower/loans/${document.loanId}`;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithSession(document.fileUrl, `lumbung-${document.id}-signed.pdf`);
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Table.Tr>
      <Table.Td>{kind}</Table.Td>
      <Table.Td>
        {loanPath ? (
          <Anchor component={Link} to={loanPath}>
            {t('signing.loanNumber', { id: document.loanId })}
          </Anchor>
        ) : (
          '-'
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{document.label[language]}</Text>
        {document.message && !document.signed && (
          <Text size="xs" c="dimmed">
            {document.message.text[language]}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{document.signedAt ? formatDateTime(document.signedAt) : '-'}</Table.Td>
      <Table.Td>
        {document.hasSignedFile ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void download()}
            loading={downloading}
            aria-label={t('signing.downloadOf', { document: kind })}
          >
            {t('signing.download')}
          </Button>
        ) : (
          '-'
        )}
      </Table.Td>
    </Table.Tr>
  );
}
