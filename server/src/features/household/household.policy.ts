/** Who may do what with a household (CONTRACT.md §4): only residents see it; the Owner stays. */
export interface Residency {
  isCreator: boolean;
}

export const canSeeHousehold = (resident: Residency | undefined) => resident !== undefined;
/** Any resident adds people who live at the address. */
export const canAddResident = (resident: Residency | undefined) => resident !== undefined;
/** The Owner removes anyone; a resident may remove themselves (move out); nobody removes the Owner. */
export function canRemoveResident(
  actor: Residency | undefined,
  actorId: string,
  target: Residency & { userId: string },
) {
  if (!actor || target.isCreator) return false;
  return actor.isCreator || actorId === target.userId;
}
