import type { FaqItem } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { Accordion } from '@/shared/ui/accordion';
import styles from './faq-section.module.css';
import { HomeSection } from './home-section';

/** FAQ of the site: the first entry open, the rest folded (cert §2, Screen behaviour). */
export const FaqSection = ({ faqs }: { faqs: FaqItem[] }) => {
  const { t } = useTranslation();
  if (faqs.length === 0) return null;
  const items = faqs.map((faq) => ({
    key: String(faq.id),
    label: <span className={styles.question}>{faq.question}</span>,
    children: <p className={styles.answer}>{faq.answer}</p>,
  }));
  return (
    <HomeSection id="home-faq" split title={t('home.faq.title')} subtitle={t('home.faq.subtitle')} more={{ href: '/faq', label: t('home.faq.more') }}>
      <Accordion
        items={items}
        defaultOpen={[items[0].key]}
        itemClassName={styles.item}
        openClassName={styles.itemOpen}
        headerClassName={styles.header}
        bodyClassName={styles.body}
      />
    </HomeSection>
  );
};
