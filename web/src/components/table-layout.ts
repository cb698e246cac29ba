// How the app's tables hold on a phone (legibility.css): a table wider than the screen scrolls
// inside its own container, never the page, and its action column (the row's button or link)
// stays in view at the container's right edge. Put ACTION_CELL on that column's th and tds.

/** The action column's cells: sticky at the right edge of the table's scrolling container. */
export const ACTION_CELL = { className: 'lumbung-table-action' } as const;
