// The supplement module's face (issue 15): what other modules may call. Services and types only.
export { requiredInfoFor, type RequiredInfo } from './supplement.service';
