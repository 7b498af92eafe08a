import type { ReportBody } from '@krug/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

/** `POST /api/reports`: a report of something the caller can see. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => call(api.POST('/api/reports', { body })),
  });
}
