import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from 'shared';
import { COURIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from 'shared/contracts';
import styled from 'styled-components';
import { FieldGrid, FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import { itemRef } from '../../../lib/kinds';
import { useTrackingForm } from '../hooks/use-tracking-form';
import type { StaffItem } from '../lib/staff-item';
import { Confirm } from './Confirm';
import { Muted } from './detail-layout';

/**
 * The courier and tracking number of an order being processed, shipped or out for delivery
 * (`staff_set_order_tracking`): checked as the database checks them, confirmed, then saved; the
 * shopper gets an e-mail and the history a line. A refusal is shown under the form as it is.
 */
export function TrackingForm({ item, listKey }: { item: StaffItem; listKey: QueryKey }) {
  const form = useTrackingForm(item, listKey);
  const aboutId = useId();
  const errorId = useId();

  return (
    <form onSubmit={form.onSubmit} noValidate aria-describedby={form.serverError ? errorId : undefined}>
      <Group aria-describedby={aboutId}>
        <legend>Courier and tracking</legend>
        <Muted id={aboutId}>The shopper is e-mailed the courier and the tracking number.</Muted>
        <FieldGrid>
          <TextField
            label="Courier"
            value={form.courier}
            onChange={form.setCourier}
            error={form.errors.courier}
            maxLength={COURIER_MAX_LENGTH}
            autoComplete="off"
            readOnly={form.locked}
            required
          />
          <TextField
            label="Tracking number"
            value={form.trackingNumber}
            onChange={form.setTrackingNumber}
            error={form.errors.trackingNumber}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            hint="Letters, digits or dashes."
            autoComplete="off"
            readOnly={form.locked}
            required
          />
        </FieldGrid>
        <RefusalAlert id={errorId} lead="The tracking was not saved:" message={form.serverError} />
        {form.confirming ? (
          <Confirm
            question={`Save courier ${form.confirming.courier} and tracking number ${form.confirming.trackingNumber} for order ${itemRef(item)}, and e-mail the shopper?`}
            label="Save tracking"
            onConfirm={form.confirm}
            onCancel={form.cancel}
          />
        ) : (
          <FormActions busy={form.busy} label="Save tracking" />
        )}
      </Group>
    </form>
  );
}

const Group = styled(FieldGroup)`
  display: grid;
  gap: 12px;
`;
