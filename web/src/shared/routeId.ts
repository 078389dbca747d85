/** A record id from the address (`/venue/edit/:venueId`): a positive whole number the database can hold, else null. */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
