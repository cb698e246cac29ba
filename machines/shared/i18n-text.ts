// A user-facing text in both languages of the product, Indonesian first.
export type Text = { id: string; en: string };
export type Language = keyof Text;
