/**
 * What the service pages share (repair, game load, discount requests): the history list and its
 * request cards, details sheet and page, the form layout and success dialog, the timeline, and
 * the reading of the history RPCs' answers. Other features import from here only.
 */
export {
  BackLink,
  FormCard,
  GuestProfileNote,
  PageHeading,
  PageIntro,
  PageWrap,
  StepNumber,
} from './components/form-layout';
export { RequestCard, type RequestCardProps } from './components/RequestCard';
export {
  DetailsList,
  DetailsSection,
  RequestDetailsSheet,
  type RequestDetailsSheetProps,
} from './components/RequestDetailsSheet';
export {
  RequestHistoryPage,
  type RequestHistoryPageProps,
  type RequestHistoryTexts,
} from './components/RequestHistoryPage';
export { RequestSuccessDialog, type RequestSuccessDialogProps } from './components/RequestSuccessDialog';
export { RequestTimeline } from './components/RequestTimeline';
export {
  type HistoryFailure,
  ServiceHistory,
  type ServiceHistoryMessages,
  type ServiceHistoryProps,
} from './components/ServiceHistory';
export { ServiceLanding, type ServiceLandingProps, ServiceTestimonials } from './components/ServiceLanding';
export { HistoryFetchError, type HistoryPage, readHistoryAnswer } from './lib/history-answer';
