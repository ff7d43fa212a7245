// Schemas, DTOs and messages of the content domain (zod schemas shared by the API and the forms).
export {};
