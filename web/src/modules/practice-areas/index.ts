// The practice areas that discussions, documents, events and search are filed under: their
// names in the interface language and the list of them.
export { areaName } from './areaName.js';
export type { PracticeArea } from './types.js';
export { usePracticeAreas } from './usePracticeAreas.js';
