/** The month's GST summary of the console (`/staff/gst`). */
export { GstView } from './components/GstView';
