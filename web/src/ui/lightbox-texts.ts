import { addTexts } from '../i18n/index.ts';

/** The photo viewer's info panel (issue 32 item 8): the `viewer` namespace. */
export const viewerRu = {
  info: 'Сведения',
  infoTitle: 'Сведения о файле',
  taken: 'Снято',
  uploaded: 'Загружено',
  size: 'Размер',
  dimensions: 'Размеры',
  dimensionsValue: '{{w}} × {{h}} пикс.',
  album: 'Альбом',
  audience: 'Кто видит',
  place: 'Место',
  unknown: 'Неизвестно',
  swipeHint: 'Листайте влево и вправо',
};
export const viewerEn: Record<keyof typeof viewerRu, string> = {
  info: 'Info',
  infoTitle: 'File info',
  taken: 'Taken',
  uploaded: 'Uploaded',
  size: 'Size',
  dimensions: 'Dimensions',
  dimensionsValue: '{{w}} × {{h}} px',
  album: 'Album',
  audience: 'Who can see it',
  place: 'Place',
  unknown: 'Unknown',
  swipeHint: 'Swipe left and right',
};
addTexts('viewer', viewerRu, viewerEn);
