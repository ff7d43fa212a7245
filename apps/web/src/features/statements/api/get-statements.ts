import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TStatementSummary } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const statementsKey = ["statements"] as const;

export const getStatements = async () => (await api<TStatementSummary[]>("/user/statements")).data;

export const statementsOptions = () => queryOptions({ queryKey: statementsKey, queryFn: getStatements });

/** The months that have a statement, newest first. */
export const useStatements = () => useQuery(statementsOptions());
