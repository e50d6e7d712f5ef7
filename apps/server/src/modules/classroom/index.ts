// The classroom module's face (issue 15): what other modules may call. Services and types only.
export { trainersForHome, upcomingClassroomsForHome } from './classroom-showcase.service';
