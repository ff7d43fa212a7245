import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPortfolioSummary } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const portfolioKey = ["portfolio", "mine"] as const;

export const getPortfolio = async () => (await api<TPortfolioSummary>("/user/portfolio")).data;

export const portfolioOptions = () => queryOptions({ queryKey: portfolioKey, queryFn: getPortfolio });

/** The member's total: wallet cash plus every position at market, with today's change. */
export const usePortfolio = () => useQuery(portfolioOptions());
