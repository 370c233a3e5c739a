// Every federated screen the shell shows, loaded on first use through the federation runtime.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { createRemoteView } from './remote-view';
import { remoteLoadError } from './remote-failure';

type Mod<P> = { default: ComponentType<P> };

function load<P>(id: string): () => Promise<Mod<P>> {
  return async () => {
    let mod: Mod<P> | null | undefined;
    try {
      mod = await loadRemote<Mod<P>>(id);
    } catch (err) {
      throw remoteLoadError(id, err);
    }
    if (!mod || typeof mod.default !== 'function') throw remoteLoadError(id, 'module has no default component');
    return mod;
  };
}

export type BetCardModalProps = { open: boolean; onClose: () => void };

export const TodaysPicks = createRemoteView<object>(load('picks/TodaysPicks'), 'LOADING...');
export const PlayerProps = createRemoteView<object>(load('picks/PlayerProps'), 'Loading prop picks...');
export const TeamProps = createRemoteView<object>(load('picks/TeamProps'));
export const WhatGaryThinks = createRemoteView<object>(load('picks/WhatGaryThinks'));
export const PickAnalysis = createRemoteView<object>(load('picks/PickAnalysis'), 'Loading the analysis...');
export const DailyParlay = createRemoteView<object>(load('picks/DailyParlay'), 'Loading the Parlay of the Day...');
export const Billfold = createRemoteView<object>(load('billfold/Billfold'));
export const ModelCard = createRemoteView<object>(load('billfold/ModelCard'));
export const Verify = createRemoteView<object>(load('billfold/Verify'));
export const Corrections = createRemoteView<object>(load('billfold/Corrections'));
export const BetCardPage = createRemoteView<object>(load('betcard/BetCardPage'), 'Loading your stats...');
export const BetCardModal = createRemoteView<BetCardModalProps>(load('betcard/BetCardModal'), 'Loading your stats...');
