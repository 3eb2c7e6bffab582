// The lawyers feature's public entry: what other features, pages and the app use of it.
export { DocumentHead } from './components/DocumentHead.js';
export { LawyerDirectory } from './components/LawyerDirectory.js';
export * as lawyerPageStyles from './components/LawyerPage.css.js';
export { LawyerPhotoField } from './components/LawyerPhotoField.js';
export { LawyerProfileForm } from './components/LawyerProfileForm.js';
export { LawyerProfileView } from './components/LawyerProfileView.js';
export { LawyerReviews } from './components/LawyerReviews.js';
export {
  addressOfFilter,
  DIRECTORY_PARAMETERS,
  type DirectoryFilter,
  type DirectoryFirstScreen,
  filterFromAddress,
  firstScreenFilter,
  useDirectoryFilterOptions,
  useDirectorySpecializations,
  usePublicLawyers,
} from './hooks/usePublicLawyers.js';
export { lawyerPageHeadHook } from './lawyerPageHead.js';
export { languageLabel, termLabel } from './lawyerTerms.js';
export {
  ALL_SPECIALIZATIONS,
  lawyerPagePath,
  type PublicLawyer,
  REVIEWS_PAGE_SIZE,
} from './types.js';
