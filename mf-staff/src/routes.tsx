import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { probePages, type RemoteRoutesModule } from 'shared';
import { StaffPage } from './pages/StaffPage';

/** Pages of the staff console by route id; paths live in shared's route table. */
export const pages: RemoteRoutesModule['pages'] = probePages(
  'mf_staff',
  { staff: StaffPage },
  { useState, useQueryClient },
);
