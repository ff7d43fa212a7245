// Schemas, DTOs and messages of the verification domain (zod schemas shared by the API and the forms).
export {};
