import type { TreePerson } from '@krug/contract/family-tree';
import { lifeYears, NODE_H, NODE_W, type TreeLayout } from './tree-layout.ts';

const PAD = 24;

/** Draws the laid-out tree on a canvas (lines, cards, names, years, kinship) for printing. */
export function drawTree(
  layout: TreeLayout,
  people: Map<string, TreePerson>,
  title: string,
): HTMLCanvasElement {
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = (layout.width + PAD * 2) * scale;
  canvas.height = (layout.height + PAD * 2 + 32) * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111827';
  ctx.font = '600 18px sans-serif';
  ctx.fillText(title, PAD, PAD + 4);
  ctx.translate(PAD, PAD + 32);
  ctx.strokeStyle = '#9ca3af';
  ctx.lineWidth = 1.5;
  for (const [x1, y1, x2, y2] of layout.connectors) {
    ctx.beginPath();
    ctx.moveTo((x1 * NODE_W) / 2, (y1 * NODE_H) / 2);
    ctx.lineTo((x2 * NODE_W) / 2, (y2 * NODE_H) / 2);
    ctx.stroke();
  }
  for (const node of layout.nodes) {
    const p = people.get(node.id);
    if (!p) continue;
    const x = (node.left * NODE_W) / 2 + 8;
    const y = (node.top * NODE_H) / 2 + 8;
    ctx.fillStyle = p.is_deceased ? '#f3f4f6' : '#ecfdf5';
    ctx.strokeStyle = '#059669';
    ctx.beginPath();
    ctx.roundRect(x, y, NODE_W - 16, NODE_H - 16, 10);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#111827';
    ctx.font = '600 13px sans-serif';
    ctx.fillText(p.first_name, x + 8, y + 22, NODE_W - 32);
    ctx.fillText(p.last_name, x + 8, y + 40, NODE_W - 32);
    ctx.font = '12px sans-serif';
    ctx.fillStyle = '#4b5563';
    ctx.fillText(lifeYears(p), x + 8, y + 60, NODE_W - 32);
    if (p.kinship) ctx.fillText(p.kinship, x + 8, y + 78, NODE_W - 32);
  }
  return canvas;
}

function save(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

export function downloadPng(canvas: HTMLCanvasElement, name: string) {
  save(canvas.toDataURL('image/png'), `${name}.png`);
}

/** A PDF page the size of the tree (landscape when wider than tall), the picture filling it. */
export async function downloadPdf(canvas: HTMLCanvasElement, name: string) {
  const { jsPDF } = await import('jspdf');
  const w = canvas.width / 2;
  const h = canvas.height / 2;
  const pdf = new jsPDF({ orientation: w > h ? 'landscape' : 'portrait', unit: 'pt', format: [w, h] });
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', 0, 0, w, h);
  pdf.save(`${name}.pdf`);
}
