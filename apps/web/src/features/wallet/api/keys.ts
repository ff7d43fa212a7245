/** Every wallet query starts with this key: a change to the balance refreshes them all. */
export const walletKey = ["wallet"] as const;
