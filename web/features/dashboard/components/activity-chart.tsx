// The only module that imports recharts: it is loaded lazily (activity-chart-card.tsx), so the
// chart library stays out of every other page's JavaScript.
import { formatCount } from '@common/format';
import type { DailyStat } from '@common/schemas/dashboard';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const day = (date: string, pattern: string) => format(parseISO(date), pattern, { locale: de });

// Tailwind's red-500, green-500 and blue-600, as the badges use these hues.
const colors = { negative: '#ef4444', positive: '#22c55e', emails: '#2563eb' };

const tooltipStyle = {
  background: 'var(--popover)',
  borderColor: 'var(--border)',
  borderRadius: 'var(--radius-md)',
  color: 'var(--popover-foreground)',
};

/** The order of the series in the legend and the tooltip: Negativ, Positiv, E-Mails gesendet. */
const seriesOrder = ['negativeReviews', 'positiveReviews', 'emailsSent'];

/**
 * Room for the widest tick label ('18.000' for a company with a million reviews) next to the axis
 * title. Ticks are rounded up from the highest value, so one more digit is allowed for.
 */
function yAxisWidth(data: DailyStat[]) {
  const highest = Math.max(
    0,
    ...data.map((d) => Math.max(d.negativeReviews + d.positiveReviews, d.emailsSent)),
  );
  return Math.max(48, 26 + 7 * formatCount(highest * 10).length);
}

/**
 * Reviews per day stacked negative (1-3) / positive (4-5), and e-mails sent per day as a line.
 * No entry animation: it re-renders the chart every frame for a second and a half, the most of the
 * dashboard's main-thread work at start (Lighthouse's blocking time, issue 35).
 */
export default function ActivityChart({ data }: { data: DailyStat[] }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => day(date, 'dd.MM.')}
          tick={{ fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          tickFormatter={formatCount}
          width={yAxisWidth(data)}
          label={{ value: 'Anzahl', angle: -90, position: 'insideLeft', offset: 16, fontSize: 12 }}
        />
        {/* Reads like the legend: 'E-Mails gesendet: 1', in the legend's order (recharts sorts by name). */}
        <Tooltip
          labelFormatter={(date) => day(String(date), 'EEEE, dd.MM.yyyy')}
          formatter={(value) => formatCount(Number(value))}
          separator=": "
          itemSorter={(item) => seriesOrder.indexOf(String(item.dataKey))}
          // The theme's popover colours (light and dark), not the series' hues: 4.5:1 (issue 19).
          contentStyle={tooltipStyle}
          labelStyle={{ color: 'var(--popover-foreground)' }}
          itemStyle={{ color: 'var(--popover-foreground)' }}
        />
        {/* In drawing order (Negativ, Positiv, E-Mails), not alphabetical. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar
          dataKey="negativeReviews"
          name="Negativ"
          stackId="reviews"
          fill={colors.negative}
          isAnimationActive={false}
        />
        <Bar
          dataKey="positiveReviews"
          name="Positiv"
          stackId="reviews"
          fill={colors.positive}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          dataKey="emailsSent"
          name="E-Mails gesendet"
          type="monotone"
          stroke={colors.emails}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
