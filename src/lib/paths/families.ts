/** Families (issue #25): a parent's children, a child's parents, link requests and their mailed confirmation. */
export const familyPaths = {
  list: '/api/families/',
  children: '/api/families/children/',
  childLogin: '/api/families/children/{id}/login/',
  childConsent: '/api/families/children/{id}/consent/',
  childConsentPurpose: '/api/families/children/{id}/consent/purpose/',
  childConsentPdf: '/api/families/children/{id}/consent/pdf/',
  requests: '/api/families/requests/',
  request: '/api/families/requests/{token}/',
  confirm: '/api/families/requests/{token}/confirm/',
  endLink: '/api/families/links/{id}/end/',
} as const;

/** 'Copiii mei': a parent's children, a child's parents. */
export const FAMILY_PAGE = '/cont/copiii-mei';

/** The page of the mailed link (a static shell that reads the token in the browser). */
export const FAMILY_CONFIRM_PAGE = '/cont/familie/confirma/';
