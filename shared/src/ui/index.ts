export * from './ErrorBox';
export * from './Spinner';
export * from './theme';
export * from './GlobalStyle';
export * from './PageTitle';
