/** The four tiles of spec §2, computed from the documents fetched. */
export interface DocumentStats {
  total: number;
  downloads: number;
  mostDownloaded: number;
  recentUploads: number;
}

/** Spec §9: "Recent-uploads window: 7 days". */
export const RECENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function documentStats(
  documents: readonly { downloads: number; createdAt: string }[],
  now = Date.now(),
): DocumentStats {
  let downloads = 0;
  let mostDownloaded = 0;
  let recentUploads = 0;
  for (const document of documents) {
    downloads += document.downloads;
    mostDownloaded = Math.max(mostDownloaded, document.downloads);
    if (now - Date.parse(document.createdAt) <= RECENT_WINDOW_MS) recentUploads += 1;
  }
  return { total: documents.length, downloads, mostDownloaded, recentUploads };
}
