/** At most this many labels fit under the chart on a phone. */
const MAX_TICKS = 5;

export type ChartTicks = {
  /** Indexes of the points that get a label, oldest first. */
  ticks: number[];
  label: (index: number) => string;
};

/**
 * The x-axis labels of a chart of timestamped points: dates when the points span several days, times
 * of day when they all fall on one, and never the same label twice (the first point of each label
 * carries it). `timeZone` is the reader's own unless given (tests pin it).
 */
export function chartTicks(times: string[], timeZone?: string): ChartTicks {
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone });
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  const days = times.map((t) => day.format(new Date(t)));
  const isOneDay = days.every((d) => d === days[0]);
  const labels = isOneDay ? times.map((t) => time.format(new Date(t))) : days;
  const firsts: number[] = [];
  labels.forEach((text, i) => {
    if (i === 0 || text !== labels[i - 1]) firsts.push(i);
  });
  const unique = firsts.filter((i, n) => firsts.findIndex((j) => labels[j] === labels[i]) === n);
  const step = Math.ceil(unique.length / MAX_TICKS);
  const ticks = unique.filter((_, n) => n % step === 0);
  return { ticks, label: (index) => labels[index] ?? "" };
}
