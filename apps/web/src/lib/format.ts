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

/**
 * A number of at least 0 in Intl.NumberFormat("en-US")'s digits, without building one: grouped,
 * rounded half away from zero to at most `maxFraction` places (from the number's shortest decimal
 * form, as Intl rounds), with at least `minFraction`. A page's first Intl formatter loads the
 * browser's locale data, 30–50 ms of a phone's main thread four times over, in the render that
 * shows the first figures (docs/performance-log.md, 2026-11-29/30). A number JavaScript writes with
 * an exponent (under 1e-6, from 1e21) is left to Intl.
 */
function decimalDigits(value: number, maxFraction: number, minFraction = 0): string {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) {
    const options = { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction };
    return new Intl.NumberFormat("en-US", options).format(value);
  }
  const [whole = "0", fraction = ""] = text.split(".");
  let scaled = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0"));
  if ((fraction[maxFraction] ?? "0") >= "5") scaled += 1n;
  const digits = scaled.toString().padStart(maxFraction + 1, "0");
  const cut = digits.length - maxFraction;
  const grouped = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const decimals = digits.slice(cut).replace(/0+$/, "").padEnd(minFraction, "0");
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** A percentage from the API (2 decimals): "12.5%"; `signed` adds "+" to a rise and "−" to a fall. */
export function formatPercent(value: number, { signed = false } = {}): string {
  const digits = decimalDigits(Math.abs(value), 2);
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

/** A plan's value per unit, to its 6 decimals when it has them: "$1.0234", "$0.987654". */
export function formatNav(nav: number): string {
  // Intl's currency format writes a minus before the sign, also for −0.
  return `${nav < 0 || Object.is(nav, -0) ? "-" : ""}$${decimalDigits(Math.abs(nav), 6, 4)}`;
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
