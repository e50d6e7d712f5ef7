import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renewFeed, revokeFeed } from '../api/classroom-api';

/**
 * The learner's private calendar feed: a secret URL calendar apps subscribe to. It is shown once,
 * when made (only its hash is kept); a new one replaces it and turning it off stops it answering.
 */
export const CalendarFeed = () => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ url: string | null }>) => {
    setBusy(true);
    try {
      setUrl((await call()).url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p>{t('classroom.feed.intro')}</p>
      {url && (
        <Typography.Paragraph copyable={{ text: url }} code data-testid="feed-url">
          {url}
        </Typography.Paragraph>
      )}
      <Button onClick={() => void run(renewFeed)} loading={busy}>
        {url ? t('classroom.feed.renew') : t('classroom.feed.make')}
      </Button>{' '}
      <Button type="link" danger onClick={() => void run(revokeFeed)} disabled={busy}>
        {t('classroom.feed.revoke')}
      </Button>
    </div>
  );
};
