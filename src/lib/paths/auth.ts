/** Accounts without a session: register, activate, log in and out, reset the password; the bot check and the counties of the forms. */
export const authPaths = {
  register: '/api/auth/register/',
  activate: '/api/auth/{code}/activate/',
  login: '/api/token-auth/',
  logout: '/api/auth/logout/',
  resetRequest: '/api/auth/reset_password/',
  resetConfirm: '/api/auth/reset_password_confirm/',
  captcha: '/api/captcha/challenge/',
  counties: '/api/counties/',
} as const;
