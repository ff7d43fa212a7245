import {
  formatAmount,
  formatUnits as formatBaseUnits,
  formatMoney,
  type TDeposit,
  type TDepositStatus,
  type TPlanWeights,
  type TProofAsset,
} from "@vaultline/shared";

// Every amount on every screen is written by a function of this file, so "$1,234.50" reads the same
// everywhere. The API sends most amounts in dollars (formatDollars); a few in integer cents
// (formatCents, formatPrice), which are the shared package's own formatters.

/** A deposit's status in plain words (the API keeps the sketch's names). */
export const DEPOSIT_STATUS_LABELS: Record<TDepositStatus, string> = {
  pending: "Awaiting payment",
  accepted: "Invested",
  withdrawn: "Moved to wallet",
  denied: "Denied",
};

/**
 * A deposit's status as every screen shows it: a pending deposit says what it waits for, from its
 * chain state when the payment is watched (so it never says "review" while the chain decides, nor
 * "awaiting payment" beside an exception an admin must settle).
 */
export function depositStatusLabel(d: Pick<TDeposit, "status" | "method" | "chain">): string {
  if (d.status !== "pending") return DEPOSIT_STATUS_LABELS[d.status];
  if (d.method === "card") return "Waiting for confirmation";
  if (!d.chain) return "Waiting for review";
  return {
    waiting: "Awaiting payment",
    seen: "Confirming on the network",
    confirmed: "Confirming on the network",
    underpaid: "Underpaid",
    invested: "Investing",
    exception: "Payment exception",
    expired: "Quote expired",
  }[d.chain.state];
}

/** Cents as "$1,234.50". */
export const formatCents = formatMoney;

/** An amount in a liabilities tree's unit: satoshis "0.00345678 BTC", gwei "0.012345678 ETH", cents "$1,234.50". */
export function formatProofAmount(asset: TProofAsset, units: number): string {
  if (asset === "USD") return formatMoney(units);
  return `${formatBaseUnits(units, asset === "BTC" ? 8 : 9)} ${asset}`;
}

/** A price in cents without empty decimals: 25000 → "$250", 17465 → "$174.65". */
export const formatPrice = formatAmount;

/** Dollars from the API (e.g. 123.45) as "$123.45". */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

// One format for every date on every screen, the same as the API's messages and e-mails.
export { formatDate, formatDateTime } from "@vaultline/shared";

let percent: Intl.NumberFormat | undefined;

/** A percentage from the API (2 decimals): "12.5%"; `signed` adds "+" to a rise and "−" to a fall. */
export function formatPercent(value: number, { signed = false } = {}): string {
  percent ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  const digits = percent.format(Math.abs(value));
  const text = `${digits}%`;
  // A change too small to show is no change: "0%", never "−0%".
  if (digits === "0") return text;
  if (value < 0) return `−${text}`;
  return signed && value > 0 ? `+${text}` : text;
}

/** A change in dollars with its sign: "+$12.30", "−$4.00", "$0.00". */
export function formatSignedDollars(dollars: number): string {
  const text = formatDollars(Math.abs(dollars));
  if (Math.round(dollars * 100) === 0) return text;
  return dollars < 0 ? `−${text}` : `+${text}`;
}

let axisFormat: Intl.NumberFormat | undefined;

/** A chart axis's dollar tick, grouped, with no padded decimals: "$1,500", "$0.5". */
export function formatDollarTick(dollars: number): string {
  axisFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
  return `$${axisFormat.format(dollars)}`;
}

let thousandsFormat: Intl.NumberFormat | undefined;

/** A chart axis's tick for prices that run into the tens of thousands: "$9,950", "$97.2k". */
export function formatCompactDollarTick(dollars: number): string {
  thousandsFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
  return dollars >= 10_000 ? `$${thousandsFormat.format(dollars / 1000)}k` : formatDollarTick(dollars);
}

/** A chart axis's tick for a UTC day ("2026-03-04"): "Mar 4". */
export function formatDayTick(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** A chart axis's tick of a plan's value per unit: "$1.023". */
export function formatNavTick(nav: number): string {
  return `$${nav.toFixed(3)}`;
}

let navFormat: Intl.NumberFormat | undefined;

/** A plan's value per unit, to its 6 decimals when it has them: "$1.0234", "$0.987654". */
export function formatNav(nav: number): string {
  navFormat ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 4,
    maximumFractionDigits: 6,
  });
  return navFormat.format(nav);
}

/** Units from the API ("1234.500000") with thousands grouped and the 6 places kept: "1,234.500000". */
export function formatUnits(units: string): string {
  const [whole = "0", fraction] = units.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A plan's risk class on the 1–7 scale, or why it has none yet. */
export function formatRiskClass(riskClass: number | null): string {
  return riskClass === null ? "Too new to rate" : `${riskClass} of 7`;
}

const ASSET_WORDS = { USD: "cash", BTC: "Bitcoin", ETH: "Ether" } as const;

/**
 * A plan's target mix in words, largest first: "80% cash, 10% Bitcoin, 10% Ether". Kept here rather
 * than taken from the shared plans module, whose schemas would add zod to the home page's download.
 */
export function formatAllocation(weights: TPlanWeights): string {
  return (Object.keys(ASSET_WORDS) as (keyof typeof ASSET_WORDS)[])
    .filter((asset) => weights[asset] > 0)
    .sort((a, b) => weights[b] - weights[a])
    .map((asset) => `${weights[asset]}% ${ASSET_WORDS[asset]}`)
    .join(", ");
}

/** A person as admins tell them apart: "Ada Lovelace (@ada)", or "@ada" when the name is unknown. */
export function formatPerson(name: string | null, username: string): string {
  return name ? `${name} (@${username})` : `@${username}`;
}

/** A member from a user summary: "Ada Lovelace (@ada)". */
export function formatMember(user: { username: string; name: { firstname: string; lastname: string } }): string {
  return formatPerson(`${user.name.firstname} ${user.name.lastname}`.trim(), user.username);
}
