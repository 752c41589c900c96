/**
 * The staff console's form kit: what every staff form (seller, product, stock, discount code)
 * shows the same way.
 */
export { FormActions } from './FormActions';
export { FieldCell, FieldGrid, FieldGroup } from './layout';
export { RefusalAlert } from './RefusalAlert';
export { SavedStatus } from './SavedStatus';
