import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type CreditsChartProps = {
  points: { label: string; total: number }[];
  required: number;
  rtl: boolean;
  requiredLabel: string;
  creditsLabel: string;
};

/**
 * Credits over time (issue 18): the running total after each completed course against the
 * certification's requirement. Loaded only with the credits tab (a dynamic import), so recharts
 * never weighs on the first paint; right to left the time axis runs from the right.
 */
export default function CreditsChart({ points, required, rtl, creditsLabel }: CreditsChartProps) {
  const max = Math.max(required, ...points.map((p) => p.total));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} margin={{ top: 16, right: 16, bottom: 8, left: 16 }}>
        <defs>
          <linearGradient id="creditsFill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#c8102e" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#c8102e" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#eef0f3" />
        <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
        <YAxis orientation={rtl ? 'right' : 'left'} domain={[0, max]} allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => [value, creditsLabel]} />
        <ReferenceLine y={required} stroke="#1f2a44" strokeDasharray="6 4" />
        <Area type="stepAfter" dataKey="total" name={creditsLabel} stroke="#c8102e" strokeWidth={2} fill="url(#creditsFill)" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
