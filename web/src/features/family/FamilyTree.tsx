import './tree-texts.ts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Download, GitFork, Minus, Plus } from 'lucide-react';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { TreePersonCard } from './TreePersonCard.tsx';
import { useFamilyTree, useKinship } from './tree-api.ts';
import { downloadPdf, downloadPng, drawTree } from './tree-export.ts';
import { layoutTree, lifeYears, NODE_H, NODE_W } from './tree-layout.ts';

const ZOOMS = [0.5, 0.65, 0.8, 1, 1.25, 1.5];

/**
 * The «Древо» tab (issue 34 §1): the family's people laid out by relatives-tree around a centre
 * person (the viewer at first; the person tapped becomes the centre), zoom, pan by dragging or
 * scrolling, every person a button, and «Скачать» as PNG or PDF.
 */
export function FamilyTree({ familyId, familyName }: { familyId: string; familyName: string }) {
  const { t } = useTranslation('familyTree');
  const tree = useFamilyTree(familyId);
  const [centre, setCentre] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState(3);
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const kin = useKinship();
  const rootId = centre && tree.data?.people.some((p) => p.id === centre) ? centre : tree.data?.me;
  const layout = useMemo(
    () => (tree.data && rootId ? layoutTree(tree.data, rootId) : null),
    [tree.data, rootId],
  );
  const people = useMemo(() => new Map(tree.data?.people.map((p) => [p.id, p]) ?? []), [tree.data]);
  const scale = ZOOMS[zoom] ?? 1;

  // The centre person is scrolled to the middle of the view (on a phone, the person tapped).
  useEffect(() => {
    const node = layout?.nodes.find((n) => n.id === rootId);
    const el = scroller.current;
    if (!node || !el) return;
    const x = 24 + ((node.left + 1) * NODE_W * scale) / 2;
    const y = 24 + ((node.top + 1) * NODE_H * scale) / 2;
    el.scrollTo?.({ left: x - el.clientWidth / 2, top: y - el.clientHeight / 2 });
  }, [rootId, layout, scale]);

  if (tree.isPending) return <Skeleton lines={3} className="h-24 w-full" />;
  if (tree.isError) return <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />;
  if (!layout) return null;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse' || (e.target as HTMLElement).closest('button')) return;
    const el = e.currentTarget;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    e.currentTarget.scrollLeft = d.left - (e.clientX - d.x);
    e.currentTarget.scrollTop = d.top - (e.clientY - d.y);
  };
  const exportAs = async (kind: 'png' | 'pdf') => {
    const canvas = drawTree(layout, people, `${t('familyTree.title')}: ${familyName}`);
    const name = `${t('familyTree.title')} ${familyName}`;
    if (kind === 'png') downloadPng(canvas, name);
    else await downloadPdf(canvas, name);
  };
  const person = selected ? people.get(selected) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'h-11 w-11 px-0')}
          aria-label={t('familyTree.zoomOut')}
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <span className="w-12 text-center text-sm tabular-nums">{Math.round(scale * 100)}%</span>
        <button
          type="button"
          className={buttonClass('secondary', 'h-11 w-11 px-0')}
          aria-label={t('familyTree.zoomIn')}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className={buttonClass('secondary', 'ml-auto min-h-11')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('familyTree.download')}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-50 min-w-40 rounded-xl bg-surface p-1 shadow-lg ring-1 ring-line"
            >
              {(['png', 'pdf'] as const).map((kind) => (
                <DropdownMenu.Item
                  key={kind}
                  onSelect={() => void exportAs(kind)}
                  className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-muted"
                >
                  {t(`familyTree.${kind}`)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {tree.data.people.length <= 1 ? (
        <EmptyState icon={<GitFork />} title={t('familyTree.title')} text={t('familyTree.empty')} />
      ) : null}
      <div
        ref={scroller}
        className="relative h-[28rem] max-h-[70vh] cursor-grab overflow-auto rounded-xl bg-surface-sunken ring-1 ring-line active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onWheel={(e) => {
          if (!e.ctrlKey) return;
          e.preventDefault();
          setZoom((z) => Math.max(0, Math.min(ZOOMS.length - 1, z + (e.deltaY < 0 ? 1 : -1))));
        }}
      >
        <div
          className="relative origin-top-left"
          style={{ width: layout.width * scale + 48, height: layout.height * scale + 48, padding: 24 }}
        >
          <section
            className="relative"
            aria-label={t('familyTree.title')}
            style={{
              width: layout.width,
              height: layout.height,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
            }}
          >
            <svg
              aria-hidden="true"
              className="absolute inset-0 text-line-strong"
              width={layout.width}
              height={layout.height}
            >
              {layout.connectors.map(([x1, y1, x2, y2], i) => (
                <line
                  // biome-ignore lint/suspicious/noArrayIndexKey: connectors have no identity but their order
                  key={i}
                  x1={(x1 * NODE_W) / 2}
                  y1={(y1 * NODE_H) / 2}
                  x2={(x2 * NODE_W) / 2}
                  y2={(y2 * NODE_H) / 2}
                  stroke="currentColor"
                  strokeWidth={1.5}
                />
              ))}
            </svg>
            {layout.nodes.map((node) => {
              const p = people.get(node.id);
              if (!p) return null;
              const label = kin(p);
              const isMe = p.id === tree.data.me;
              return (
                <button
                  key={node.id}
                  type="button"
                  data-person={p.id}
                  aria-pressed={selected === p.id}
                  title={label ?? undefined}
                  onClick={() => {
                    setCentre(p.id);
                    setSelected(p.id);
                  }}
                  className={`absolute flex flex-col items-center justify-center gap-0.5 overflow-hidden rounded-xl p-1 text-center text-xs shadow-sm ring-1 focus-visible:outline-2 focus-visible:outline-focus ${
                    isMe ? 'ring-2 ring-primary-line' : 'ring-line'
                  } ${p.is_deceased ? 'bg-surface-muted' : 'bg-surface'} ${p.status === 'invited' ? 'border border-dashed border-line-strong' : ''}`}
                  style={{
                    left: (node.left * NODE_W) / 2 + 6,
                    top: (node.top * NODE_H) / 2 + 6,
                    width: NODE_W - 12,
                    height: NODE_H - 12,
                  }}
                >
                  {p.photo_url ? (
                    <img src={p.photo_url} alt="" className="h-8 w-8 rounded-full object-cover" />
                  ) : null}
                  <span className="w-full truncate font-semibold">
                    {p.first_name} {p.last_name}
                  </span>
                  <span className="text-fg-subtle">{lifeYears(p)}</span>
                  <span className="w-full truncate text-primary-strong">
                    {isMe ? t('familyTree.you') : label}
                  </span>
                </button>
              );
            })}
          </section>
        </div>
      </div>
      {person ? (
        <TreePersonCard
          familyId={familyId}
          person={person}
          canEdit={tree.data.can_edit}
          isMe={person.id === tree.data.me}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </div>
  );
}
