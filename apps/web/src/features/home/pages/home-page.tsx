import { useDeferredValue } from 'react';
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
  const { data: arrived, isPending } = useHomeData();
  // The sections render in a background pass React splits into short tasks: rendered with the
  // answer's arrival they were one task of about 110 ms on Lighthouse's phone (issue 19, blocking
  // time). The skeleton stays until that pass is done.
  const data = useDeferredValue(arrived);
  return (
    <>
      <BannerCarousel />
      {(isPending || (arrived && !data)) && <HomeSkeleton />}
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
