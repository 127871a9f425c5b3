/**
 * Opening and moving in the modal: a view entry is a discriminated union on `view`, with `data`
 * present exactly when the view needs it.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type GoBackParameters,
  type GoBackReturnType,
  goBack,
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
  type PorticoModal,
  type PushViewParameters,
  pushView,
  replaceView,
  resetView,
  type SocialProvider,
  type ViewEntry,
  type ViewName,
} from '../index.ts';

declare const modal: PorticoModal;

describe('view entries', () => {
  test('narrowing on view gives that view its data', () => {
    const entry = {} as ViewEntry;
    if (entry.view === 'ConnectingExternal')
      expectTypeOf(entry.data).toEqualTypeOf<{ connectorId: string }>();
    if (entry.view === 'ConnectingSocial')
      expectTypeOf(entry.data).toEqualTypeOf<{ provider: SocialProvider }>();
    if (entry.view === 'Account') expectTypeOf(entry.data).toEqualTypeOf<undefined>();
    expectTypeOf<ViewEntry['view']>().toEqualTypeOf<ViewName>();
  });

  test('a view that needs data needs it, one that needs none takes none', () => {
    pushView(modal, { view: 'AllWallets' });
    pushView(modal, { view: 'ConnectingExternal', data: { connectorId: 'injected' } });
    // @ts-expect-error ConnectingExternal needs its connector
    pushView(modal, { view: 'ConnectingExternal' });
    // @ts-expect-error Account carries no data
    replaceView(modal, { view: 'Account', data: { connectorId: 'injected' } });
    // @ts-expect-error no such view
    resetView(modal, { view: 'Settings' });
  });
});

describe('openModal, pushView, goBack', () => {
  test('openModal takes an optional entry and resolves with nothing', () => {
    expectTypeOf(openModal).parameters.toEqualTypeOf<[PorticoModal, OpenModalParameters?]>();
    expectTypeOf<OpenModalParameters>().toEqualTypeOf<{ entry?: ViewEntry }>();
    expectTypeOf(openModal).returns.toEqualTypeOf<Promise<OpenModalReturnType>>();
    expectTypeOf<OpenModalReturnType>().toBeVoid();
  });

  test('pushView takes the entry after the modal, as its Parameters tuple says', () => {
    expectTypeOf(pushView).parameters.toEqualTypeOf<[PorticoModal, ...PushViewParameters]>();
    expectTypeOf<PushViewParameters>().toEqualTypeOf<[entry: ViewEntry]>();
    // @ts-expect-error the entry is required
    pushView(modal);
  });

  test('goBack from a named view only', () => {
    expectTypeOf<GoBackParameters>().toEqualTypeOf<{ from?: ViewName }>();
    expectTypeOf(goBack).returns.toEqualTypeOf<GoBackReturnType>();
    goBack(modal, { from: 'Connect' });
    // @ts-expect-error `from` is a view name
    goBack(modal, { from: 'connect' });
  });
});
