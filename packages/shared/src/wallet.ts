// Schemas, DTOs and messages of the wallet domain (zod schemas shared by the API and the forms).
export {};
