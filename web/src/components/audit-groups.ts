// The loan's history as people read it (issue 15): a burst of saves of the application by one
// person (the form saves each step and each photo) is one entry — on the staff screen listing
// everything they changed — not eight identical lines. The staff and the borrower timelines
// both group this way. Pure, so the grouping is tested on its own.

/** Saves of the application: the events that are grouped. */
const EDIT_EVENTS: ReadonlySet<string> = new Set(['application.edit', 'application.staffEdit']);

/** Saves by the same person at most this far apart belong to one burst. */
export const BURST_WINDOW_MS = 5 * 60_000;

type Entry = { event: string; actorId?: string | null; actorRole: string; at: string };

export type AuditGroup<E extends Entry> = {
  /** The entries of the group, oldest first; one for anything but a burst of saves. */
  entries: E[];
  /** The group is saves of the application (its entries' changes are listed together). */
  edits: boolean;
};

const sameActor = (a: Entry, b: Entry) =>
  a.actorRole === b.actorRole && (a.actorId ?? null) === (b.actorId ?? null);

/**
 * Groups the trail (oldest first): an edit joins the group before it when that group holds
 * edits of the same event by the same person, and the last of them was saved at most
 * `windowMs` earlier. Every other entry stands alone.
 */
export function groupAuditEntries<E extends Entry>(
  entries: readonly E[],
  windowMs = BURST_WINDOW_MS,
): AuditGroup<E>[] {
  const groups: AuditGroup<E>[] = [];
  for (const entry of entries) {
    const edit = EDIT_EVENTS.has(entry.event);
    const last = groups.at(-1);
    const previous = last?.entries.at(-1);
    if (
      edit &&
      last?.edits &&
      previous &&
      previous.event === entry.event &&
      sameActor(previous, entry) &&
      Date.parse(entry.at) - Date.parse(previous.at) <= windowMs
    ) {
      last.entries.push(entry);
      continue;
    }
    groups.push({ entries: [entry], edits: edit });
  }
  return groups;
}
