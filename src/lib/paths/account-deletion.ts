/** Deleting one's account, or a child's (issue #26): the request, its state, its cancellation. */
export const accountDeletionPaths = {
  deletion: '/api/account/deletion/',
  cancel: '/api/account/deletion/cancel/',
} as const;

/** The page of the mailed link that cancels a deletion (the token is in its fragment). */
export const DELETION_CANCEL_PAGE = '/cont/anuleaza-stergerea/';
