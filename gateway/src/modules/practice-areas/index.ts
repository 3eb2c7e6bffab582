// What the rest of the gateway uses of practice-areas: other features import it from here only.
export { PracticeAreaType } from './dto/practice-area.type.js';
export { LocalizedName, PracticeArea } from './practice-area.entity.js';
export { PRACTICE_AREAS } from './practice-areas.data.js';
export {
  checkPracticeAreaId,
  PRACTICE_AREA_SLUGS,
  type PracticeAreaRow,
  UNKNOWN_PRACTICE_AREA,
} from './practice-areas.service.js';
