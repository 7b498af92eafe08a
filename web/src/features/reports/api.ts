import type { ReportBody, ReportCreated } from '@krug/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** `POST /api/reports`: a report of something the caller can see. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => apiFetch<ReportCreated>('/api/reports', { method: 'POST', body }),
  });
}
