// The matching engine reads resumes through the blind view (src/domain/blind): these are its
// names for it.
export { blindResume as sanitizeResume, isSectionHeading } from '../blind/resume';
