/** Choirs: the list, a choir's details and profile, its members and the conductor's actions on them. */
export const choirPaths = {
  list: '/api/choir/',
  choir: '/api/choir/{id}/',
  image: '/api/choir/{id}/image',
  history: '/api/choir/{id}/history/',
  members: '/api/choir/{id}/members/',
  approveMember: '/api/choir/{id}/approve-member/',
  removeMember: '/api/choir/{id}/remove-member/',
  approveMembers: '/api/choir/{id}/approve-members/',
  refuseMembers: '/api/choir/{id}/refuse-members/',
  makeConductor: '/api/choir/{id}/make-conductor/',
  makeMember: '/api/choir/{id}/make-member/',
  setVoicePart: '/api/choir/{id}/set-voice-part/',
} as const;
