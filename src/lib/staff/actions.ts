/**
 * What the back office's journal says of each staff action (table staff_actions), by key. Each
 * area of the back office adds its own keys here; a key without a label shows as itself.
 */
export const STAFF_ACTIONS: Record<string, string> = {
  'list.export': 'a exportat lista',
};

export const actionLabel = (action: string) => STAFF_ACTIONS[action] ?? action;
