/** The console's dashboard (`/staff/dashboard`). */
export { DashboardView } from './components/DashboardView';
