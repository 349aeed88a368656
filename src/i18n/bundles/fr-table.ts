// What a lesson or the sandbox needs besides the page's texts in this language: see load-language.ts.
import builder from '../../../locales/fr/builder.json';
import cards from '../../../locales/fr/cards.json';
import errors from '../../../locales/fr/errors.json';
import lessons from '../../../locales/fr/lessons.json';
import log from '../../../locales/fr/log.json';

export default { cards, log, errors, lessons, builder };
