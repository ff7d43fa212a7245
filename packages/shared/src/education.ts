// Schemas, DTOs and messages of the education domain (zod schemas shared by the API and the forms).
export {};
