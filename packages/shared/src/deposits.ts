// Schemas, DTOs and messages of the deposits domain (zod schemas shared by the API and the forms).
export {};
