import { lazy, Suspense, type ComponentProps } from 'react';
import styles from '../components/my-learning.module.css';

/** recharts comes with these two components only, each its own chunk (issue 18: charts load with the tabs that draw them). */
const LazyCredits = lazy(() => import('./credits-chart'));
const LazyScores = lazy(() => import('./scores-chart'));

const Frame = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <figure className={styles.chart} aria-label={label} role="img" style={{ margin: 0 }}>
    <Suspense fallback={<div className={styles.chartFallback} />}>{children}</Suspense>
  </figure>
);

export const CreditsChart = (props: ComponentProps<typeof LazyCredits> & { label: string }) => (
  <Frame label={props.label}>
    <LazyCredits {...props} />
  </Frame>
);

export const ScoresChart = (props: ComponentProps<typeof LazyScores> & { label: string }) => (
  <Frame label={props.label}>
    <LazyScores {...props} />
  </Frame>
);
