import type { UserComment } from '@credo/contracts/home';
import { useTranslation } from 'react-i18next';
import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { Avatar } from '@/shared/ui/avatar';
import { StarRating } from '@/shared/ui/star-rating';
import styles from './comment-section.module.css';
import { QuoteIcon } from './home-icons';
import { HomeSection } from './home-section';

/** Learners' comments (up to 8) on a dark band, so the social proof stands apart from the lists. */
export const CommentSection = ({ comments }: { comments: UserComment[] }) => {
  const { t } = useTranslation();
  const mobile = useMobileVariant();
  if (comments.length === 0) return null;
  return (
    <HomeSection id="home-comments" tone="dark" title={t('home.comments.title')} subtitle={t('home.comments.subtitle')}>
      {/* On mobile the row scrolls sideways: a tab stop lets keyboard users scroll it too. */}
      <ul className={styles.grid} tabIndex={mobile ? 0 : undefined}>
        {comments.map((comment) => (
          <li key={comment.id} className={styles.card}>
            <QuoteIcon className={styles.quote} />
            <blockquote className={styles.text}>{comment.content}</blockquote>
            <StarRating className={styles.rate} value={comment.rating} label={t('home.comments.rating', { rating: comment.rating })} />
            <footer className={styles.author}>
              <Avatar size={44} src={comment.avatarUrl} fallback={comment.authorName.charAt(0)} />
              <span className={styles.who}>
                <span className={styles.name}>{comment.authorName}</span>
                {comment.authorRole && <span className={styles.role}>{comment.authorRole}</span>}
              </span>
            </footer>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
