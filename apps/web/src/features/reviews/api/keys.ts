/** Every query of the reviews feature sits under this key, so a decision refreshes them all. */
export const reviewsKey = ["reviews"] as const;
export const publicReviewsKey = (page: number) => [...reviewsKey, "public", page] as const;
export const myReviewKey = [...reviewsKey, "mine"] as const;
export const adminReviewsKey = [...reviewsKey, "admin"] as const;
