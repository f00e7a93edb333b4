// What other features use of auth: the guard for actions that need an account, and signing out.
export { useLogout } from './api/logout';
export { useRequireLogin } from './use-require-login';
