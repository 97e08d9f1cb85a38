/**
 * Whether /dashboard-statistics/{is_boarded} says the user has just joined: '0', 'false' or 'new'
 * (any other value, or none, is a user who has been here before).
 */
export function isNewcomer(isBoarded: string | undefined): boolean {
  return isBoarded !== undefined && ['0', 'false', 'new'].includes(isBoarded.toLowerCase());
}
