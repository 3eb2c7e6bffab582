/** Spec §2: the search box filters on title, description and uploader full name, in the page. */
export function filterDocuments<
  T extends { title: string; description?: string | null; uploadedBy: { fullName: string } },
>(documents: readonly T[], search: string, locale?: string): T[] {
  const words = search.trim().toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...documents];
  return documents.filter((document) => {
    const text = [document.title, document.description ?? '', document.uploadedBy.fullName]
      .join('\n')
      .toLocaleLowerCase(locale);
    return words.every((word) => text.includes(word));
  });
}
