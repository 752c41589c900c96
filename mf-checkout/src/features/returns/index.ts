export { returnKeys, useReturnOptions } from './api/get-return-options';
export { ItemReturns, windowsText } from './components/ItemReturns';
export { useReturnLink } from './hooks/use-return-link';
