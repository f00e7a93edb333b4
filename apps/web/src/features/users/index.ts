// What other features use of users: the signed-in account as the server has it now.
export { useCurrentUser } from './api/get-user';
