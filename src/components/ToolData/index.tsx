import React, {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {Link2} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import Callout from '@site/src/components/Callout';
import ConfirmButton from '@site/src/components/ConfirmButton';
import {useNotify} from '@site/src/components/Notifications';
import {useFileDownload} from '@site/src/hooks/useFileDownload';
import {useCopyLink, useLocationSearch} from '@site/src/hooks/useShareLink';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {formatNumber} from '@site/src/lib/numbers/format';
import {counted} from '@site/src/lib/numbers/words';
import {
  SHARE_PARAM,
  decodeShared,
  shareLinkFor,
  sharedToken,
  type ShareCodec,
} from '@site/src/lib/share/link';
import {storeFor} from '@site/src/lib/storage/browser';
import {exportText, fileDate, setAsideText} from '@site/src/lib/storage/exportFile';
import {oversized, type RecordSchema} from '@site/src/lib/storage/record';
import {headingSlug} from '@site/src/lib/text/slug';
import type {RecordStore, WriteFailure} from '@site/src/lib/storage/store';
import styles from './styles.module.css';

/** Route of the page that exports, imports and clears every tool's data. */
export const YOUR_DATA_PATH = '/your-data';

/** How a tool shares its state as a link. */
export interface ToolShare<S> {
  readonly codec: ShareCodec<S>;
  /** The state a link would restore now. */
  readonly state: S;
  /** Opens a state read from a link. */
  readonly open: (state: S) => void;
  /** What is shared, in the visitor's words: "worksheet", "customer table". */
  readonly noun: string;
}

const FAILURE_TEXT: Readonly<Record<WriteFailure, string>> = {
  full: 'Changes are not being saved: this browser’s storage is full.',
  unavailable:
    'Changes are not being saved: this browser does not let the site keep data (private browsing, or storage turned off).',
};

/** Subscribes to several stores at once, for what the page says about all of them. */
function useStoresSelector<R>(
  stores: readonly RecordStore<unknown>[],
  select: (stores: readonly RecordStore<unknown>[]) => R,
  serverValue: R,
): R {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = stores.map((store) => store.subscribe(listener));
      return () => stops.forEach((stop) => stop());
    },
    [stores],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(stores),
    () => serverValue,
  );
}

function firstFailure(stores: readonly RecordStore<unknown>[]): WriteFailure | null {
  for (const store of stores) {
    const {failure} = store.getSnapshot();
    if (failure) return failure;
  }
  return null;
}

function anyPreview(stores: readonly RecordStore<unknown>[]): boolean {
  return stores.some((store) => store.getSnapshot().preview);
}

/** Entries of one record that could not be read, and what became of an oversized record. */
export function RecordNotices({schema}: {readonly schema: RecordSchema<unknown>}): ReactNode {
  const {value, setAside, store} = useStoredRecord(schema);
  const download = useFileDownload();
  const notify = useNotify();
  const big = oversized(schema, value);
  const limit = schema.limit;
  const slug = headingSlug(schema.label.replace(/:/g, ''));

  return (
    <>
      {setAside.length > 0 ? (
        <Callout tone="warning" className={styles.notice} data-testid="set-aside-notice">
          <p>
            {counted(setAside.length, ['stored entry', 'stored entries'])} of “{schema.label}” could
            not be read and {setAside.length === 1 ? 'was' : 'were'} set aside; everything else is
            here.
          </p>
          <ul className={styles.reasons}>
            {setAside.slice(0, 3).map((entry, index) => (
              <li key={index}>
                {entry.where}: {entry.reason}
              </li>
            ))}
            {setAside.length > 3 ? <li>and {formatNumber(setAside.length - 3)} more</li> : null}
          </ul>
          <div className={styles.actions}>
            <ActionButton
              size="sm"
              variant="outline"
              onClick={() =>
                download({
                  name: `set-aside-${slug}-${fileDate(new Date())}.json`,
                  text: setAsideText(schema.label, setAside, new Date()),
                  kind: 'json',
                })
              }>
              Download what was set aside
            </ActionButton>
            <ConfirmButton
              size="sm"
              question="Discard the entries that were set aside?"
              confirmLabel="Yes, discard"
              onConfirm={() => {
                store.discardSetAside();
                notify('Set-aside entries discarded', 'info');
              }}>
              Discard them
            </ConfirmButton>
          </div>
        </Callout>
      ) : null}
      {big && limit ? (
        <Callout tone="warning" className={styles.notice} data-testid="oversized-notice">
          <p>
            “{schema.label}” holds {counted(big.count, limit.noun)}, more than the{' '}
            {formatNumber(big.max)} this tool is built for: it shows them a page at a time, and this
            browser may run out of room to save changes.
          </p>
          <div className={styles.actions}>
            <ActionButton
              size="sm"
              variant="outline"
              onClick={() =>
                download({
                  name: `${slug}-${fileDate(new Date())}.json`,
                  text: exportText([{schema, value, setAside}], new Date()),
                  kind: 'json',
                })
              }>
              Download everything first
            </ActionButton>
            <ConfirmButton
              size="sm"
              variant="primary"
              question={`Keep the first ${counted(big.max, limit.noun)} and remove the other ${formatNumber(big.count - big.max)}?`}
              confirmLabel="Yes, keep the first"
              onConfirm={() => {
                store.set((current: unknown) => limit.trim(current, limit.max));
                notify(`Kept the first ${counted(big.max, limit.noun)}`, 'info');
              }}>
              Keep the first {formatNumber(big.max)}
            </ConfirmButton>
          </div>
        </Callout>
      ) : null}
    </>
  );
}

export interface ShareLinkButtonProps<S> {
  readonly codec: ShareCodec<S>;
  /** The state a link would restore now. */
  readonly state: S;
  /** What is shared, in the visitor's words: "worksheet", "comparison". */
  readonly noun: string;
  /** The query parameter the link carries the state in (`share` unless said). */
  readonly param?: string;
  /** The button's words ("Share as a link"). */
  readonly label?: string;
  /** Test id of the field that shows the link. */
  readonly linkTestId?: string;
}

/** Share as a link: the link (copied, and shown to copy by hand), or why it cannot be made. */
export function ShareLinkButton<S>({
  codec,
  state,
  noun,
  param = SHARE_PARAM,
  label = 'Share as a link',
  linkTestId = 'share-link',
}: ShareLinkButtonProps<S>): ReactNode {
  const copyLink = useCopyLink();
  const [result, setResult] = useState<{url: string} | {tooLong: number; max: number} | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const onShare = async () => {
    const link = await shareLinkFor(
      codec,
      state,
      window.location.origin,
      window.location.pathname,
      param,
    );
    if (!link.ok) {
      setResult({tooLong: link.length, max: link.max});
      return;
    }
    setResult({url: link.url});
    await copyLink(link.url, {
      opens: `Anyone who opens it sees this ${noun} as it is now.`,
      otherwise: 'Select the link below and copy it.',
    });
  };

  useEffect(() => {
    if (result && 'url' in result) field.current?.select();
  }, [result]);

  return (
    <>
      <ActionButton
        size="sm"
        variant="outline"
        className={styles.needsScript}
        onClick={() => void onShare()}>
        <Link2 aria-hidden="true" size={16} /> {label}
      </ActionButton>
      <div className={styles.shareResult} aria-live="polite">
        {result && 'url' in result ? (
          <label className={styles.linkField}>
            <span>Link to this {noun} as you shared it</span>
            <input ref={field} type="text" readOnly value={result.url} data-testid={linkTestId} />
          </label>
        ) : null}
        {result && 'tooLong' in result ? (
          <Callout tone="warning" className={styles.notice} data-testid="share-too-large">
            This {noun} is too large to share as a link: the link would be{' '}
            {formatNumber(result.tooLong)} characters long, and links over{' '}
            {formatNumber(result.max)} characters can be cut short on the way. Send it as a file
            instead: export it from <Link to={YOUR_DATA_PATH}>Your data in this browser</Link>.
          </Callout>
        ) : null}
      </div>
    </>
  );
}

/**
 * Opens a state from the address's share link once the page has hydrated (the `share`
 * parameter, or another named one).
 */
export function useOpenSharedLink<S>(
  share: Pick<ToolShare<S>, 'codec' | 'open' | 'noun'>,
  param = SHARE_PARAM,
): void {
  const search = useLocationSearch();
  const history = useHistory();
  const notify = useNotify();
  const handled = useRef<string | null>(null);
  const {codec, open, noun} = share;

  useEffect(() => {
    const token = sharedToken(search, param);
    if (!token || handled.current === token) return;
    handled.current = token;
    void decodeShared(codec, token).then((reading) => {
      // The link is read once: take it out of the address so a reload shows the visitor's own.
      const params = new URLSearchParams(search);
      params.delete(param);
      const rest = params.toString();
      history.replace({search: rest ? `?${rest}` : '', hash: window.location.hash});
      if (reading.ok) {
        open(reading.state);
        return;
      }
      notify(
        reading.reason === 'unsupported'
          ? `This shared ${noun} was made by another version of the site and cannot be opened here. Nothing was changed.`
          : `This shared ${noun} link is damaged or incomplete, so it could not be opened. Nothing was changed.`,
        'error',
      );
    });
  }, [search, codec, open, noun, param, history, notify]);
}

export interface ToolDataProps<S> {
  /** The tool's records; the same list on every render. */
  readonly records: readonly RecordSchema<unknown>[];
  readonly share: ToolShare<S>;
}

/**
 * What a tool's page says about the visitor's data: a bar to share the tool as a link and
 * to reach "Your data in this browser", then only when needed: that changes are not being
 * saved (once for the page), that some stored entries were set aside, that a record is
 * larger than the tool is built for, or that a shared copy is shown.
 */
export default function ToolData<S>({records, share}: ToolDataProps<S>): ReactNode {
  const stores = useMemo(() => records.map((schema) => storeFor(schema)), [records]);
  const failure = useStoresSelector(stores, firstFailure, null);
  const previewing = useStoresSelector(stores, anyPreview, false);
  const notify = useNotify();
  useOpenSharedLink(share);

  return (
    <div className={`container no-print ${styles.data}`}>
      <div className={styles.bar}>
        <p className={styles.where}>
          Saved in this browser only. <Link to={YOUR_DATA_PATH}>Your data in this browser</Link>:
          export, import or clear it.
        </p>
        <ShareLinkButton codec={share.codec} state={share.state} noun={share.noun} />
      </div>
      <div aria-live="polite" className={styles.notices}>
        {failure ? (
          <Callout tone="negative" className={styles.notice} data-testid="not-saving-notice">
            <p>
              {FAILURE_TEXT[failure]} Everything keeps working on this page until you close it. To
              keep your work, download or print it, or free some room under{' '}
              <Link to={YOUR_DATA_PATH}>Your data in this browser</Link>.
            </p>
          </Callout>
        ) : null}
        {previewing ? (
          <Callout tone="info" className={styles.notice} data-testid="shared-copy-notice">
            <p>
              You are looking at a shared {share.noun}. Your own, saved in this browser, is
              unchanged: nothing here is saved unless you keep it.
            </p>
            <div className={styles.actions}>
              <ActionButton
                size="sm"
                onClick={() => {
                  const saved = stores.map((store) => store.keepPreview()).every((r) => r.ok);
                  notify(
                    saved
                      ? `Kept the shared ${share.noun} in this browser`
                      : `Kept the shared ${share.noun} on this page, but this browser is not saving changes`,
                    saved ? 'success' : 'error',
                  );
                }}>
                Keep this {share.noun}
              </ActionButton>
              <ActionButton
                size="sm"
                variant="secondary"
                onClick={() => {
                  stores.forEach((store) => store.leavePreview());
                  notify(`Back to your own ${share.noun}`, 'info');
                }}>
                Back to my own
              </ActionButton>
            </div>
          </Callout>
        ) : null}
      </div>
      {records.map((schema) => (
        <RecordNotices key={schema.key} schema={schema} />
      ))}
    </div>
  );
}
