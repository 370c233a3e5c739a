import { useCallback, useEffect, useState } from 'react';
import { TOAST_DECISION_MS, useApi, useSession, useToast, type DecisionResponse, type MyDecisions, type ToastLink } from '@gary/design';
import { SIGN_IN_TO_TRACK, interpretDecision, normaliseSide, type DecisionSide } from './decision-messages';

/** The toast's way to sign in, coming back to this page after (the sign-in page reads state.from). */
const signInLink = (): { link: ToastLink; duration: number } => ({
  link: { to: '/signin', label: 'Sign in', state: { from: `${globalThis.location?.pathname ?? '/'}${globalThis.location?.search ?? ''}` } },
  // Long enough to reach the link.
  duration: 8000,
});

/**
 * The signed-in user's decisions (to mark cards already ridden or faded) and `decide()`, which
 * records a ride or fade and tells the user how it went.
 */
export function useDecisions() {
  const { isSignedIn } = useSession();
  const api = useApi();
  const toast = useToast();
  const [chosen, setChosen] = useState<Record<string, DecisionSide>>({});
  const [pending, setPending] = useState<string | null>(null);
  // Picks the server refused as started (412): their cards drop the buttons at once.
  const [closed, setClosed] = useState<Record<string, true>>({});

  useEffect(() => {
    if (!isSignedIn) {
      setChosen({});
      return;
    }
    const ctrl = new AbortController();
    void api.get<MyDecisions>('/api/decisions/mine', undefined, ctrl.signal).then((r) => {
      if (!r.ok || ctrl.signal.aborted) return;
      const map: Record<string, DecisionSide> = {};
      for (const d of r.data.decisions ?? []) {
        const side = normaliseSide(d.decision);
        if (side) map[d.pickId] = side;
      }
      setChosen(map);
    });
    return () => ctrl.abort();
  }, [api, isSignedIn]);

  const decide = useCallback(
    async (pickId: string, side: DecisionSide, pickLabel: string) => {
      if (!isSignedIn) {
        toast.warning(SIGN_IN_TO_TRACK, signInLink());
        return;
      }
      const existing = chosen[pickId];
      setPending(pickId);
      const result = await api.post<DecisionResponse>('/api/decisions', { pickId, decision: side });
      setPending(null);
      const outcome = interpretDecision(result, side, pickLabel);
      switch (outcome.kind) {
        case 'saved':
          setChosen((m) => ({ ...m, [pickId]: outcome.side }));
          toast.success(outcome.message, { duration: TOAST_DECISION_MS });
          break;
        case 'duplicate':
          setChosen((m) => ({ ...m, [pickId]: existing ?? outcome.side }));
          toast.warning(outcome.message);
          break;
        case 'signin':
          toast.warning(outcome.message, signInLink());
          break;
        case 'closed':
          setClosed((m) => ({ ...m, [pickId]: true }));
          toast.warning(outcome.message);
          break;
        case 'limit':
          toast.error(outcome.message, { duration: 12_000 });
          break;
        case 'failed':
          toast.error(outcome.message);
          break;
      }
    },
    [api, chosen, isSignedIn, toast],
  );

  return { chosen, pending, closed, decide };
}
