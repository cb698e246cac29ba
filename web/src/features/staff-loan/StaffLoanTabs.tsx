// The staff loan screen's two tabs (spec §2) on the shared loan field groups: 'Data Pinjaman'
// (loan data and borrower data) and 'Data Jaminan' (every bail field, files viewable). The spec
// §5 always-disabled fields (the machine's STAFF_LOCKED_FIELDS) stay disabled (`staffView`); the
// rest is editable only
// while the lifecycle machine lets staff edit (`Loan.staffEditable`), each tab then saving
// through the application's own mutations (machine event `application.staffEdit`). A chunk of its
// own (react-hook-form, zod, the date fields): StaffLoanPage shows the loan's summary, actions
// and history without waiting for it.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { earliestRequiredDate } from '../../../../machines/application-form/application-form.selectors.ts';
import { usePainted } from '../../after-paint.ts';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { applicationSchema } from '../../components/loan-fields/application-schema.ts';
import {
  type ApplicationValues,
  bailInput,
  borrowerInfoInput,
  fieldPathOf,
  loanDataInput,
  valuesFromLoan,
} from '../../components/loan-fields/application-values.ts';
import { BailFields } from '../../components/loan-fields/BailFields.tsx';
import { BorrowerFields } from '../../components/loan-fields/BorrowerFields.tsx';
import { LoanDataFields } from '../../components/loan-fields/LoanDataFields.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageLoading } from '../../components/PageState.tsx';
import { PhotoGallery } from '../../components/PhotoGallery.tsx';
import { useProductDay } from '../../components/product-day.ts';
import { errorMessage } from '../../components/server-errors.ts';
import {
  LoanFieldOptionsDocument,
  type LoanFieldsDataFragment,
  StaffUpdateBailDocument,
  StaffUpdateBorrowerInfoDocument,
  StaffUpdateLoanDataDocument,
} from '../../generated/graphql.ts';
import { CollateralDocuments } from './CollateralDocuments.tsx';
import { useStaffLoanRefresh } from './refresh-staff-loan.ts';

type Form = UseFormReturn<ApplicationValues>;
type Section = 'borrower' | 'bail';

/** Another file in a stored file's place (issue 15: staff then say why). */
const replaces = (stored: string | null | undefined, current: string | null | undefined) =>
  Boolean(stored) && current !== stored;

/**
 * Puts an API refusal's field messages beside their fields; answers whether any was placed
 * (`fields` keys are REST names, list items as `name.0`).
 */
function showFieldErrors(form: Form, error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  let placed = false;
  for (const item of error.errors) {
    const fields = item.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [name, message] of Object.entries(fields)) {
      const path = fieldPathOf(name);
      if (!path || typeof message !== 'string') continue;
      form.setError(path, { message });
      placed = true;
    }
  }
  return placed;
}

/** The loan as the tabs show it: its field groups, and whether staff may edit them now. */
export type StaffTabsLoan = LoanFieldsDataFragment & { staffEditable: boolean };

/** What of a loan the tabs show, as one string: a change of it resets the form. */
const fieldsKey = (loan: StaffTabsLoan) =>
  JSON.stringify([
    loan.id,
    loan.staffEditable,
    loan.product.id,
    loan.applicationValue,
    loan.requiredDate,
    loan.purpose,
    loan.developer?.id,
    loan.borrowerInfo,
    loan.bail,
  ]);

type StaffLoanTabsProps = {
  loan: StaffTabsLoan;
  /** The collateral photos, shown as a gallery beside the collateral data (issue 15). */
  photos: readonly string[];
};

// Every action's result rewrites the loan in the cache; the tabs redraw (some forty inputs) only
// when what they show changed, so a dialog's close is not held up behind them.
export const StaffLoanTabs = memo(
  StaffLoanTabsView,
  (before, after) =>
    fieldsKey(before.loan) === fieldsKey(after.loan) &&
    before.photos.join() === after.photos.join(),
);

function StaffLoanTabsView({ loan, photos }: StaffLoanTabsProps) {
  const { t } = useTranslation();
  const options = useQuery(LoanFieldOptionsDocument);
  const borrowerShown = usePainted();
  const { today } = useProductDay();
  const minDate = earliestRequiredDate(today) ?? today;
  const schema = useMemo(() => applicationSchema(minDate), [minDate]);
  const form = useForm<ApplicationValues, unknown, ApplicationValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesFromLoan(loan),
    mode: 'onTouched',
  });
  const [sending, setSending] = useState<Section | null>(null);
  const [failure, setFailure] = useState<{ section: Section; message: string } | null>(null);
  const [updateLoanData] = useMutation(StaffUpdateLoanDataDocument);
  const [updateBorrowerInfo] = useMutation(StaffUpdateBorrowerInfoDocument);
  const [updateBail] = useMutation(StaffUpdateBailDocument);
  const refresh = useStaffLoanRefresh();
  const editable = loan.staffEditable;
  const isPersonal = loan.borrowerInfo.isPersonal;
  // Staff replace a borrower's file only with a reason (issue 15), which the loan's history keeps.
  const [reasons, setReasons] = useState<Record<Section, string>>({ borrower: '', bail: '' });
  const [reasonMissing, setReasonMissing] = useState<Section | null>(null);
  const [certificateFile, taxCardFile] = form.watch([
    'bail.certificateFile',
    'personal.taxCardFile',
  ]);
  const replacing: Record<Section, boolean> = {
    bail: replaces(loan.bail.certificateFile, certificateFile),
    borrower: replaces(loan.borrowerInfo.taxCardFile, taxCardFile),
  };
  /** The reason to send with a section's save: only when one of its files is replaced. */
  const reasonFor = (section: Section) =>
    replacing[section] ? { replaceReason: reasons[section].trim() } : {};

  // What the server holds replaces the form: after a save (its normalised values), and when a
  // stage change ends editing (unsaved changes could no longer be saved).
  // The form starts with those values (`defaultValues`): resetting it on mount too would render
  // its forty inputs a second time, in the task that mounts them.
  const key = fieldsKey(loan);
  const keyShown = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the loan's fields
  useEffect(() => {
    if (keyShown.current === key) return;
    keyShown.current = key;
    form.reset(valuesFromLoan(loan));
  }, [key, form]);

  useEffect(() => {
    if (options.error) notifyError(t('loanApplication.errorProduct'));
  }, [options.error, t]);

  /** Checks the section's groups, then runs its writes; the spec's toast on success. */
  const save = async (
    section: Section,
    groups: Array<keyof ApplicationValues>,
    writes: () => Promise<unknown>,
    successKey: 'application.borrowerSaved' | 'application.bailSaved',
  ) => {
    setFailure(null);
    if (!(await form.trigger(groups))) return;
    if (replacing[section] && reasons[section].trim() === '') {
      setReasonMissing(section);
      return;
    }
    setSending(section);
    try {
      await writes();
      setReasons((current) => ({ ...current, [section]: '' }));
      notifySuccess(t(successKey));
    } catch (error) {
      // The loan may have moved on meanwhile: the page reads it again, as after any refusal.
      refresh();
      // Spec §8: a failed update has no toast; the sending flag resets. A refusal naming fields
      // shows beside them, any other (e.g. the stage moved on) under the save button.
      if (!showFieldErrors(form, error)) {
        setFailure({ section, message: errorMessage(error, t('common.genericError')) });
      }
    } finally {
      setSending(null);
    }
  };

  const saveBorrower = () => {
    const values = form.getValues();
    const loanData = loanDataInput(values.loanData);
    const borrower = borrowerInfoInput(values, isPersonal);
    return save(
      'borrower',
      ['loanData', isPersonal ? 'personal' : 'company'],
      async () => {
        await updateLoanData({ variables: { id: loan.id, input: loanData } });
        await updateBorrowerInfo({
          variables: { id: loan.id, input: { ...borrower, ...reasonFor('borrower') } },
        });
      },
      'application.borrowerSaved',
    );
  };
  const saveBail = () => {
    const bail = bailInput(form.getValues().bail);
    return save(
      'bail',
      ['bail'],
      () => updateBail({ variables: { id: loan.id, input: { ...bail, ...reasonFor('bail') } } }),
      'application.bailSaved',
    );
  };

  const saveBar = (section: Section, label: string, onSave: () => Promise<void>) =>
    editable && (
      <Stack gap="xs" mt="md">
        {replacing[section] && (
          <AutosizeTextarea
            label={t('staffLoanEdit.replaceReason')}
            description={t('staffLoanEdit.replaceReasonHint')}
            withAsterisk
            minRows={2}
            value={reasons[section]}
            error={reasonMissing === section ? t('staffLoanEdit.replaceReasonRequired') : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setReasons((current) => ({ ...current, [section]: value }));
              setReasonMissing(null);
            }}
          />
        )}
        {failure?.section === section && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button disabled={sending !== null} onClick={() => void onSave()}>
            {sending === section ? t('staffLoanEdit.saving') : label}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Tabs defaultValue="loan" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="loan">{t('staffLoan.tabLoan')}</Tabs.Tab>
        <Tabs.Tab value="guarantee">{t('staffLoan.tabGuarantee')}</Tabs.Tab>
      </Tabs.List>
      {!editable && (
        <Alert color="gray" role="status" mt="md">
          {t('staffLoanEdit.readOnly')}
        </Alert>
      )}
      <Tabs.Panel value="loan" pt="md">
        {options.data ? (
          <Stack gap="md">
            <LoanDataFields
              form={form}
              editable={editable}
              products={options.data.products}
              developers={options.data.developers}
              minDate={minDate}
            />
            {/* The borrower's fields and the save bar follow once the loan data's are painted:
                two commits of some twenty inputs each instead of one long one. They only ever
                appear below what is shown. */}
            {borrowerShown && (
              <>
                <Title order={2} size="h4">
                  {t('loanFields.borrowerTitle')}
                </Title>
                <BorrowerFields form={form} editable={editable} isPersonal={isPersonal} staffView />
                {saveBar('borrower', t('staffLoanEdit.saveBorrower'), saveBorrower)}
              </>
            )}
          </Stack>
        ) : (
          options.loading && <PageLoading />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="guarantee" pt="md">
        <Stack gap="md" mb="md">
          <PhotoGallery
            paths={photos}
            title={t('bailPhotos.title')}
            altOf={(n, total) => t('evidence.photoAlt', { n, total })}
            empty={t('bailPhotos.empty')}
          />
          <CollateralDocuments bail={loan.bail} />
        </Stack>
        <BailFields form={form} editable={editable} staffView />
        {saveBar('bail', t('staffLoanEdit.saveBail'), saveBail)}
      </Tabs.Panel>
    </Tabs>
  );
}
