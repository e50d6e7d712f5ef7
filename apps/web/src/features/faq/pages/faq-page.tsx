import { Button, Collapse, Input, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { AppLink } from '@/shared/ui/app-link';
import { MagnifierIcon, MailIcon, QuestionBubbleIcon } from '@/shared/ui/content-icons';
import { Highlight } from '@/shared/ui/highlight';
import { PageBanner } from '@/shared/ui/page-banner';
import { StatePanel } from '@/shared/ui/state-panel';
import { useFaqList } from '../api/query-faq-list';
import { faqAnchor, faqIdFromHash, filterFaqs } from '../model/faq-filter';
import styles from './faq-page.module.css';

/** Longest filter text; the search page's keyword limit, so a link from it always fits. */
const FILTER_MAX = 100;

/**
 * /faq and /mobile/faq (cert §2): every question of the site, the first one open and the rest
 * folded; a filter box narrows them on the client (kept in ?keyword= so the search page can link
 * here), and #faq-{id} opens that question instead of the first.
 */
export const FaqPage = () => {
  const { t } = useTranslation();
  const { data: faqs, isPending, isError, isFetching, refetch } = useFaqList();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const { hash } = useLocation();
  const hashId = faqIdFromHash(hash);
  const shown = useMemo(() => filterFaqs(faqs ?? [], keyword), [faqs, keyword]);
  // null: the default (the linked question, else the first shown); otherwise what the visitor opened.
  const [opened, setOpened] = useState<string[] | null>(null);
  const linked = hashId !== null && shown.some((faq) => faq.id === hashId) ? String(hashId) : null;
  const activeKey = opened ?? (linked ? [linked] : shown[0] ? [String(shown[0].id)] : []);

  useEffect(() => {
    if (linked) document.getElementById(faqAnchor(Number(linked)))?.scrollIntoView({ block: 'center' });
  }, [linked]);

  const setKeyword = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('keyword', value);
    else next.delete('keyword');
    setParams(next, { replace: true, preventScrollReset: true });
    setOpened(null);
  };

  let content;
  if (isPending) {
    content = (
      <div className={styles.skeleton} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className={styles.skeletonItem}>
            <Skeleton active title={{ width: `${70 - n * 6}%` }} paragraph={n === 0 ? { rows: 2 } : false} />
          </div>
        ))}
      </div>
    );
  } else if (isError) {
    content = (
      <StatePanel
        tone="error"
        icon={<QuestionBubbleIcon size={32} />}
        title={t('faq.error')}
        description={t('faq.errorDescription')}
        actions={
          <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (faqs.length === 0) {
    content = <StatePanel icon={<QuestionBubbleIcon size={32} />} title={t('faq.empty')} description={t('faq.emptyDescription')} />;
  } else if (shown.length === 0) {
    content = (
      <StatePanel
        icon={<MagnifierIcon size={30} />}
        title={t('faq.noMatch', { keyword: keyword.trim() })}
        description={t('faq.noMatchDescription')}
        actions={
          <>
            <Button type="primary" onClick={() => setKeyword('')}>
              {t('faq.clearFilter')}
            </Button>
            <AppLink href={`/search?keyword=${encodeURIComponent(keyword.trim())}`} className={styles.textLink}>
              {t('faq.searchAll')}
            </AppLink>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        {keyword.trim() && (
          <p className={styles.count} aria-live="polite">
            {t('faq.showing', { shown: shown.length, total: faqs.length })}
          </p>
        )}
        <Collapse
          className={styles.collapse}
          bordered={false}
          expandIconPlacement="end"
          activeKey={activeKey}
          onChange={(keys) => setOpened(Array.isArray(keys) ? keys : [keys])}
          items={shown.map((faq) => ({
            key: String(faq.id),
            label: (
              <span id={faqAnchor(faq.id)} className={styles.question}>
                <Highlight text={faq.question} keyword={keyword} />
              </span>
            ),
            children: (
              <p className={styles.answer}>
                <Highlight text={faq.answer} keyword={keyword} />
              </p>
            ),
          }))}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        crumbs={[{ label: t('faq.home'), href: '/' }, { label: t('faq.title') }]}
        crumbsLabel={t('faq.breadcrumb')}
      >
        <div className={styles.filter} role="search">
          <Input
            size="large"
            allowClear
            value={keyword}
            maxLength={FILTER_MAX}
            onChange={(event) => setKeyword(event.target.value)}
            prefix={<MagnifierIcon className={styles.filterIcon} />}
            placeholder={t('faq.filterPlaceholder')}
            aria-label={t('faq.filterLabel')}
            disabled={isPending || isError}
          />
        </div>
      </PageBanner>
      <div className={styles.layout}>
        <div className={styles.main}>{content}</div>
        <ContactCard />
      </div>
    </div>
  );
};

/** Beside the questions: the site's contact e-mail, for what the list does not answer. */
const ContactCard = () => {
  const { t } = useTranslation();
  const email = useSite().siteInfo.contactEmail;
  if (!email) return null;
  return (
    <aside className={styles.contact} aria-labelledby="faq-contact-title">
      <span className={styles.contactIcon}>
        <MailIcon size={22} />
      </span>
      <h2 id="faq-contact-title" className={styles.contactTitle}>
        {t('faq.contactTitle')}
      </h2>
      <p className={styles.contactText}>{t('faq.contactText')}</p>
      <a className={styles.contactLink} href={`mailto:${email}`}>
        {email}
      </a>
    </aside>
  );
};
