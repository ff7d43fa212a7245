/** Every security query starts with this key: a change refreshes them all (the events list too). */
export const securityKey = ["security"] as const;
export const twoFactorKey = [...securityKey, "two-factor"] as const;
