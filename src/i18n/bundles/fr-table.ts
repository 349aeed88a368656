// What a lesson or the sandbox needs besides the page's texts in this language: see load-language.ts.
import builder from '../../../locales/fr/builder.json';
import cards from '../../../locales/fr/cards.json';
import errors from '../../../locales/fr/errors.json';
import lessons from '../../../locales/fr/lessons.json';
import log from '../../../locales/fr/log.json';
import rulings from '../../../locales/fr/rulings.json';
import share from '../../../locales/fr/share.json';
import table from '../../../locales/fr/table.json';
import why from '../../../locales/fr/why.json';

export default { cards, log, errors, lessons, rulings, why, share, builder, table };
