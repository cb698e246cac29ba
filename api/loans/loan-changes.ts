// What an edit of the application changed (issue 15): field by field, the value before and
// after, kept on the edit's audit row (`loan_events.changes`), and read back with words beside
// every value that is a code or a reference (a product, a developer, an enumeration, a file).
// A value is compared as what it means: '75000000' and '75000000.00' are the same amount.
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type FieldChange,
  type FieldKind,
  isApplicationField,
  YES_NO,
} from '../../machines/loan/loan.fields.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { fromSen, isRupiah, toSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { enumerations } from '../reference/enumerations.ts';

export type { FieldChange } from '../../machines/loan/loan.fields.ts';

/** A value as the history stores it: trimmed text, canonical amounts and areas, null for empty. */
function canonical(kind: FieldKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = String(value).trim();
  if (text === '') return null;
  if ((kind === 'MONEY' || kind === 'AREA') && isRupiah(text)) return fromSen(toSen(text));
  return text;
}

/**
 * The fields whose value differs between `before` and `after` (a field `after` leaves out is not
 * sent, so not changed), in the order given.
 */
export function changedFields(
  fields: readonly ApplicationField[],
  before: Partial<Record<ApplicationField, unknown>>,
  after: Partial<Record<ApplicationField, unknown>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (after[field] === undefined) continue;
    const { kind } = APPLICATION_FIELDS[field];
    const was = canonical(kind, before[field]);
    const now = canonical(kind, after[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** A list of files (other documents, photos): each file taken away and each file added. */
export function changedFileList(
  field: 'otherDocumentFiles' | 'photo',
  before: readonly unknown[],
  after: readonly string[],
): FieldChange[] {
  const was = before.filter((path): path is string => typeof path === 'string');
  return [
    ...was
      .filter((path) => !after.includes(path))
      .map((path) => ({ field, before: path, after: null })),
    ...after
      .filter((path) => !was.includes(path))
      .map((path) => ({ field, before: null, after: path })),
  ];
}

/** A stored change as the history shows it: the field's words, its kind, words for its values. */
export type ChangeView = {
  field: string;
  label: Text;
  kind: FieldKind;
  before: string | null;
  after: string | null;
  beforeText: Text | null;
  afterText: Text | null;
};

const ENUMERATED: Partial<Record<ApplicationField, keyof typeof enumerations>> = {
  bailtype: 'collateralTypes',
  bailcertificatetype: 'certificateTypes',
  gengender: 'genders',
};

const FILE_NAME = /^\/file\/([A-Za-z0-9-]+\.(?:jpg|png|pdf))$/;
const same = (words: string): Text => ({ id: words, en: words });

/** The stored changes of many audit rows, with the words a person reads (a few lookups in all). */
export async function changeViews(
  q: Queryable,
  rows: ReadonlyArray<readonly FieldChange[]>,
): Promise<ChangeView[][]> {
  const known = rows.map((changes) => changes.filter((change) => isApplicationField(change.field)));
  const values = (field: ApplicationField) =>
    known
      .flat()
      .flatMap((change) =>
        change.field === field ? [change.before, change.after].filter((v) => v !== null) : [],
      );
  const fileNames = known
    .flat()
    .filter((change) => APPLICATION_FIELDS[change.field].kind === 'FILE')
    .flatMap((change) => [change.before, change.after])
    .map((path) => (path ? FILE_NAME.exec(path)?.[1] : undefined))
    .filter((name): name is string => name !== undefined);
  const productIds = values('productid').map(Number).filter(Number.isSafeInteger);
  const developerIds = values('developerid').map(Number).filter(Number.isSafeInteger);

  const products = new Map<string, Text>();
  if (productIds.length > 0) {
    const found = await q.query<{
      id: number;
      product_name: string;
      product_name_en: string | null;
    }>('SELECT id, product_name, product_name_en FROM products WHERE id = ANY($1::int[])', [
      productIds,
    ]);
    for (const p of found) {
      products.set(String(p.id), { id: p.product_name, en: p.product_name_en ?? p.product_name });
    }
  }
  const developers = new Map<string, Text>();
  if (developerIds.length > 0) {
    const found = await q.query<{ id: number; developer_name: string }>(
      'SELECT id, developer_name FROM developers WHERE id = ANY($1::int[])',
      [developerIds],
    );
    for (const d of found) developers.set(String(d.id), same(d.developer_name));
  }
  const files = new Map<string, Text>();
  if (fileNames.length > 0) {
    const found = await q.query<{ name: string; original_name: string }>(
      'SELECT name, original_name FROM files WHERE name = ANY($1::text[])',
      [fileNames],
    );
    for (const f of found) files.set(`/file/${f.name}`, same(f.original_name || f.name));
  }

  const words = (field: ApplicationField, value: string | null): Text | null => {
    if (value === null) return null;
    const { kind } = APPLICATION_FIELDS[field];
    if (kind === 'YES_NO') return value === 'true' ? YES_NO.true : YES_NO.false;
    if (kind === 'FILE') return files.get(value) ?? same(FILE_NAME.exec(value)?.[1] ?? value);
    if (field === 'productid') return products.get(value) ?? null;
    if (field === 'developerid') return developers.get(value) ?? null;
    const enumeration = ENUMERATED[field];
    if (enumeration) {
      return enumerations[enumeration].find((option) => option.code === value)?.label ?? null;
    }
    return null;
  };

  return known.map((changes) =>
    changes.map((change) => ({
      field: change.field,
      label: APPLICATION_FIELDS[change.field].label,
      kind: APPLICATION_FIELDS[change.field].kind,
      before: change.before,
      after: change.after,
      beforeText: words(change.field, change.before),
      afterText: words(change.field, change.after),
    })),
  );
}
