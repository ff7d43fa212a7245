// Schemas, DTOs and messages of the withdrawals domain (zod schemas shared by the API and the forms).
export {};
