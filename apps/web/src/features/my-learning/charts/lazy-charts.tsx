import { lazy, Suspense, type ComponentProps } from 'react';
import styles from '../components/my-learning.module.css';

/** recharts comes with these two components only, each its own chunk (issue 18: charts load with the tabs that draw them). */
const LazyCredits = lazy(() => import('./credits-chart'));
const LazyScores = lazy(() => import('./scores-chart'));

/** The chart, and below it what the dashed line marks (in the text flow, so it reads right in both directions). */
const Frame = ({ label, line, children }: { label: string; line: string; children: React.ReactNode }) => (
  <div>
    <figure className={styles.chart} aria-label={label} role="img" style={{ margin: 0 }}>
      <Suspense fallback={<div className={styles.chartFallback} />}>{children}</Suspense>
    </figure>
    <p className={styles.legend}>
      <span className={styles.dash} aria-hidden="true" /> {line}
    </p>
  </div>
);

export const CreditsChart = (props: ComponentProps<typeof LazyCredits> & { label: string }) => (
  <Frame label={props.label} line={props.requiredLabel}>
    <LazyCredits {...props} />
  </Frame>
);

export const ScoresChart = (props: ComponentProps<typeof LazyScores> & { label: string }) => (
  <Frame label={props.label} line={props.passLabel}>
    <LazyScores {...props} />
  </Frame>
);
