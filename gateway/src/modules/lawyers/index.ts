// What the rest of the gateway uses of lawyers: other features import it from here only.
export { LawyerProfile } from './lawyer-profile.entity.js';
export { assignSlugs } from './lawyer-slug.js';
export {
  DIRECTORY_FIRST_PAGE,
  DIRECTORY_RATING,
  type DirectoryFilterOptions,
  directoryFilterOptions,
  publicLawyersJson,
} from './lawyers.service.js';
