/** The public sign-up forms' paths: auditions, campaign, questionnaire, workshops, parental consent. */
export const signupPaths = {
  auditions: '/api/signup/auditions/',
  campaign: '/api/sign-ups/campaign/',
  questionnaire: '/api/sign-ups/questionnaire/',
  workshops: '/api/sign-ups/workshops/',
  consent: '/api/sign-ups/consent/',
  consentWithdraw: '/api/sign-ups/consent/withdraw/',
  consentPdf: '/api/sign-ups/consent/{id}/pdf/',
  consentRequest: '/api/sign-ups/consent/request/',
  consentStatus: '/api/sign-ups/consent/status/',
  consentPurpose: '/api/sign-ups/consent/purpose/',
  parentConsent: '/api/account/parent-consent/',
  takeover: '/api/account/takeover/',
} as const;
