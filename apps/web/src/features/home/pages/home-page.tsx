import { useHomeData } from '../api/query-home-data';
import { BannerCarousel } from '../components/banner-carousel';
import { CertificationPath } from '../components/certification-path';
import { ClassroomSection } from '../components/classroom-section';
import { CommentSection } from '../components/comment-section';
import { CourseSection } from '../components/course-section';
import { FaqSection } from '../components/faq-section';
import { HomeSkeleton } from '../components/home-skeleton';
import { NewsSection } from '../components/news-section';
import { TrainerSection } from '../components/trainer-section';

/**
 * Home (/ and /mobile; cert §2): banners, courses, classrooms, trainers, the top four news, FAQ
 * and user comments. One call feeds every data section; an empty section is left out, and a failed
 * call leaves them all out (banners and the certification path still stand).
 */
export const HomePage = () => {
  const { data, isPending } = useHomeData();
  return (
    <>
      <BannerCarousel />
      {isPending && <HomeSkeleton />}
      {data && <CourseSection courses={data.courses} />}
      <CertificationPath />
      {data && (
        <>
          <ClassroomSection classrooms={data.classrooms} />
          <TrainerSection trainers={data.trainers} />
          <NewsSection news={data.news} />
          <CommentSection comments={data.comments} />
          <FaqSection faqs={data.faqs} />
        </>
      )}
    </>
  );
};
