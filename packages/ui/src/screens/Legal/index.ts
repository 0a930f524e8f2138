export { LegalPage, LEGAL_CONTACT, LEGAL_SECTIONS, type LegalPageId, type LegalPageProps } from './Legal.tsx';
