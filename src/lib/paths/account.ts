/** The signed-in user's own account and choirs. */
export const accountPaths = {
  details: '/api/account/details/',
  edit: '/api/account/edit',
  finalize: '/api/account/finalize',
  agreeGdpr: '/api/account/agree_gdpr/',
  avatar: '/api/account/avatar',
  choirs: '/api/account/choirs/',
  joinChoir: '/api/account/join_choir',
  removeChoir: '/api/account/remove_choir',
} as const;
