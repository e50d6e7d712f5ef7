import { MY_LEARNING_TABS, TRAINING_SUB_TABS, CERTIFICATE_SUB_TABS } from '@credo/contracts/my-learning';
import type { UserInfo } from '@credo/contracts/user';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { usePageTitle } from '@/shared/site/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { displayNameOf } from '@/shared/ui/user-avatar';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { useCertificates, useCredits } from '../api/my-learning-api';
import { DataPanel, MedalsPanel, PreferencesPanel, ProfilePanel } from '../components/account-panels';
import { CertificatesPanel, useCertificateCounts } from '../components/certificates-panel';
import { CreditsPanel } from '../components/credits-panel';
import { ExamsPanel } from '../components/exams-panel';
import styles from '../components/my-learning.module.css';
import { SurveyHost } from '../components/survey-dialog';
import { TrainingPanel } from '../components/training-panel';
import { tabStateOf, withTab } from '../model/tabs';

const SUB_TAB_NAMES: Record<string, readonly string[]> = { training: TRAINING_SUB_TABS, certificates: CERTIFICATE_SUB_TABS };

/** Arrow keys move between tabs (WAI-ARIA tabs pattern), Home and End to the ends; RTL flips left and right. */
const arrowKeys = (count: number, current: number, select: (i: number) => void, rtl: boolean) => (e: KeyboardEvent) => {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const next =
    e.key === forward ? (current + 1) % count : e.key === back ? (current - 1 + count) % count : e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : -1;
  if (next < 0) return;
  e.preventDefault();
  select(next);
  const list = (e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('[role=tab]');
  list[next]?.focus();
};

const Summary = () => {
  const { t } = useTranslation();
  const credits = useCredits();
  const certificates = useCertificates();
  const held = certificates.data?.certificates.filter((c) => c.group === 'valid' || c.group === 'aboutToExpire').length;
  const earned = credits.data?.certifications.reduce((n, c) => n + c.earned, 0);
  const medals = certificates.data ? certificates.data.medals.bronze + certificates.data.medals.silver + certificates.data.medals.gold : undefined;
  const stats: [string, number | undefined][] = [
    [t('myLearning.summary.credits'), earned],
    [t('myLearning.summary.certificates'), held],
    [t('myLearning.summary.medals'), medals],
  ];
  return (
    <div className={styles.stats}>
      {stats.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <span className={styles.statValue}>{value ?? '–'}</span>
          <span className={styles.statLabel}>{label}</span>
        </div>
      ))}
    </div>
  );
};

const MyLearning = ({ user }: { user: UserInfo }) => {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { tab, subTab } = tabStateOf(params);
  const name = MY_LEARNING_TABS[tab];
  const subNames = SUB_TAB_NAMES[name] ?? [];
  const certificateCounts = useCertificateCounts();
  const rtl = i18n.dir() === 'rtl';
  const select = (next: number, nextSub = 0) => setParams(withTab(params, next, nextSub), { replace: false });
  const panelRef = useRef<HTMLDivElement>(null);

  let panel;
  switch (name) {
    case 'credits':
      panel = <CreditsPanel />;
      break;
    case 'training':
      panel = <TrainingPanel subTab={subTab} />;
      break;
    case 'exams':
      panel = <ExamsPanel />;
      break;
    case 'certificates':
      panel = <CertificatesPanel subTab={subTab} />;
      break;
    case 'medals':
      panel = <MedalsPanel />;
      break;
    case 'profile':
      panel = <ProfilePanel user={user} />;
      break;
    case 'preferences':
      panel = <PreferencesPanel user={user} />;
      break;
    default:
      panel = <DataPanel />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1>{t('myLearning.title')}</h1>
          <p>{t('myLearning.greeting', { name: displayNameOf(user) })}</p>
        </div>
        <Summary />
      </header>
      <div role="tablist" aria-label={t('myLearning.title')} className={styles.tabs} onKeyDown={arrowKeys(MY_LEARNING_TABS.length, tab, (i) => select(i), rtl)}>
        {MY_LEARNING_TABS.map((n, i) => (
          <button
            key={n}
            type="button"
            role="tab"
            id={`ml-tab-${n}`}
            aria-selected={i === tab}
            aria-controls="ml-panel"
            tabIndex={i === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
          >
            {t(`myLearning.tabs.${n}`)}
          </button>
        ))}
      </div>
      <div id="ml-panel" role="tabpanel" aria-labelledby={`ml-tab-${name}`} ref={panelRef}>
        {subNames.length > 0 && (
          <div
            role="tablist"
            aria-label={t(`myLearning.tabs.${name}`)}
            className={styles.subTabs}
            onKeyDown={arrowKeys(subNames.length, subTab, (i) => select(tab, i), rtl)}
          >
            {subNames.map((s, i) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={i === subTab}
                tabIndex={i === subTab ? 0 : -1}
                className={styles.subTab}
                onClick={() => select(tab, i)}
              >
                {t(`myLearning.subTabs.${s}`)}
                {name === 'certificates' && certificateCounts && <span className={styles.count}>{certificateCounts[i]}</span>}
              </button>
            ))}
          </div>
        )}
        {panel}
      </div>
      <SurveyHost />
    </div>
  );
};

/**
 * /my-learning and /mobile/my-learning (cert §2; issue 18): credits, training and orders, exams,
 * certificates, medals, personal information, preferences and the learner's data, addressed by
 * `?tab=&subTab=`. A visitor is sent to sign in and back here, query included.
 */
export const MyLearningPage = () => {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(t('myLearning.title'));
  useEffect(() => {
    if (user === null) goTo(loginUrl());
  }, [user]);
  if (!user) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner size="large" label={t('myLearning.loading')} />
      </div>
    );
  }
  return <MyLearning user={user} />;
};
