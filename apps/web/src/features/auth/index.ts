// What other features use of auth: the guard for actions that need an account.
export { useRequireLogin } from './use-require-login';
