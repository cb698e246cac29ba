// A user-facing text in both languages of the product, Indonesian first.
export type Text = { id: string; en: string };
export type Language = keyof Text;

/**
 * The language of an Accept-Language header: the first of ours by preference (q), Indonesian
 * when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'id';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked
      .map((entry) => entry.language)
      .find((language): language is Language => language === 'id' || language === 'en') ?? 'id'
  );
}
