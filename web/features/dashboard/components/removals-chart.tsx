// Loaded lazily with recharts, like activity-chart.tsx (removal-stats.tsx).
import { formatCount } from '@common/format';
import type { RemovalStats } from '@common/schemas/dashboard';
import { format, getISOWeek, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Tailwind's green-500, the colour of a removal (the 'Entfernt' badge, 'Positiv' in the activity chart).
const removedColor = '#22c55e';

const tooltipStyle = {
  background: 'var(--popover)',
  borderColor: 'var(--border)',
  borderRadius: 'var(--radius-md)',
  color: 'var(--popover-foreground)',
};

const weekLabel = (monday: string) => `KW ${getISOWeek(parseISO(monday))}`;

/** Verified removals per ISO week (Berlin), the current week last. */
export default function RemovalsChart({ weeks }: { weeks: RemovalStats['weeks'] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tickFormatter={weekLabel} tick={{ fontSize: 12 }} minTickGap={8} />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          tickFormatter={formatCount}
          width={48}
          label={{ value: 'Anzahl', angle: -90, position: 'insideLeft', offset: 16, fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(monday) =>
            `${weekLabel(String(monday))}, ab ${format(parseISO(String(monday)), 'dd.MM.yyyy', { locale: de })}`
          }
          formatter={(value) => formatCount(Number(value))}
          separator=": "
          contentStyle={tooltipStyle}
          labelStyle={{ color: 'var(--popover-foreground)' }}
          itemStyle={{ color: 'var(--popover-foreground)' }}
          cursor={{ fill: 'var(--muted)' }}
        />
        {/* No entry animation, as in activity-chart.tsx. */}
        <Bar
          dataKey="removed"
          name="Entfernt"
          fill={removedColor}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
