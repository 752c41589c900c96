import { useState } from 'react';
import { Button, TextField } from 'shared';
import {
  fromIndiaLocalInput,
  TECHNICIAN_MAX_LENGTH,
  TECHNICIAN_NOTES_MAX_LENGTH,
  toIndiaLocalInput,
} from 'shared/contracts';
import { itemRef } from '../../../lib/kinds';
import { assignRepair, setRepairNotes } from '../api/staff-actions';
import type { Ask } from '../hooks/use-confirmed-action';
import type { StaffItem } from '../lib/staff-item';
import { Inline, SubTitle } from './detail-layout';

/**
 * A repair's technician and estimated completion (locked once its status is final) and the
 * technician's notes.
 */
export function RepairFields({
  item,
  busy,
  ask,
  final,
}: {
  item: StaffItem;
  busy: boolean;
  ask: Ask;
  final: boolean;
}) {
  const [technician, setTechnician] = useState(typeof item.technician === 'string' ? item.technician : '');
  const [estimate, setEstimate] = useState(toIndiaLocalInput(item.estimated_completion));
  const [notes, setNotes] = useState(typeof item.notes === 'string' ? item.notes : '');
  const ref = itemRef(item);
  return (
    <section aria-labelledby={`repair-${item.id}`}>
      <SubTitle id={`repair-${item.id}`}>Assignment and notes</SubTitle>
      <Inline>
        <TextField
          label="Technician"
          value={technician}
          onChange={setTechnician}
          maxLength={TECHNICIAN_MAX_LENGTH}
          disabled={final}
        />
        <TextField
          label="Estimated completion"
          type="datetime-local"
          value={estimate}
          onChange={setEstimate}
          disabled={final}
        />
      </Inline>
      <Button
        variant="secondary"
        disabled={busy || final}
        onClick={() => {
          const iso = fromIndiaLocalInput(estimate) ?? null;
          ask(`Assign ${technician.trim() || 'no technician'} to repair ${ref}?`, 'Save assignment', {
            run: () => assignRepair(item.id, technician, iso),
            patch: { technician: technician.trim() || null, estimated_completion: iso },
            success: 'Assignment saved.',
          });
        }}
      >
        Save assignment
      </Button>
      <TextField
        label="Technician notes"
        value={notes}
        onChange={setNotes}
        multiline
        rows={3}
        maxLength={TECHNICIAN_NOTES_MAX_LENGTH}
        showCounter
        hint="Staff only: the shopper never sees these notes."
      />
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() =>
          ask(`Save the technician notes of repair ${ref}?`, 'Save notes', {
            run: () => setRepairNotes(item.id, notes),
            patch: { notes: notes.trim() || null },
            success: 'Notes saved.',
          })
        }
      >
        Save notes
      </Button>
    </section>
  );
}
