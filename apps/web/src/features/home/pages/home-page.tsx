import { BannerCarousel } from '../components/banner-carousel';
import { CertificationPath } from '../components/certification-path';

/** Home (/ and /mobile). Courses, classrooms, trainers, news, FAQ and comments join in later issues. */
export const HomePage = () => (
  <>
    <BannerCarousel />
    <CertificationPath />
  </>
);
