import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BootProblem } from './boot-screens';

/**
 * Last line of defence around the whole app: a crash outside the router's own error boundary
 * (bootstrap, providers) shows the section 8 page error with a reload instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The app crashed', error);
  }

  render() {
    return this.state.failed ? <AppCrashed /> : this.props.children;
  }
}

const AppCrashed = () => {
  const { t } = useTranslation();
  return (
    <BootProblem
      tone="error"
      title={t('page.error')}
      description={t('exception.errorDescription')}
      action={t('page.reload')}
      onAction={() => window.location.reload()}
    />
  );
};
