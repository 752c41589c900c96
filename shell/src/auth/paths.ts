export { LOGIN_PATH } from '../navigation/nav-items';
export const RESET_PASSWORD_PATH = '/reset-password';
