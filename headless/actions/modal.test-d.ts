/**
 * The modal's own actions that need nothing but the modal (close, shake, intent, the wallet guide,
 * the project configuration, the language, the app's metadata, the pending approval): each still takes
 * an optional object after the modal, typed by its `…Parameters`, so an option can come later without
 * breaking a call; and each returns its `…ReturnType`.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type AppMetadata,
  type CloseModalParameters,
  type CloseModalReturnType,
  closeModal,
  type GetAppMetadataParameters,
  type GetAppMetadataReturnType,
  type GetAWalletParameters,
  type GetAWalletReturnType,
  type GetLocaleParameters,
  type GetLocaleReturnType,
  type GetPendingRequestParameters,
  type GetPendingRequestReturnType,
  getAppMetadata,
  getAWallet,
  getLocale,
  getPendingRequest,
  type LocaleState,
  type OpenWalletGuideParameters,
  type OpenWalletGuideReturnType,
  openWalletGuide,
  type PendingRequest,
  type PorticoModal,
  type RefetchProjectConfigParameters,
  type RefetchProjectConfigReturnType,
  refetchProjectConfig,
  type ShakeModalParameters,
  type ShakeModalReturnType,
  type ShowIntentParameters,
  type ShowIntentReturnType,
  shakeModal,
  showIntent,
} from '../index.ts';

declare const modal: PorticoModal;

describe('closeModal and shakeModal', () => {
  test('take an optional object after the modal and return nothing', () => {
    expectTypeOf(closeModal).parameters.toEqualTypeOf<[PorticoModal, CloseModalParameters?]>();
    expectTypeOf(closeModal).parameter(1).toEqualTypeOf<CloseModalParameters | undefined>();
    expectTypeOf(closeModal).returns.toEqualTypeOf<CloseModalReturnType>();
    expectTypeOf<CloseModalReturnType>().toBeVoid();
    expectTypeOf(shakeModal).parameters.toEqualTypeOf<[PorticoModal, ShakeModalParameters?]>();
    expectTypeOf(shakeModal).returns.toEqualTypeOf<ShakeModalReturnType>();
    expectTypeOf<ShakeModalReturnType>().toBeVoid();
  });

  test('the object has no option yet: an empty one is taken, an unknown option refused', () => {
    expectTypeOf<CloseModalParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<ShakeModalParameters>().toEqualTypeOf<Record<string, never>>();
    closeModal(modal);
    closeModal(modal, {});
    // @ts-expect-error closeModal has no option yet
    closeModal(modal, { force: true });
    // @ts-expect-error the options are an object, not positional arguments
    shakeModal(modal, 300);
  });
});

describe('showIntent', () => {
  test('takes an optional object and resolves with nothing once the root heard the intent', () => {
    expectTypeOf(showIntent).parameters.toEqualTypeOf<[PorticoModal, ShowIntentParameters?]>();
    expectTypeOf<ShowIntentParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(showIntent).returns.toEqualTypeOf<Promise<ShowIntentReturnType>>();
    expectTypeOf<ShowIntentReturnType>().toBeVoid();
  });
});

describe('the wallet guide', () => {
  test('openWalletGuide and getAWallet take an optional object and return nothing', () => {
    expectTypeOf(openWalletGuide).parameters.toEqualTypeOf<[PorticoModal, OpenWalletGuideParameters?]>();
    expectTypeOf<OpenWalletGuideParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(openWalletGuide).returns.toEqualTypeOf<OpenWalletGuideReturnType>();
    expectTypeOf<OpenWalletGuideReturnType>().toBeVoid();
    expectTypeOf(getAWallet).parameters.toEqualTypeOf<[PorticoModal, GetAWalletParameters?]>();
    expectTypeOf<GetAWalletParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getAWallet).returns.toEqualTypeOf<GetAWalletReturnType>();
    expectTypeOf<GetAWalletReturnType>().toBeVoid();
  });
});

describe('refetchProjectConfig', () => {
  test('takes an optional object and returns nothing; the load shows in its actor', () => {
    expectTypeOf(refetchProjectConfig).parameters.toEqualTypeOf<
      [PorticoModal, RefetchProjectConfigParameters?]
    >();
    expectTypeOf<RefetchProjectConfigParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(refetchProjectConfig).returns.toEqualTypeOf<RefetchProjectConfigReturnType>();
    expectTypeOf<RefetchProjectConfigReturnType>().toBeVoid();
  });
});

describe('getLocale', () => {
  test('takes an optional object and returns the language now, its direction and texts', () => {
    expectTypeOf(getLocale).parameters.toEqualTypeOf<[PorticoModal, GetLocaleParameters?]>();
    expectTypeOf<GetLocaleParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getLocale).returns.toEqualTypeOf<GetLocaleReturnType>();
    expectTypeOf<GetLocaleReturnType>().toEqualTypeOf<LocaleState>();
  });
});

describe('getAppMetadata', () => {
  test('needs only the input and options, then an optional object; returns the metadata', () => {
    expectTypeOf(getAppMetadata).parameters.toEqualTypeOf<
      [Pick<PorticoModal, 'input' | 'options'>, GetAppMetadataParameters?]
    >();
    expectTypeOf<GetAppMetadataParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getAppMetadata).returns.toEqualTypeOf<GetAppMetadataReturnType>();
    expectTypeOf<GetAppMetadataReturnType>().toEqualTypeOf<AppMetadata>();
    // A host may read it before the modal exists: the input alone is enough.
    getAppMetadata({ input: modal.input, options: null });
  });
});

describe('getPendingRequest', () => {
  test('takes an optional object and returns the oldest waiting request, or undefined', () => {
    expectTypeOf(getPendingRequest).parameters.toEqualTypeOf<[PorticoModal, GetPendingRequestParameters?]>();
    expectTypeOf<GetPendingRequestParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getPendingRequest).returns.toEqualTypeOf<GetPendingRequestReturnType>();
    expectTypeOf<GetPendingRequestReturnType>().toEqualTypeOf<PendingRequest | undefined>();
  });
});
