import { useCallback, useState } from 'react';
import { useApi, useToast, type AdminStatus } from '@gary/design';

export const GENERATE_FAILED = 'Failed to generate picks. Please try again later.';
const POLL_MS = 3000;
const MAX_POLLS = 100;

/** Admin only: start a generation run, wait for it to finish, then call `onDone`. */
export function useGeneratePicks(onDone: () => void) {
  const api = useApi();
  const toast = useToast();
  const [running, setRunning] = useState(false);

  const generate = useCallback(async () => {
    setRunning(true);
    const start = await api.post<{ runId: string }>('/api/admin/picks/generate');
    if (!start.ok) {
      setRunning(false);
      toast.error(GENERATE_FAILED);
      return;
    }
    toast.info('Generating new picks... This may take a moment.');
    for (let i = 0; i < MAX_POLLS; i++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const s = await api.get<AdminStatus>('/api/admin/picks/status');
      if (s.ok && !s.data.running) {
        const failed = s.data.sports.filter((x) => /error|fail/i.test(x.state));
        if (failed.length === s.data.sports.length && failed.length > 0) toast.error(GENERATE_FAILED);
        break;
      }
    }
    setRunning(false);
    onDone();
  }, [api, toast, onDone]);

  return { generate, running };
}
