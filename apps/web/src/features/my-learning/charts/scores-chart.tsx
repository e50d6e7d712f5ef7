import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ScoresChartProps = {
  points: { label: string; score: number; passed: boolean }[];
  passScore: number;
  rtl: boolean;
  passLabel: string;
  scoreLabel: string;
};

/**
 * Exam scores, oldest first, against the pass mark (issue 18). Loaded only with the exams tab (a
 * dynamic import); right to left the bars run from the right.
 */
export default function ScoresChart({ points, passScore, rtl, scoreLabel }: ScoresChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 16, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#eef0f3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
        <YAxis orientation={rtl ? 'right' : 'left'} domain={[0, 100]} width={32} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => [value, scoreLabel]} />
        <ReferenceLine y={passScore} stroke="#1f2a44" strokeDasharray="6 4" />
        <Bar dataKey="score" name={scoreLabel} radius={[6, 6, 0, 0]} isAnimationActive={false}>
          {points.map((p, i) => (
            <Cell key={i} fill={p.passed ? '#2f9e5b' : '#c8102e'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
