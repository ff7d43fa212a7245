// Schemas, DTOs and messages of the admin domain (zod schemas shared by the API and the forms).
export {};
