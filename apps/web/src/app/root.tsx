import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from './bootstrap/app-error-boundary';
import { Bootstrap } from './bootstrap/bootstrap';
import { installApiClient } from './api-client';
import { createQueryClient } from './query-client';

installApiClient();

export const Root = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Bootstrap />
        </AppErrorBoundary>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
