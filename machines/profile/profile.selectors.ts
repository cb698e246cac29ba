// Values derived from a profile section's snapshot: its status, and why an event is refused.
import type { SnapshotFrom } from 'xstate';
import { initialTransition } from 'xstate';
import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';
import { pureTransition } from '../shared/pure-transition.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { bankChangeMachine } from './bank-change.machine.ts';
import type {
  BankChangeContext,
  BankChangeEvent,
  BankChangeStatus,
  ProfileSection,
  SectionContext,
  SectionEvent,
  SectionReasonCode,
  SectionStatus,
} from './profile.types.ts';
import { profileSectionMachine, sectionEventRefusal } from './profile-section.machine.ts';

export type SectionSnapshot = SnapshotFrom<typeof profileSectionMachine>;
export type BankChangeSnapshot = SnapshotFrom<typeof bankChangeMachine>;

export function sectionSnapshot(status: SectionStatus, context: SectionContext): SectionSnapshot {
  return status === 'EMPTY'
    ? initialTransition(profileSectionMachine, context)[0]
    : profileSectionMachine.resolveState({ value: status, context });
}

export const sectionStatusOf = (snapshot: SectionSnapshot) => snapshot.value as SectionStatus;

/** Why the section refuses the event now; null when it takes it. */
export function whyNotSection(
  snapshot: SectionSnapshot,
  event: SectionEvent,
): SectionReasonCode | null {
  if (!takesEvent(snapshot, event.type)) {
    return snapshot.value === 'SUBMITTED' && event.type === 'section.save'
      ? 'UNDER_REVIEW'
      : 'WRONG_STATE';
  }
  const own = sectionEventRefusal(snapshot.context, event);
  if (own) return own;
  if (
    event.type === 'section.save' &&
    snapshot.value === 'VALIDATED' &&
    snapshot.context.section === 'bank'
  ) {
    return 'BANK_CHANGE_NEEDS_APPROVAL';
  }
  return null;
}

/**
 * Why the section's owner may not save it now: UNDER_REVIEW while staff review it,
 * BANK_CHANGE_NEEDS_APPROVAL for validated bank data (a change request instead); null when they
 * may. The profile screen asks this rather than reading statuses itself.
 */
export function ownerSaveRefusal(
  section: ProfileSection,
  status: SectionStatus,
): SectionReasonCode | null {
  const owner = { userId: 'owner', role: 'borrower' } as const;
  return whyNotSection(sectionSnapshot(status, { section, ownerId: owner.userId }), {
    type: 'section.save',
    actor: owner,
  });
}

export const nextSection = (snapshot: SectionSnapshot, event: SectionEvent) =>
  pureTransition(profileSectionMachine, snapshot, event)[0];

export function bankChangeSnapshot(
  status: BankChangeStatus,
  context: BankChangeContext,
): BankChangeSnapshot {
  return status === 'PENDING'
    ? initialTransition(bankChangeMachine, context)[0]
    : bankChangeMachine.resolveState({ value: status, context });
}

/** Whether the change request takes the event now. */
export function bankChangeTakes(snapshot: BankChangeSnapshot, event: BankChangeEvent): boolean {
  return snapshot.can(event);
}

/** Why the change request refuses the event now; null when it takes it. */
export function whyNotBankChange(
  snapshot: BankChangeSnapshot,
  event: BankChangeEvent,
): 'REASON_MISSING' | 'WRONG_STATE' | 'WRONG_ROLE' | null {
  if (bankChangeTakes(snapshot, event)) return null;
  if (snapshot.value !== 'PENDING') return 'WRONG_STATE';
  return event.type === 'change.refuse' && event.reason.trim() === ''
    ? 'REASON_MISSING'
    : 'WRONG_ROLE';
}

export const nextBankChange = (snapshot: BankChangeSnapshot, event: BankChangeEvent) =>
  pureTransition(bankChangeMachine, snapshot, event)[0];

export const sectionReasonTexts: Record<SectionReasonCode, Text> = {
  WRONG_STATE: { id: 'Tidak dapat dilakukan saat ini', en: 'Not possible now' },
  WRONG_ROLE: { id: 'Anda tidak dapat melakukan ini', en: 'You may not do this' },
  NOT_OWNER: { id: 'Ini bukan data Anda', en: 'This is not your data' },
  UNDER_REVIEW: {
    id: 'Data sedang diperiksa staf dan belum dapat diubah',
    en: 'Staff are checking this data; it cannot change until they decide',
  },
  BANK_CHANGE_NEEDS_APPROVAL: {
    id: 'Perubahan data bank harus diajukan dan disetujui staf',
    en: 'A change of bank data must be requested and approved by staff',
  },
  REASON_MISSING: { id: 'Alasan wajib diisi', en: 'A reason is required' },
  BANK_ONLY: {
    id: 'Hanya data bank yang diganti lewat pengajuan perubahan',
    en: 'Only bank data is replaced through a change request',
  },
};

export const sectionStatusLabels: Record<SectionStatus, Text> = {
  EMPTY: { id: 'Belum diisi', en: 'Not filled' },
  FILLED: { id: 'Sudah diisi', en: 'Filled' },
  SUBMITTED: { id: 'Menunggu validasi', en: 'Waiting for validation' },
  VALIDATED: { id: 'Tervalidasi', en: 'Validated' },
  REJECTED: { id: 'Ditolak', en: 'Rejected' },
};

export type StaffSectionAction = 'validate' | 'reject';

/**
 * What staff may do to a section now, and why not: the section machine's answer for each
 * decision (a rejection is asked with a reason; the screen asks for it at the click).
 */
export function staffSectionActions(
  section: ProfileSection,
  status: SectionStatus,
  ownerId: string,
  staff: Actor,
): Array<{ action: StaffSectionAction; allowed: boolean; reason: SectionReasonCode | null }> {
  const snapshot = sectionSnapshot(status, { section, ownerId });
  const probes: Record<StaffSectionAction, SectionEvent> = {
    validate: { type: 'section.validate', actor: staff },
    reject: { type: 'section.reject', actor: staff, reason: 'a reason' },
  };
  return (Object.keys(probes) as StaffSectionAction[]).map((action) => {
    const reason = whyNotSection(snapshot, probes[action]);
    return { action, allowed: reason === null, reason };
  });
}
