/**
 * Where a document is in its life: `scanning` until ClamAV found it clean (listed only to its
 * uploader and staff, never downloadable), then `available`; `quarantined` when a signature
 * matched (its file deleted, the row kept as the record; nobody can download it).
 */
export enum DocumentStatus {
  SCANNING = 'scanning',
  AVAILABLE = 'available',
  QUARANTINED = 'quarantined',
}
