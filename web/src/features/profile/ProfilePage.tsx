// The profile area (spec §2): personal, company, domicile, bank, spouse, non-household family
// reference, jobs and documents, each a section with its status and, when staff rejected it,
// their reason. Above them: whether a borrower may apply now (the API's applicant rule, from
// machines/profile) and what is missing, and the button that sends the saved data to staff.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  MyProfileDocument,
  type MyProfileQuery,
  ProfileAccountDocument,
  ProfileReferenceDocument,
  RequestProfileValidationDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { useSession } from '../../session.ts';
import { type AccountFacts, accountPrefill } from './account-prefill.ts';
import { type Reference, SectionCard, type SectionView } from './SectionCard.tsx';

// Each section's form (react-hook-form, the shared zod rules, the date and number fields) is a
// chunk loaded when its tab shows it; the card's title and status show meanwhile.
const FieldsForm = lazy(async () => ({ default: (await import('./SectionForms.tsx')).FieldsForm }));
const AddressForm = lazy(async () => ({
  default: (await import('./SectionForms.tsx')).AddressForm,
}));
const BankSection = lazy(async () => ({
  default: (await import('./BankSection.tsx')).BankSection,
}));
const DocumentsForm = lazy(async () => ({
  default: (await import('./DocumentsSection.tsx')).DocumentsForm,
}));

/** A section's form, or a loading line in its place while its chunk arrives. */
function SectionForm({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

type Profile = MyProfileQuery['myProfile'];

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const reference = useQuery(ProfileReferenceDocument);
  // What the account knows is only offered: without it the forms start empty, as before.
  const account = useQuery(ProfileAccountDocument);

  if (
    (!profile.data && profile.loading) ||
    (!reference.data && reference.loading) ||
    (!account.data && account.loading)
  ) {
    return <PageLoading />;
  }
  if (!profile.data || !reference.data) {
    return <PageError message={problemText(t, serverProblem(profile.error ?? reference.error))} />;
  }
  return (
    <ProfileSections
      profile={profile.data.myProfile}
      reference={reference.data}
      account={account.data?.me ?? null}
    />
  );
}

function ProfileSections({
  profile,
  reference,
  account,
}: {
  profile: Profile;
  reference: Reference;
  account: AccountFacts | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const lender = session?.user.role === 'LENDER';
  const kind = profile.kind;
  const view = (name: SectionView['section']): SectionView =>
    profile.sections.find((s) => s.section === name) ?? {
      section: name,
      status: 'EMPTY',
      statusLabel: { id: 'Belum diisi', en: 'Not filled' },
      reason: null,
      data: null,
    };
  const idCardName = (() => {
    const data = view(kind === 'personal' ? 'personal' : 'company').data;
    const name = data?.[kind === 'personal' ? 'fullname' : 'companyname'];
    return typeof name === 'string' ? name : null;
  })();
  // A section's key changes with its saved data, so its form starts again from what is stored.
  const key = (s: SectionView) => `${s.section}:${s.status}:${JSON.stringify(s.data)}`;

  const tabs =
    kind === 'personal'
      ? ([
          'personal',
          'domicile',
          'jobs',
          'spouse',
          'familyReference',
          'bank',
          'documents',
        ] as const)
      : (['company', 'domicile', 'bank', 'documents'] as const);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      {/* A lender reads what validation opens for them, not the borrower's conditions. */}
      <Text>{t(lender ? 'profile.introLender' : 'profile.intro')}</Text>
      <Anchor component={Link} to="/signature" size="sm">
        {t('signing.profileLink')}
      </Anchor>
      <ApplyStatus profile={profile} />
      <SubmitAll profile={profile} />
      <Tabs defaultValue={tabs[0]} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`profile.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FIELD_SECTIONS.map(({ section, hint }) => (
          <Tabs.Panel key={section} value={section} pt="md">
            <SectionCard
              title={t(`profile.tabs.${section}`)}
              view={view(section)}
              hint={hint ? t(`profile.sections.${section}Hint`) : undefined}
            >
              <SectionForm>
                <FieldsForm
                  key={key(view(section))}
                  section={section}
                  kind={kind}
                  view={view(section)}
                  reference={reference}
                  prefill={accountPrefill(section, view(section), account, idCardName)}
                />
              </SectionForm>
            </SectionCard>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="domicile" pt="md">
          <Stack>
            {(kind === 'personal'
              ? (['addressKtp', 'addressMailing'] as const)
              : (['companyAddress'] as const)
            ).map((section) => (
              <SectionCard
                key={section}
                title={t(`profile.sections.${section}`)}
                view={view(section)}
              >
                <SectionForm>
                  <AddressForm
                    key={key(view(section))}
                    section={section}
                    kind={kind}
                    view={view(section)}
                    reference={reference}
                    ktpData={section === 'addressMailing' ? view('addressKtp').data : undefined}
                  />
                </SectionForm>
              </SectionCard>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="md">
          <SectionCard title={t('profile.tabs.bank')} view={view('bank')}>
            <SectionForm>
              <BankSection
                key={`${key(view('bank'))}:${profile.bankChange?.id}:${profile.bankChange?.status}`}
                view={view('bank')}
                change={profile.bankChange}
                reference={reference}
                idCardName={idCardName}
                company={kind !== 'personal'}
                prefill={accountPrefill('bank', view('bank'), account, idCardName)}
              />
            </SectionForm>
          </SectionCard>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <Stack>
            <SectionCard title={t('profile.tabs.documents')} view={view('document')}>
              <SectionForm>
                <DocumentsForm key={key(view('document'))} kind={kind} view={view('document')} />
              </SectionForm>
            </SectionCard>
            <SectionCard title={t('profile.sections.signature')} view={view('signature')}>
              <SectionForm>
                <DocumentsForm
                  key={key(view('signature'))}
                  kind={kind}
                  view={view('signature')}
                  section="signature"
                />
              </SectionForm>
            </SectionCard>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The sections edited by the plain field form, each on its own tab (a hint where it has one). */
const FIELD_SECTIONS = [
  { section: 'personal', hint: false },
  { section: 'company', hint: false },
  { section: 'jobs', hint: false },
  { section: 'spouse', hint: true },
  { section: 'familyReference', hint: true },
] as const;

/** May a borrower apply now, and if not, what is missing and where to complete it. */
function ApplyStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  if (session?.user.role !== 'BORROWER') return null;
  if (profile.mayApply) {
    return (
      <Alert color="teal" data-testid="profile-may-apply">
        {t('profile.mayApply')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title={t('profile.missingTitle')} data-testid="profile-missing">
      <Stack gap={4}>
        <Text size="sm">
          {t('profile.missing', { list: profile.missingLabels.map((m) => m[language]).join(', ') })}
        </Text>
        {profile.missing.includes('survey') && (
          <Anchor component={Link} to="/survey" size="sm">
            {t('profile.toSurvey')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** The agreement request: every saved section goes to staff. */
function SubmitAll({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [submit, { loading }] = useMutation(RequestProfileValidationDocument, {
    refetchQueries: [MyProfileDocument],
    awaitRefetchQueries: true,
  });
  const toSend = profile.sections.some((s) => s.status === 'FILLED');
  if (!toSend) return null;
  const send = async () => {
    try {
      await submit();
      notifySuccess(t('profile.submitted'));
    } catch (error) {
      // The refusal's words come with the forms' shared rules, fetched only for a refusal.
      const { profileProblemText } = await import('./profile-form.ts');
      notifyError(profileProblemText(t, serverProblem(error), language));
    }
  };
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm">{t('profile.submitHint')}</Text>
      <Button onClick={() => void send()} disabled={loading}>
        {loading ? t('profile.submitting') : t('profile.submitAll')}
      </Button>
    </Group>
  );
}
