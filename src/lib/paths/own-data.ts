/** 'Datele mele' (issue #26): everything the platform holds about the signed-in person. */
export const ownDataPaths = {
  download: '/api/account/own-data/',
} as const;

export const OWN_DATA_PAGE = '/cont/datele-mele';
