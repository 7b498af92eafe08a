import sharp from 'sharp';

/** Small but real files of every accepted type, built in memory for upload tests. */
export const image = (format: 'png' | 'jpeg' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A zip with stored (uncompressed) entries: enough for OOXML detection. */
export function zip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBuf = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBuf.length, 26);
    parts.push(header, nameBuf, data);
  }
  return Buffer.concat(parts);
}

const ooxml = (dir: string, main: string) =>
  zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types><Override ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
    [`${dir}/document.xml`]: '<x/>',
  });

const cfb = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024, 0)]);

export const FILES = {
  png: () => image('png'),
  jpg: () => image('jpeg'),
  gif: () => image('gif'),
  mp4: async () =>
    Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(2048, 1),
    ]),
  webm: async () =>
    Buffer.concat([
      Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex'),
      Buffer.alloc(2048, 2),
    ]),
  ogg: async () => {
    const page = Buffer.alloc(64, 0);
    page.write('OggS', 0);
    page.writeUInt8(2, 5);
    Buffer.from('807468656f7261', 'hex').copy(page, 28);
    return Buffer.concat([page, Buffer.alloc(1024, 3)]);
  },
  pdf: async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  doc: async () => cfb(),
  ppt: async () => cfb(),
  xls: async () => cfb(),
  docx: async () => ooxml('word', 'wordprocessingml.document'),
  pptx: async () => ooxml('ppt', 'presentationml.presentation'),
  xlsx: async () => ooxml('xl', 'spreadsheetml.sheet'),
  txt: async () => Buffer.from('Привет, Круг!\nПростой текстовый файл.\n'),
} as const;
