// The classroom module's face (issue 15): what other modules may call. Services and types only.
export { trainingFactsOf, upcomingClassroomsOf, type TrainingFacts, type UpcomingClassroom } from './classroom-facts.service';
export { classroomSessionOf, trainersForHome, upcomingClassroomsForHome } from './classroom-showcase.service';
export { takeClassroomSeat } from './classroom.service';
export { classroomSeatDesk } from './classroom-paid-seat';
export { recordAttendance } from './classroom-checkin.service';
export { attendedClassroomOf, classroomExportOf, classroomSeatsOfLearner, type LearnerClassroomSeats } from './classroom-learner-rows';
export { classroomSeatLedger } from './classroom-seat-ledger';
export { trainerIdsForSitemap, trainerMetaOf } from './trainer-page.service';
export { releaseClassroomSeatsOfDeletedAccount, type ClassroomRelease } from './classroom-account-release';
