import '../features/posts/texts.ts';
import { addTexts } from '../i18n/index.ts';
import { ru } from '../i18n/ru.ts';

/** The shell's namespace, registered before anything renders; its English is fetched when chosen. */
addTexts('common', ru, () => import('../i18n/en.ts').then((m) => m.en));
