// The invitation module's face (issue 15, floor 4): what other modules may call. Services and types only.
export { invitationUsesOf } from './invitation-learner-rows';
