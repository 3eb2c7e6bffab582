import { sql } from 'kysely';

/** Where the portal serves lawyers' photos (GET /api/lawyers/photos/:key, lawyers.routes.ts). */
export const LAWYER_PHOTOS_PATH = '/api/lawyers/photos';

/** The same-origin path of a stored photo, or null without one. */
export function lawyerPhotoPath(key: string | null): string | null {
  return key === null ? null : `${LAWYER_PHOTOS_PATH}/${key}`;
}

/** lawyerPhotoPath in SQL, for the public list that PostgreSQL builds as JSON (alias lp). */
export const LAWYER_PHOTO_PATH_SQL = sql<string | null>`case when lp.photo_key is not null
  then ${`${LAWYER_PHOTOS_PATH}/`} || lp.photo_key::text end`;
